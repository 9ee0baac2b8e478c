import {
  findExamById,
  DASHBOARD_MESSAGES as M,
  RECENT_RESULTS_SHOWN,
  scoreBand,
  TEST_MODE_LABELS,
  wholeScore,
} from '@app/domain';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTrpc } from '../../lib/trpc';
import { useDateFormat } from '../../lib/use-date-format';
import { bandBadgeColor } from '../../ui/band-colors';
import { Icon } from '../../ui/icons';
import { RetryAlert } from '../../ui/retry-alert';
import classes from './dashboard.module.css';
import { RECENT_RESULTS_INPUT } from './dashboard-queries';

/**
 * Spec §2 'Recent Test Results': the 5 latest completed tests (exam name and icon, completion
 * date, score % in its colour band, correct/total), newest first.
 */
export function RecentResults() {
  const dates = useDateFormat();
  const trpc = useTrpc();
  const results = useQuery(trpc.practice.list.queryOptions(RECENT_RESULTS_INPUT));

  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      aria-labelledby="recent-results-title"
      aria-busy={results.isPending}
    >
      <Title order={2} fz="h3" id="recent-results-title" mb="md">
        {M.recentResults}
      </Title>
      {results.isError ? (
        <RetryAlert title={M.resultsFailed} onRetry={() => void results.refetch()} />
      ) : results.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Stack>
      ) : results.data.length === 0 ? (
        <Text c="dimmed">{M.noResults}</Text>
      ) : (
        <ul className={classes.rowList}>
          {results.data.slice(0, RECENT_RESULTS_SHOWN).map((session) => {
            const score = wholeScore(session.score);
            const band = score === null ? null : scoreBand(score);
            const icon = findExamById(session.examTypeId)?.icon ?? session.examType.icon;
            return (
              <li key={session.id} className={classes.row}>
                <span className={classes.rowIcon}>
                  <Icon name={icon} size={20} />
                </span>
                <div className={classes.rowMain}>
                  <Text fw={600} fz="sm">
                    {session.examType.name}
                    {session.mode !== 'timed' && (
                      <Text span c="dimmed" fz="xs" fw={400}>
                        {' '}
                        · {TEST_MODE_LABELS[session.mode]}
                      </Text>
                    )}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    <time dateTime={session.completedAt ?? undefined}>
                      {dates.long(session.completedAt)}
                    </time>
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap" className={classes.rowEnd}>
                  <Text fz="xs" c="dimmed">
                    {M.correctOfTotal(session.correctCount ?? 0, session.total)}
                  </Text>
                  <Badge
                    size="lg"
                    variant="filled"
                    color={band ? bandBadgeColor(band) : 'gray'}
                    autoContrast
                    data-band={band ?? undefined}
                    className={classes.scoreBadge}
                  >
                    {score === null ? '–' : `${score}%`}
                  </Badge>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
