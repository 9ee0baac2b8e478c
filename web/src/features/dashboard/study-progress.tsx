import {
  daysLeft,
  findExamById,
  DASHBOARD_MESSAGES as M,
  PROGRESS_ENTRIES_SHOWN,
  wholeScore,
} from '@app/domain';
import { Anchor, Card, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc';
import { Icon } from '../../ui/icons';
import { RetryAlert } from '../../ui/retry-alert';
import { SiteLink } from '../../ui/site-link';
import classes from './dashboard.module.css';

/**
 * Spec §2 'Your Study Progress': the first 4 exams of the progress list (average %, questions
 * attempted, correct), then the premium days left or a free-trial notice.
 */
export function StudyProgress() {
  const trpc = useTrpc();
  const progress = useQuery(trpc.progress.list.queryOptions());

  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      aria-labelledby="study-progress-title"
      aria-busy={progress.isPending}
    >
      <Title order={2} fz="h3" id="study-progress-title" mb="md">
        {M.studyProgress}
      </Title>
      {progress.isError ? (
        <RetryAlert title={M.progressFailed} onRetry={() => void progress.refetch()} />
      ) : progress.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} height={64} />
          ))}
        </Stack>
      ) : progress.data.length === 0 ? (
        <Text c="dimmed">{M.noProgress}</Text>
      ) : (
        <ul className={classes.rowList}>
          {progress.data.slice(0, PROGRESS_ENTRIES_SHOWN).map((entry) => {
            const average = wholeScore(entry.averageScore) ?? 0;
            const icon = findExamById(entry.examTypeId)?.icon ?? entry.examType.icon;
            return (
              <li key={entry.id} className={classes.progressRow}>
                <div className={classes.progressHead}>
                  <span className={classes.rowIcon}>
                    <Icon name={icon} size={20} />
                  </span>
                  <Text fw={600} fz="sm" className={classes.rowMain}>
                    {entry.examType.name}
                  </Text>
                  <Text fw={700} fz="sm">
                    {M.average} {average}%
                  </Text>
                </div>
                <Progress
                  value={average}
                  size="sm"
                  aria-label={M.averageProgress(entry.examType.name)}
                />
                <dl className={classes.inlineStats}>
                  <div>
                    <dt>{M.questionsAttempted}</dt>
                    <dd>{entry.questionsAttempted}</dd>
                  </div>
                  <div>
                    <dt>{M.questionsCorrect}</dt>
                    <dd>{entry.questionsCorrect}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      <PlanNotice />
    </Card>
  );
}

/** Premium days left (subscriptions.status), or the free-trial notice with a link to plans. */
function PlanNotice() {
  const trpc = useTrpc();
  const status = useQuery(trpc.subscriptions.status.queryOptions());
  const access = useQuery(trpc.progress.access.queryOptions());

  if (!status.data) {
    return status.isPending ? <Skeleton height={52} mt="md" aria-hidden="true" /> : null;
  }
  if (status.data.hasActiveSubscription && status.data.expiresAt) {
    return (
      <Text fz="sm" fw={600} className={classes.notice} data-tone="premium">
        {M.premiumNotice(daysLeft(status.data.expiresAt))}
      </Text>
    );
  }
  // Full access without a subscription (administrators): no trial to speak of.
  if (access.data?.some((a) => a.isPremium)) return null;
  return (
    <Text fz="sm" className={classes.notice}>
      {M.freeTrialNotice}{' '}
      <Anchor component={SiteLink} to="/subscribe" fz="sm" fw={600}>
        {M.seePlans}
      </Anchor>
    </Text>
  );
}
