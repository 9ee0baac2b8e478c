import {
  isAnswerLocked,
  optionCountOf,
  PRACTICE_MESSAGES,
  type SessionView,
  SIMULATION_MESSAGES,
  TEST_MODE_LABELS,
} from '@app/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Container,
  Group,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { showToast } from '../../ui/toast';
import { ExitDialog } from './exit-dialog';
import { ItemActions } from './item-actions';
import { MarkedQuestion } from './marked-question';
import classes from './practice.module.css';
import { submitFailedToast } from './practice-errors';
import { PracticeTimer } from './practice-timer';
import { QuestionNavigator } from './question-navigator';
import { QuestionPanel } from './question-panel';
import { ToolDock, ToolLayout } from './tool-dock';
import { practiceCalculator, practiceFormulaSheet, ToolsMenu } from './tools-menu';
import { useItemFocus } from './use-item-focus';
import { useMarkSaver } from './use-mark-saver';
import { usePracticeKeyboard } from './use-practice-keyboard';
import type { usePracticeSession } from './use-practice-session';
import { useToolPanels } from './use-tool-panels';

/**
 * An ordinary test (timed, tutor, custom, review, bookmarks): the status bar with the timer,
 * one question at a time with Previous / Next, the question list, and Submit. The tools menu
 * lets the student switch on the calculator, highlighter and strike-out.
 */
