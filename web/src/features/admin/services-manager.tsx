import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';

import { EXAMS } from '@app/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc';
import { RetryAlert } from '../../ui/retry-alert';

/** The CMS admin's list of exam pages, filtered to one exam (its edit screen is one click on). */
export const cmsExamPageHref = (slug: string) =>
  `/cms/collections/exam-pages?where[exam][equals]=${encodeURIComponent(slug)}`;

/**
 * Spec §2 Services Manager: the exam catalogue with its categories and live question counts.
 * View opens /{slug}; Edit opens that exam's page in the CMS admin, where its copy lives.
 */
export function ServicesManager() {
  const trpc = useTrpc();
  const counts = useQuery(trpc.exams.questionCounts.queryOptions());
  const countOf = (examTypeId: number) => counts.data?.find((c) => c.examTypeId === examTypeId);
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        The exams and their categories are part of the product's catalogue (in code); each exam's
        marketing page is edited in the CMS. Question counts are the active questions students can
        be served.
      </Text>
      {counts.isError && (
        <RetryAlert
          title="Could not load the question counts"
          onRetry={() => void counts.refetch()}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {EXAMS.map((exam) => {
          const count = countOf(exam.id);
          return (
            <Card
              key={exam.id}
              withBorder
              radius="md"
              padding="md"
              component="article"
              aria-label={exam.name}
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Title order={3} fz="h4">
                    {exam.name}
                  </Title>
                  <Badge variant="light">
                    {count ? `${count.count.toLocaleString('en-US')} questions` : '…'}
                  </Badge>
                </Group>
                <Text fz="sm" c="dimmed">
                  {exam.description}
                </Text>
                <Stack
                  gap={4}
                  component="ul"
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                  aria-label="Categories"
                >
                  {exam.categories.map((category) => (
                    <Group key={category.slug} component="li" justify="space-between" gap="xs">
                      <Text fz="sm">{category.title}</Text>
                      <Text fz="sm" c="dimmed">
                        {count?.categories.find((c) => c.category === category.title)?.count ?? '…'}
                      </Text>
                    </Group>
                  ))}
                </Stack>
                <Group gap="xs" mt="auto">
                  <Button
                    component="a"
                    href={`/${exam.slug}`}
                    target="_blank"
                    rel="noopener"
                    variant="default"
                    size="xs"
                  >
                    View
                  </Button>
                  <Button
                    component="a"
                    href={cmsExamPageHref(exam.slug)}
                    target="_blank"
                    rel="noopener"
                    size="xs"
                  >
                    Edit in CMS
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
