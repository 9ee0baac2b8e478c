import {
  categoryBand,
  findExamById,
  DASHBOARD_MESSAGES as M,
  type UserProgress,
  weakestCategories,
} from '@app/domain';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTrpc } from '../../lib/trpc';
import { bandBadgeColor } from '../../ui/band-colors';
import { Icon } from '../../ui/icons';
import { RetryAlert } from '../../ui/retry-alert';
import a11y from '../../ui/visually-hidden.module.css';
import classes from './dashboard.module.css';
import { ScoreChart } from './score-chart';
import { useUpgrade } from './upgrade-modal';

/**
 * Beyond the spec: per exam with completed tests, the score over time and the weakest
 * categories, each with 'Practice this' (a custom quiz of that category; the upgrade modal
 * for an exam without premium access). Nothing is shown before the first completed test.
 */
export function Performance() {
  const trpc = useTrpc();
  const progress = useQuery(trpc.progress.list.queryOptions());
  const access = useQuery(trpc.progress.access.queryOptions());
  const entries = progress.data?.filter((entry) => entry.testsCompleted > 0) ?? [];
  if (entries.length === 0) return null;

  return (
    <section aria-labelledby="performance-title" className={classes.section}>
      <Title order={2} id="performance-title" mb="md">
        {M.performance}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {entries.map((entry) => (
          <ExamPerformance
            key={entry.examTypeId}
            entry={entry}
            isPremium={
              access.data?.find((a) => a.examTypeId === entry.examTypeId)?.isPremium ?? false
            }
          />
        ))}
      </SimpleGrid>
    </section>
  );
}

function ExamPerformance({ entry, isPremium }: { entry: UserProgress; isPremium: boolean }) {
  const trpc = useTrpc();
  const history = useQuery(trpc.progress.history.queryOptions({ examTypeId: entry.examTypeId }));
  const exam = findExamById(entry.examTypeId);
  const name = entry.examType.name;
  const weakest = weakestCategories(entry.categories);

  return (
    // Not an <article>: the exam cards above are the articles named after each exam.
    <Card withBorder padding="lg" data-exam={entry.examTypeId}>
      <Group gap="sm" wrap="nowrap" mb="sm">
        <span className={classes.rowIcon}>
          <Icon name={exam?.icon ?? entry.examType.icon} size={20} />
        </span>
        <Title order={3} fz="lg">
          {name}
        </Title>
      </Group>

      <Title order={4} fz="sm" mb={6}>
        {M.scoreOverTime}
      </Title>
      <div className={classes.chartBox} aria-busy={history.isPending}>
        {history.isError ? (
          <RetryAlert title={M.historyFailed} onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <Skeleton className={classes.chartSkeleton} aria-hidden="true" />
        ) : history.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {M.noHistory}
          </Text>
        ) : (
          <ScoreChart examName={name} points={history.data} color={exam?.color ?? 'currentColor'} />
        )}
      </div>

      <Title order={4} fz="sm" mt="md" mb={6}>
        {M.weakestCategories}
      </Title>
      {weakest.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {M.noWeakest}
        </Text>
      ) : (
        <ul className={classes.rowList}>
          {weakest.map((category) => (
            <li key={category.category} className={classes.row}>
              <div className={classes.rowMain}>
                <Text fz="sm" fw={600}>
                  {category.category}
                </Text>
                <Text fz="xs" c="dimmed">
                  {M.categoryAccuracy(category.correct, category.attempted)}
                </Text>
              </div>
              <Badge
                variant="filled"
                color={bandBadgeColor(categoryBand(category.accuracy))}
                autoContrast
                data-band={categoryBand(category.accuracy)}
                className={classes.scoreBadge}
              >
                {category.accuracy}%
              </Badge>
              <PracticeThis
                examTypeId={entry.examTypeId}
                examName={name}
                category={category.category}
                isPremium={isPremium}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

type PracticeThisProps = {
  examTypeId: number;
  examName: string;
  category: string;
  isPremium: boolean;
};

function PracticeThis({ examTypeId, examName, category, isPremium }: PracticeThisProps) {
  const { openUpgrade } = useUpgrade();
  const label = (
    <>
      {M.practiceThis}
      <span className={a11y.srOnly}>: {category}</span>
    </>
  );
  if (!isPremium) {
    return (
      <Button
        size="compact-sm"
        variant="light"
        aria-haspopup="dialog"
        onClick={() => openUpgrade({ id: examTypeId, name: examName })}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      renderRoot={(props) => (
        <Link
          to="/practice/$examTypeId"
          params={{ examTypeId: String(examTypeId) }}
          search={{ mode: 'custom', category }}
          {...props}
        />
      )}
    >
      {label}
    </Button>
  );
}