export function TestRunner({
  session,
  examName,
  practice,
  submitting,
}: {
  session: SessionView;
  examName: string;
  practice: ReturnType<typeof usePracticeSession>;
  submitting: boolean;
}) {
  const navigate = useNavigate();
  const total = session.questions.length;
  // Resume where the student was: the first unanswered question.
  const [index, setIndex] = useState(() => {
    const first = session.questionIds.findIndex((id) => !session.answers[String(id)]);
    return Math.max(first, 0);
  });
  const [exitOpen, setExitOpen] = useState(false);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const [highlighter, setHighlighter] = useState(false);
  const [strikeOut, setStrikeOut] = useState(false);
  const panels = useToolPanels(session.id);
  const marks = useMarkSaver(session.id, session.marks);
  const focus = useItemFocus();
  /** Tutor mode: unchecked answers of alternate-type questions, kept while moving between them. */
  const drafts = useRef(new Map<number, string>());
  const question = session.questions[index];
  const { answers, feedback, flagged, bookmarked } = practice;
  const answered = session.questionIds.filter((id) => answers[String(id)]).length;
  const unanswered = total - answered;
  // One width for the whole test: wide when any question has a passage beside it, so the
  // exit button, title and timer stay put from one question to the next.
  const wide = useMemo(() => session.questions.some((q) => q.passage), [session.questions]);

  // Callbacks that stay the same from one render to the next, so the parts that take them
  // (memoised: the question list, the timer, the tools, the dialog) are not drawn again when
  // an answer is chosen or the student moves on (answer → next paint, INP).
  const { focusItem } = focus;
  const go = useCallback(
    (next: number) => {
      setIndex(Math.min(Math.max(next, 0), total - 1));
      setConfirmSubmit(false);
      focusItem();
    },
    [total, focusItem],
  );

  const { submit: submitSession, toggleFlag } = practice;
  const { flush } = marks;
  const submit = useCallback(async () => {
    await flush();
    const ok = await submitSession(session);
    if (!ok) void showToast(submitFailedToast);
  }, [submitSession, session, flush]);
  const expire = useCallback(() => void submit(), [submit]);
  const flag = useCallback((id: number) => toggleFlag(session, id), [toggleFlag, session]);
  const openExit = useCallback(() => setExitOpen(true), []);
  const stay = useCallback(() => setExitOpen(false), []);
  const exit = useCallback(() => void navigate({ to: '/' }), [navigate]);
  const marking = useMemo(
    () => ({ highlighter, strikeOut, setHighlighter, setStrikeOut }),
    [highlighter, strikeOut],
  );

  /** A response from the question's own controls. */
  const respond = useCallback(
    (response: string | null) => {
      if (question) practice.choose(session, question.id, response);
    },
    [practice, session, question],
  );

  usePracticeKeyboard({
    question,
    mode: session.mode,
    answers,
    respond,
    go,
    index,
    paused: exitOpen,
  });

  if (!question) return null;
  const key = String(question.id);
  const section = session.sections?.find((s) => index >= s.start && index < s.start + s.count);
  const isLast = index === total - 1;
  const locked = isAnswerLocked(session.mode, Boolean(answers[key]));
  const panelProps = {
    question,
    number: index + 1,
    total,
    answer: answers[key],
    feedback: feedback[key],
    locked,
    tutor: session.mode === 'tutor',
    savedDraft: drafts.current.get(question.id),
    onDraft: (value: string) => drafts.current.set(question.id, value),
    onChoose: respond,
  };
  const itemMarks = marks.marksOf(question.id);
  const withMarks = highlighter || strikeOut || Boolean(itemMarks);

  return (
    <ToolLayout
      top={80}
      dock={
        <ToolDock
          calculator={practiceCalculator(session.examTypeId)}
          formulaSheet={practiceFormulaSheet(session.examTypeId)}
          panels={panels}
        />
      }
    >
      {/* Keys pressed before the app took over a page rendered for it are kept (document/boot.ts). */}
      <Container size={wide ? 'xl' : 'md'} py="lg" className={classes.runner} data-page-keys>
        <Stack gap="md">
          {/* Exit, timer, counter and progress stay in view while a long question scrolls. */}
          <div className={classes.statusBar} ref={focus.bar}>
            <Group justify="space-between" wrap="nowrap" align="center">
              <Group gap="sm" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label="Exit test"
                  onClick={openExit}
                >
                  <span aria-hidden style={{ fontSize: 22, lineHeight: 1 }}>
                    ×
                  </span>
                </ActionIcon>
                <Stack gap={0}>
                  <Text fw={700}>{examName}</Text>
                  <Text fz="xs" c="dimmed">
                    {TEST_MODE_LABELS[session.mode]}
                    {section ? ` · ${section.label}` : ''}
                  </Text>
                </Stack>
              </Group>
              {session.remainingSeconds !== null && (
                <PracticeTimer remainingSeconds={session.remainingSeconds} onExpire={expire} />
              )}
            </Group>
            <ToolsMenu examTypeId={session.examTypeId} panels={panels} marking={marking} />

            <Title
              order={1}
              fz="md"
              fw={600}
              ref={focus.counter}
              tabIndex={-1}
              data-testid="question-counter"
            >
              Question {index + 1} of {total}
            </Title>
            <Progress
              value={((index + 1) / total) * 100}
              aria-label={`Question ${index + 1} of ${total}`}
            />
          </div>

          {session.notice && (
            <Alert variant="light" color="blue">
              {session.notice}
            </Alert>
          )}
          {practice.unsaved && (
            <Alert variant="light" color="orange" role="alert">
              {PRACTICE_MESSAGES.answerNotSaved}
            </Alert>
          )}
          {marks.unsaved && (
            <Alert variant="light" color="orange" role="alert">
              {SIMULATION_MESSAGES.marksNotSaved}
            </Alert>
          )}

          <Card withBorder radius="md" padding="lg" ref={focus.item}>
            {withMarks ? (
              <MarkedQuestion
                key={question.id}
                {...panelProps}
                highlighter={highlighter}
                strikeOut={strikeOut}
                initialMarks={itemMarks}
                onMarks={(m) => marks.save(question.id, m)}
              />
            ) : (
              <QuestionPanel {...panelProps} />
            )}
          </Card>

          <ItemActions
            questionId={question.id}
            flagged={flagged.has(question.id)}
            onFlag={flag}
            bookmarked={bookmarked.has(question.id)}
            onBookmark={practice.toggleBookmark}
          />

          <Group justify="space-between">
            <Button variant="default" disabled={index === 0} onClick={() => go(index - 1)}>
              Previous
            </Button>
            {isLast ? (
              <Button
                // teal.9: white text on it meets WCAG AA contrast (green.6 did not).
                color="teal.9"
                loading={submitting}
                onClick={() => {
                  if (unanswered > 0 && !confirmSubmit) setConfirmSubmit(true);
                  else void submit();
                }}
              >
                {confirmSubmit ? 'Submit anyway' : 'Submit Test'}
              </Button>
            ) : (
              <Button onClick={() => go(index + 1)}>Next</Button>
            )}
          </Group>
          {confirmSubmit && (
            <Alert color="yellow" variant="light" role="alert">
              {unanswered === 1
                ? '1 question is not answered yet.'
                : `${unanswered} questions are not answered yet.`}{' '}
              Choose Submit anyway to finish, or use the question list to go back to them.
            </Alert>
          )}

          <Card withBorder radius="md" padding="md">
            <QuestionNavigator
              session={session}
              current={index}
              answers={answers}
              flagged={flagged}
              onGo={go}
            />
          </Card>
          <Text fz="xs" c="dimmed" className={classes.keyboardHint} data-testid="keyboard-hint">
            {PRACTICE_MESSAGES.keyboardHint(question.type, optionCountOf(question))}
          </Text>
        </Stack>
        <ExitDialog opened={exitOpen} onStay={stay} onExit={exit} />
      </Container>
    </ToolLayout>
  );
}
