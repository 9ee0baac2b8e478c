import type { QuestionStats } from '@app/domain';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

const FIGURES: { key: keyof QuestionStats; label: string }[] = [
  { key: 'total', label: 'Total questions' },
  { key: 'examTypes', label: 'Exam types' },
  { key: 'categories', label: 'Categories' },
  { key: 'addedToday', label: 'Added today' },
];

/** Spec §2 Questions Manager stats: total, exam types, categories, added today. */
export function QuestionStatsCards({ stats }: { stats: QuestionStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {FIGURES.map(({ key, label }) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          {stats ? (
            <Text fz="xl" fw={700}>
              {stats[key].toLocaleString('en-US')}
            </Text>
          ) : (
            <Skeleton height={28} mt={4} width="60%" />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
