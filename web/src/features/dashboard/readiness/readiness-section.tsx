import '@mantine/core/styles/Skeleton.css';

import { READINESS_VIEW_MESSAGES as M } from '@app/domain';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../../lib/trpc';
import { RetryAlert } from '../../../ui/retry-alert';
import dashboard from '../dashboard.module.css';
import { ExamReadinessCard } from './exam-readiness-card';

/**
 * "Am I ready?": a readiness view per paid exam (issue 26). Nothing for a student who has paid
 * for no exam (the exam cards offer the upgrade); a skeleton while it loads; a Retry when it
 * fails.
 */
export function ReadinessSection() {
  const trpc = useTrpc();
  // Only a student with a paid exam has a readiness view: the access list (which the exam
  // cards read too) says so before the estimates load, so nothing appears and then vanishes.
  const access = useQuery(trpc.progress.access.queryOptions());
  const paid = access.data?.some((a) => a.isPremium) ?? false;
  const overview = useQuery({ ...trpc.readiness.overview.queryOptions(), enabled: paid });
  if (!paid || (overview.isSuccess && overview.data.length === 0)) return null;
  return (
    <section
      aria-labelledby="readiness-title"
      className={dashboard.section}
      aria-busy={overview.isPending}
    >
      <Title order={2} id="readiness-title" mb={4}>
        {M.sectionTitle}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {M.sectionIntro}
      </Text>
      {overview.isError ? (
        <RetryAlert title={M.loadFailed} onRetry={() => void overview.refetch()} />
      ) : overview.isPending ? (
        <Skeleton h={420} radius="md" aria-hidden="true" />
      ) : (
        <Stack gap="lg">
          {overview.data.map((readiness) => (
            <ExamReadinessCard key={readiness.examTypeId} readiness={readiness} />
          ))}
        </Stack>
      )}
    </section>
  );
}
