import {
  type ExamType,
  DASHBOARD_MESSAGES as M,
  type RequestableMode,
  simulationSectionChoices,
  TEST_MODE_LABELS,
} from '@app/domain';
import { Anchor, Button, Group, NativeSelect, Title, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { BookmarkedQuestions } from './bookmarked-questions';
import { CustomQuizDialog } from './custom-quiz-dialog';
import classes from './dashboard.module.css';

type MoreWaysProps = {
  exam: Pick<ExamType, 'id' | 'name' | 'slug' | 'categories'>;
  reviewDue: number;
};

/**
 * 'More ways to practise' on a premium exam card: tutor mode, a full-length simulation (one
 * subject at a time where the subjects are separate exams, e.g. CLEP), a custom quiz, and
 * the missed questions due for review when there are some, and the bookmarked questions.
 */
export function MoreWays({ exam, reviewDue }: MoreWaysProps) {
  const [quizOpen, setQuizOpen] = useState(false);
  const sections = simulationSectionChoices(exam.id);
  const [section, setSection] = useState(sections[0] ?? '');

  return (
    <div className={classes.moreWays}>
      <Title order={4} fz="sm" mb={6}>
        {M.moreWays}
      </Title>
      <ul className={classes.wayList}>
        <li>
          <PracticeAnchor examTypeId={exam.id} mode="tutor">
            {TEST_MODE_LABELS.tutor}
          </PracticeAnchor>
        </li>
        {sections.length === 0 ? (
          <li>
            <PracticeAnchor examTypeId={exam.id} mode="simulation">
              {TEST_MODE_LABELS.simulation}
            </PracticeAnchor>
          </li>
        ) : (
          <li>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <NativeSelect
                size="xs"
                label={TEST_MODE_LABELS.simulation}
                value={section}
                onChange={(event) => setSection(event.currentTarget.value)}
                data={sections}
                className={classes.sectionSelect}
              />
              <Button
                size="xs"
                variant="light"
                renderRoot={(props) => (
                  <Link
                    to="/practice/$examTypeId"
                    params={{ examTypeId: String(exam.id) }}
                    search={{ mode: 'simulation', section }}
                    {...props}
                  />
                )}
              >
                {M.startSimulation}
              </Button>
            </Group>
          </li>
        )}
        <li>
          <UnstyledButton
            className={classes.linkButton}
            onClick={() => setQuizOpen(true)}
            aria-haspopup="dialog"
          >
            {TEST_MODE_LABELS.custom}
          </UnstyledButton>
        </li>
        <BookmarkedQuestions examTypeId={exam.id} />
        {reviewDue > 0 && (
          <li>
            <PracticeAnchor examTypeId={exam.id} mode="review" strong>
              {M.reviewMissed(reviewDue)}
            </PracticeAnchor>
          </li>
        )}
      </ul>
      <CustomQuizDialog exam={exam} opened={quizOpen} onClose={() => setQuizOpen(false)} />
    </div>
  );
}

type PracticeAnchorProps = {
  examTypeId: number;
  mode: RequestableMode;
  strong?: boolean;
  children: ReactNode;
};

/** A text link that starts a test of one mode on /practice/{examTypeId}. */
function PracticeAnchor({ examTypeId, mode, strong, children }: PracticeAnchorProps) {
  return (
    <Anchor
      fz="sm"
      fw={strong ? 600 : undefined}
      renderRoot={(props) => (
        <Link
          to="/practice/$examTypeId"
          params={{ examTypeId: String(examTypeId) }}
          search={{ mode }}
          {...props}
        />
      )}
    >
      {children}
    </Anchor>
  );
}
