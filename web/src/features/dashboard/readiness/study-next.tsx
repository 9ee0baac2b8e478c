import {
  type ExamReadiness,
  READINESS_VIEW_MESSAGES as M,
  MIN_ANSWERS_FOR_CATEGORY_ESTIMATE,
} from '@app/domain';
import { Button, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import a11y from '../../../ui/visually-hidden.module.css';
import classes from './readiness.module.css';

/**
 * What to study next: the sub-areas the api ranked (blueprint weight × distance below the
 * target × uncertainty), each with its one-click custom quiz, and the missed questions due for
 * review today.
 */
export function StudyNext({ readiness }: { readiness: ExamReadiness }) {
  const examTypeId = String(readiness.examTypeId);
  return (
    <div>
      <Title order={4} fz="md" mb={4}>
        {M.studyNextHeading}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {M.studyNextIntro}
      </Text>
      <ol className={classes.studyList}>
        {readiness.studyNext.map((item) => {
          // The section's name too where it narrows the category (ACCUPLACER's Arithmetic).
          const name = item.quiz.section ? `${item.category} · ${item.section}` : item.category;
          return (
            <li key={`${item.section}/${item.category}`} className={classes.studyItem}>
              <div className={classes.studyText}>
                <Text fz="sm" fw={600}>
                  {name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {[
                    M.studyNextShare(Math.round(item.weight * 100)),
                    // Below the category minimum the estimate only ranks; no number is shown.
                    item.answers >= MIN_ANSWERS_FOR_CATEGORY_ESTIMATE
                      ? M.studyNextEstimate(
                          Math.round(item.expectedPercent),
                          item.targetPercent === null ? null : Math.round(item.targetPercent),
                        )
                      : null,
                    M.studyNextAnswers(item.answers),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Button
                size="compact-sm"
                variant="light"
                className={classes.studyButton}
                renderRoot={(props) => (
                  <Link
                    to="/practice/$examTypeId"
                    params={{ examTypeId }}
                    search={{
                      mode: 'custom',
                      category: item.quiz.category,
                      count: item.quiz.count,
                      ...(item.quiz.section ? { section: item.quiz.section } : {}),
                    }}
                    {...props}
                  />
                )}
              >
                {M.studyNextQuiz(item.quiz.count)}
                <span className={a11y.srOnly}>: {name}</span>
              </Button>
            </li>
          );
        })}
      </ol>
      {readiness.reviewDue > 0 ? (
        <Button
          size="compact-sm"
          variant="subtle"
          mt="xs"
          renderRoot={(props) => (
            <Link
              to="/practice/$examTypeId"
              params={{ examTypeId }}
              search={{ mode: 'review' }}
              {...props}
            />
          )}
        >
          {M.reviewDue(readiness.reviewDue)}
        </Button>
      ) : (
        <Text fz="sm" c="dimmed" mt="xs">
          {M.noReviewDue}
        </Text>
      )}
    </div>
  );
}
