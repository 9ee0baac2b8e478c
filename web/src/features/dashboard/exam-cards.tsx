import { DASHBOARD_MESSAGES as M } from '@app/domain';
import { Card, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc';
import { RetryAlert } from '../../ui/retry-alert';
import classes from './dashboard.module.css';
import { examCardModels } from './dashboard-model';
import { ExamCard } from './exam-card';

/** Skeleton cards shown while the exams load: the catalogue has seven. */
const SKELETON_CARDS = 7;

/** The grid of exam cards: `exams.list` joined with `progress.access` and `progress.list`. */
export function ExamCards() {
  const trpc = useTrpc();
  const exams = useQuery(trpc.exams.list.queryOptions());
  const access = useQuery(trpc.progress.access.queryOptions());
  const progress = useQuery(trpc.progress.list.queryOptions());
  const queries = [exams, access, progress];
  const failed = queries.filter((q) => q.isError);

  return (
    <section
      aria-labelledby="exams-title"
      aria-busy={queries.some((q) => q.isPending)}
      className={classes.section}
    >
      <Title order={2} id="exams-title" mb="md">
        {M.examsHeading}
      </Title>
      {failed.length > 0 ? (
        <RetryAlert
          title={M.examsFailed}
          onRetry={() => {
            for (const q of failed) void q.refetch();
          }}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {exams.data && access.data && progress.data
            ? examCardModels(exams.data, access.data, progress.data).map((model) => (
                <ExamCard key={model.exam.id} model={model} />
              ))
            : Array.from({ length: SKELETON_CARDS }, (_, i) => <ExamCardSkeleton key={i} />)}
        </SimpleGrid>
      )}
    </section>
  );
}

export function ExamCardSkeleton() {
  return (
    <Card withBorder padding="lg" aria-hidden="true" className={classes.examCardSkeleton}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Skeleton height={24} width="55%" />
          <Skeleton height={20} width={72} radius="xl" />
        </Group>
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={14} width="40%" mt="sm" />
        <Skeleton height={36} mt="sm" />
        <Skeleton height={36} />
      </Stack>
    </Card>
  );
}
