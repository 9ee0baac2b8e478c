import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';

import {
  type ExamReadiness,
  findExamById,
  READINESS_VIEW_MESSAGES as M,
  MIN_ANSWERS_FOR_ESTIMATE,
  READINESS_MESSAGES as R,
  type ScopeReadiness,
} from '@app/domain';
import { Badge, Button, Card, Progress, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { Icon } from '../../../ui/icons';
import classes from './readiness.module.css';
import { ReadinessChart } from './readiness-chart';
import {
  answersNeeded,
  chancePercent,
  rangeText,
  scopeLabel,
  scoreText,
  shownScopes,
} from './readiness-format';
import { RealScoreForm } from './real-score-form';
import { StudyNext } from './study-next';
import { StudyPlan } from './study-plan';
import { TargetForm } from './target-form';

/**
 * One paid exam's readiness: the estimate as a range against the target (or how many more
 * answers it needs), by section with a table alternative, how it is made, where the student
 * stands among peers, what to study next, and the exam date and target.
 */
export function ExamReadinessCard({ readiness }: { readiness: ExamReadiness }) {
  const exam = findExamById(readiness.examTypeId);
  const headingId = `readiness-${readiness.examTypeId}`;
  const needed = answersNeeded(readiness);
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      className={classes.card}
      style={{ '--exam-color': exam?.color } as CSSProperties}
      data-exam={readiness.examTypeId}
    >
      <div className={classes.cardHead}>
        <span className={classes.icon}>
          <Icon name={exam?.icon ?? 'book'} size={20} />
        </span>
        <Title order={3} fz="lg" id={headingId}>
          {M.examTitle(readiness.examName)}
        </Title>
      </div>
      {needed ? (
        <NeedsAnswers readiness={readiness} {...needed} />
      ) : (
        <Estimate readiness={readiness} />
      )}
      <div className={classes.lower}>
        <StudyNext readiness={readiness} />
        <TargetForm readiness={readiness} />
      </div>
      <StudyPlan examTypeId={readiness.examTypeId} />
      <RealScoreForm readiness={readiness} />
    </Card>
  );
}

function NeedsAnswers({
  readiness,
  answers,
  needed,
}: {
  readiness: ExamReadiness;
  answers: number;
  needed: number;
}) {
  return (
    <div className={classes.needs} data-testid="readiness-needs-answers">
      <Title order={4} fz="md">
        {M.needsAnswersTitle}
      </Title>
      <Text fz="sm">{R.needsMoreAnswers(needed)}</Text>
      <Progress
        value={(100 * answers) / (answers + needed || MIN_ANSWERS_FOR_ESTIMATE)}
        aria-label={M.answersSoFar(answers)}
        size="md"
        className={classes.needsBar}
      />
      <Text fz="xs" c="dimmed">
        {M.answersSoFar(answers)}
      </Text>
      <Button
        size="sm"
        mt="xs"
        renderRoot={(props) => (
          <Link
            to="/practice/$examTypeId"
            params={{ examTypeId: String(readiness.examTypeId) }}
            {...props}
          />
        )}
      >
        {M.practiseNow}
      </Button>
    </div>
  );
}

function Estimate({ readiness }: { readiness: ExamReadiness }) {
  const { scale, overall } = readiness;
  const headline = overall?.estimate.kind === 'estimate' ? overall.estimate : null;
  const estimated = shownScopes(readiness).filter((s) => s.estimate.kind === 'estimate');
  const hasTarget = estimated.some((s) => s.estimate.kind === 'estimate' && s.estimate.target);
  return (
    <>
      <div className={headline ? classes.upper : undefined}>
        {headline && (
          <div className={classes.headline} data-testid="readiness-estimate">
            <Text fz="sm" fw={600} c="dimmed">
              {M.estimateHeading}
            </Text>
            <p className={classes.headlineRange}>{rangeText(scale, headline)}</p>
            <Text fz="sm">{M.mostLikely(scoreText(scale, headline.score.estimate))}</Text>
            {headline.target ? (
              <div className={classes.target}>
                <Text fz="sm" fw={600}>
                  {markText(readiness, scoreText(scale, headline.target.score))}
                </Text>
                <Text fz="sm">{M.chance(chancePercent(headline.target.chance))}</Text>
                <Badge
                  variant="light"
                  color={BAND_COLORS[headline.target.band]}
                  className={classes.band}
                  data-band={headline.target.band}
                >
                  {R.bands[headline.target.band]}
                </Badge>
                <Text fz="xs" c="dimmed">
                  {R.bandMeaning(headline.target.band)}
                </Text>
              </div>
            ) : (
              <Text fz="sm" c="dimmed" mt="xs">
                {M.noTarget}
              </Text>
            )}
          </div>
        )}
        <div>
          <Title order={4} fz="md" mb="xs">
            {M.bySection}
          </Title>
          <ReadinessChart readiness={readiness} />
        </div>
      </div>
      <div className={classes.explain}>
        <Text fz="sm">{R.howItIsMade}</Text>
        <Text fz="xs" c="dimmed">
          {R.rangeMeaning} {hasTarget ? R.chanceMeaning : ''}
        </Text>
        <Text fz="xs" c="dimmed">
          {scale.assumption}
        </Text>
        <Text fz="xs" c="dimmed">
          {M.answersCounted(readiness.answers)}{' '}
          {readiness.difficulties.calibrated < readiness.difficulties.items
            ? M.labelDifficulties
            : ''}
        </Text>
      </div>
      <Peers scopes={estimated} />
    </>
  );
}

/** What the mark is: the student's score, the pass mark they chose, or the pass mark by default. */
function markText(readiness: ExamReadiness, value: string): string {
  if (readiness.target.target === 'pass-mark') return M.passMarkTarget(value);
  if (readiness.target.target === null) return M.passMarkDefault(value);
  return M.yourTarget(value);
}

const BAND_COLORS = { likely: 'teal', 'too-close-to-call': 'yellow', 'not-yet': 'red' } as const;

function Peers({ scopes }: { scopes: readonly ScopeReadiness[] }) {
  const shown = scopes.filter((s) => s.peers);
  if (shown.length === 0) return null;
  const line = (scope: ScopeReadiness) =>
    scope.peers?.kind === 'percentile'
      ? M.peersPercentile(scope.peers.percentile, scope.peers.students)
      : M.peersHidden(scope.peers?.students ?? 0);
  return (
    <div className={classes.peers}>
      <Title order={4} fz="md" mb={4}>
        {M.peersHeading}
      </Title>
      {shown.length === 1 && shown[0]?.scope === 'exam' ? (
        <Text fz="sm">{line(shown[0])}</Text>
      ) : (
        <ul className={classes.peerList}>
          {shown.map((scope) => (
            <li key={scope.label}>
              <Text fz="sm" component="span" fw={600}>
                {scopeLabel(scope)}:
              </Text>{' '}
              <Text fz="sm" component="span">
                {line(scope)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
