import {
  SIMULATION_MESSAGES as M,
  optionCountOf,
  PRACTICE_MESSAGES,
  type SessionSection,
  type SessionView,
} from '@app/domain';
import { Alert, Button, Card, CloseButton, Group, Stack, Text } from '@mantine/core';
import { type Ref, useCallback } from 'react';
import { ItemActions } from '../item-actions';
import { MarkedQuestion } from '../marked-question';
import classes from '../practice.module.css';
import { QuestionNavigator } from '../question-navigator';
import { QuestionPanel } from '../question-panel';
import type { useMarkSaver } from '../use-mark-saver';
import { usePracticeKeyboard } from '../use-practice-keyboard';
import type { usePracticeSession } from '../use-practice-session';

/**
 * The item on screen in a simulation. In a free section: flag for review, Previous / Next
 * within the section (the last item's Next opens the section's review), and the section's
 * questions as buttons. Where the exam goes forward only: 'Next' alone, which the server
 * must accept (disabled until answered where every item must be answered), and no way back.
 */
export function ExamItem({
  session,
  section,
  index,
  practice,
  marks,
  highlighter,
  itemRef,
  paused,
  onGo,
  onReview,
  onAdvance,
  busy,
  error,
}: {
  session: SessionView;
  section: SessionSection;
  index: number;
  practice: ReturnType<typeof usePracticeSession>;
  marks: ReturnType<typeof useMarkSaver>;
  /** The highlighter is switched on (the section allows it). */
  highlighter: boolean;
  itemRef: Ref<HTMLDivElement>;
  paused: boolean;
  onGo: (index: number) => void;
  onReview: () => void;
  onAdvance: (questionId: number) => void;
  busy: boolean;
  error: string | null;
}) {
  const question = session.questions[index];
  const { answers, flagged } = practice;
  const forwardOnly = section.navigation === 'forward-only';
  const first = section.start;
  const last = section.start + section.count - 1;
  const respond = useCallback(
    (response: string | null) => {
      if (question) practice.choose(session, question.id, response);
    },
    [practice, session, question],
  );
  const go = useCallback(
    (next: number) => {
      if (!forwardOnly && next >= first && next <= last) onGo(next);
    },
    [forwardOnly, first, last, onGo],
  );
  usePracticeKeyboard({ question, mode: session.mode, answers, respond, go, index, paused });
  if (!question) return null;

  const key = String(question.id);
  const answered = Boolean(answers[key]);
  const panel = {
    question,
    number: index - section.start + 1,
    total: section.count,
    answer: answers[key],
    feedback: undefined,
    locked: false,
    onChoose: respond,
    examScreen: true,
  };
  const itemMarks = marks.marksOf(question.id);
  const blocked = forwardOnly && section.mustAnswer && !answered;

  return (
    <Stack gap="md">
      {practice.refusal && (
        <Alert color="orange" variant="light" role="alert" title={M.refusedTitle}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fz="sm">{practice.refusal}</Text>
            <CloseButton aria-label="Dismiss" onClick={practice.dismissRefusal} />
          </Group>
        </Alert>
      )}
      {practice.unsaved && (
        <Alert variant="light" color="orange" role="alert">
          {PRACTICE_MESSAGES.answerNotSaved}
        </Alert>
      )}
      {marks.unsaved && (
        <Alert variant="light" color="orange" role="alert">
          {M.marksNotSaved}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" ref={itemRef}>
        {section.highlighter || itemMarks ? (
          <MarkedQuestion
            key={question.id}
            {...panel}
            highlighter={highlighter && section.highlighter}
            strikeOut={section.highlighter}
            initialMarks={itemMarks}
            onMarks={(m) => marks.save(question.id, m)}
          />
        ) : (
          <QuestionPanel {...panel} />
        )}
      </Card>

      {forwardOnly ? (
        <Stack gap="xs" align="flex-start">
          <Text fz="sm" c="dimmed" id={`next-note-${question.id}`}>
            {blocked ? M.answerToGoOn : M.noGoingBackNote}
          </Text>
          <Button
            size="md"
            onClick={() => onAdvance(question.id)}
            disabled={blocked}
            loading={busy}
            aria-describedby={`next-note-${question.id}`}
          >
            {M.next}
          </Button>
        </Stack>
      ) : (
        <>
          <ItemActions
            questionId={question.id}
            flagged={flagged.has(question.id)}
            onFlag={(id) => practice.toggleFlag(session, id)}
          />
          <Group justify="space-between">
            <Button variant="default" disabled={index <= first} onClick={() => go(index - 1)}>
              {M.previous}
            </Button>
            {index >= last ? (
              <Button onClick={onReview}>{M.reviewSection}</Button>
            ) : (
              <Button onClick={() => go(index + 1)}>{M.next}</Button>
            )}
          </Group>
        </>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {!forwardOnly && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <QuestionNavigator
              session={session}
              current={index}
              answers={answers}
              flagged={flagged}
              onGo={go}
              range={section}
            />
            <div>
              <Button variant="light" onClick={onReview}>
                {M.reviewSection}
              </Button>
            </div>
          </Stack>
        </Card>
      )}
      {!forwardOnly && (
        <Text fz="xs" c="dimmed" className={classes.keyboardHint}>
          {PRACTICE_MESSAGES.keyboardHint(question.type, optionCountOf(question))}
        </Text>
      )}
    </Stack>
  );
}
