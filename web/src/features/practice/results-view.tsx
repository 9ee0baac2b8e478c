import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';

import {
  BAND_COLORS,
  categoryBand,
  formatClock,
  type ItemMarks,
  PRACTICE_MESSAGES,
  PRICE_USD,
  SUBSCRIPTION_DAYS,
  scoreBand,
  type TestResult,
} from '@app/domain';
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { bandTextColor } from '../../ui/band-colors';
import { SiteLink } from '../../ui/site-link';
import classes from './practice.module.css';
import { filterReview, type ReviewFilter, ReviewFilterControl } from './review-filter';
import { ReviewList } from './review-list';
import { SectionResults } from './section-results';

type Stage = 'summary' | 'review' | 'missed' | 'upsell';

/**
 * The results overlay (spec §2): score in its colour band, correct count, per-category bars,
 * Review Answers, Retake Test and Back to Dashboard. A student without premium access who
 * missed questions first sees the top 3 missed with explanations and '+N more explanations
 * available with premium access!' (Unlock All Explanations / Maybe Later); otherwise, or after
 * Maybe Later, the upsell with Upgrade Now.
 */
export function ResultsView({
  result,
  examName,
  onRetake,
  marks,
}: {
  result: TestResult;
  examName: string;
  onRetake: () => void;
  /** The student's highlights and strike-outs by question id, shown again in the review. */
  marks?: Record<string, ItemMarks> | undefined;
}) {
  const missed = result.review.filter((q) => !q.isCorrect);
  const [stage, setStage] = useState<Stage>(() =>
    result.isPremium ? 'summary' : missed.length ? 'missed' : 'upsell',
  );
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the new heading whenever the view changes, for keyboard and screen readers.
  useEffect(() => {
    heading.current?.focus();
  }, [stage]);

  const summary = (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text c="dimmed" fz="sm">
              Your score
            </Text>
            <Text
              className={classes.resultScore}
              c={bandTextColor(scoreBand(result.score))}
              data-testid="result-score"
            >
              {result.score}%
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text fw={600} data-testid="result-correct">
              {/* total is the scored questions: a simulation's unscored ones count in no score. */}
              {result.correctCount} of {result.total} correct
            </Text>
            <Text c="dimmed" fz="sm">
              Time: {formatClock(result.timeSpent)}
            </Text>
          </Stack>
        </Group>
        <SectionResults result={result} />
        <Stack gap="sm">
          <Title order={3} fz="md">
            By category
          </Title>
          {result.categories.map((c) => (
            <Stack key={c.category} gap={4}>
              <Group justify="space-between">
                <Text fz="sm">{c.category}</Text>
                <Text fz="sm" fw={600}>
                  {c.correct}/{c.total} · {c.accuracy}%
                </Text>
              </Group>
              <Progress
                value={c.accuracy}
                color={BAND_COLORS[categoryBand(c.accuracy)]}
                aria-label={`${c.category}: ${c.accuracy}% correct`}
              />
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Card>
  );

  const actions = (
    <Group gap="sm">
      {result.isPremium && stage !== 'review' && (
        <Button onClick={() => setStage('review')}>Review Answers</Button>
      )}
      {stage === 'review' && (
        <Button variant="light" onClick={() => setStage('summary')}>
          Back to Results
        </Button>
      )}
      <Button variant="default" onClick={onRetake}>
        Retake Test
      </Button>
      <Button variant="subtle" renderRoot={(props) => <SiteLink to="/" {...props} />}>
        Back to Dashboard
      </Button>
    </Group>
  );

  // The clock reached 0 and the test went in by itself: said first, above the score.
  const timeUp = result.submittedBy === 'timer' && (
    <Alert color="blue" variant="light" title={PRACTICE_MESSAGES.timeUpTitle}>
      {PRACTICE_MESSAGES.timeUp}
    </Alert>
  );

  const withSummary = (rest: ReactNode) => (
    <Stack gap="lg">
      <Title order={1} ref={heading} tabIndex={-1} fz="h2">
        {examName} results
      </Title>
      {timeUp}
      {summary}
      {rest}
    </Stack>
  );

  if (stage === 'missed') {
    return withSummary(
      <>
        <Title order={2} fz="h3">
          Questions you missed
        </Title>
        <ReviewList questions={missed} marks={marks} />
        {result.hiddenExplanations > 0 && (
          <Text fw={600} c="blue.8">
            {PRACTICE_MESSAGES.moreExplanations(result.hiddenExplanations)}
          </Text>
        )}
        <Group gap="sm">
          <Button
            renderRoot={(props) => (
              <Link to="/subscribe" search={{ exam: result.examTypeId }} {...props} />
            )}
          >
            Unlock All Explanations
          </Button>
          <Button variant="default" onClick={() => setStage('upsell')}>
            Maybe Later
          </Button>
          <Button variant="subtle" renderRoot={(props) => <SiteLink to="/" {...props} />}>
            Back to Dashboard
          </Button>
        </Group>
      </>,
    );
  }

  if (stage === 'upsell') {
    return withSummary(
      <Card withBorder radius="md" padding="xl" bg="blue.0">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Keep practising with premium access
          </Title>
          <Text>
            Get every {examName} question with full explanations, timed tests, tutor mode,
            full-length simulations and progress tracking: ${PRICE_USD} for {SUBSCRIPTION_DAYS}{' '}
            days.
          </Text>
          <Group gap="sm">
            <Button
              renderRoot={(props) => (
                <Link to="/subscribe" search={{ exam: result.examTypeId }} {...props} />
              )}
            >
              Upgrade Now
            </Button>
            <Button variant="subtle" renderRoot={(props) => <SiteLink to="/" {...props} />}>
              Back to Dashboard
            </Button>
          </Group>
        </Stack>
      </Card>,
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} ref={heading} tabIndex={-1} fz="h2">
        {stage === 'review' ? `Review: ${examName}` : `${examName} results`}
      </Title>
      {stage !== 'review' && timeUp}
      {stage === 'review' ? (
        <>
          <ReviewFilterControl questions={result.review} value={filter} onChange={setFilter} />
          {filterReview(result.review, filter).length === 0 ? (
            <Text c="dimmed">No questions match this filter.</Text>
          ) : (
            <ReviewList questions={filterReview(result.review, filter)} marks={marks} />
          )}
        </>
      ) : (
        summary
      )}
      {actions}
    </Stack>
  );
}
