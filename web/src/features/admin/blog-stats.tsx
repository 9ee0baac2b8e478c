import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';

import type { BlogStats } from '@app/domain';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';

const ITEMS: { key: keyof BlogStats; label: string }[] = [
  { key: 'total', label: 'Total posts' },
  { key: 'published', label: 'Published' },
  { key: 'drafts', label: 'Drafts' },
];

/** Spec §2 /admin Blog: total, published and draft counts. */
export function BlogStatsCards({ stats }: { stats: BlogStats | undefined }) {
  return (
    <SimpleGrid
      cols={3}
      spacing="sm"
      component="ul"
      aria-label="Blog post counts"
      aria-busy={stats ? undefined : true}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {ITEMS.map(({ key, label }) => (
        <Card key={key} component="li" withBorder padding="sm" radius="md">
          <Text fz="sm" c="dimmed">
            {label}
          </Text>
          {stats ? (
            <Text fz={28} fw={700} lh={1.2} data-testid={`blog-count-${key}`}>
              {stats[key]}
            </Text>
          ) : (
            <Skeleton h={34} w={40} />
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
