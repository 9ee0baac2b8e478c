import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';

import {
  findExamById,
  isAnswerLocked,
  optionCountOf,
  PRACTICE_MESSAGES,
  type SessionView,
  TEST_MODE_LABELS,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
  type User,
} from '@app/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { signInHref } from '../../lib/auth-redirect';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { showToast } from '../../ui/toast';
import { ExitDialog } from './exit-dialog';
import classes from './practice.module.css';
import { markFailedToast, startFailure, submitFailedToast } from './practice-errors';
import type { PracticeSearch } from './practice-search';
import { PracticeTimer } from './practice-timer';
import { QuestionNavigator } from './question-navigator';
import { QuestionPanel } from './question-panel';
import { ResultsView } from './results-view';
import { SubscriptionRequired } from './subscription-required';
import { usePracticeKeyboard } from './use-practice-keyboard';
import { usePracticeSession } from './use-practice-session';

/** Spec §2 /practice/{examTypeId}: the timed test, then its results. */
export function PracticePage({
  examTypeId,
  search,
}: {
  examTypeId: number;
  search: PracticeSearch;
  user: User;
}) {
  const exam = findExamById(examTypeId);
  const practice = usePracticeSession(examTypeId, search);
  const { state } = practice;
  const navigate = useNavigate();
  const here = useLocation({ select: (location) => location.href });
  const examName = exam?.name ?? 'Practice test';

  // Start failures (spec §8): the toast, then what the failure calls for.
  const failure = useMemo(
    () => (state.phase === 'failed' ? startFailure(state.error) : null),
    [state],
  );
  useEffect(() => {
    if (!failure) return;
    void showToast(failure.toast);
    if (failure.kind !== 'signed-out') return;
    const timer = setTimeout(
      () => void navigate({ href: signInHref(here), replace: true }),
      UNAUTHORIZED_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [failure, navigate, here]);

  return (
    <>
      <PageHead
        title={pageTitle(`${examName} practice`)}
        path={`/practice/${examTypeId}`}
        noIndex
      />
      {state.phase === 'starting' && (
        <Container size="sm" py={80}>
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text c="dimmed">Preparing your {examName} test…</Text>
          </Stack>
        </Container>
      )}
      {failure?.kind === 'subscription-required' && (
        <SubscriptionRequired examTypeId={examTypeId} examName={examName} />
      )}
      {failure?.kind === 'signed-out' && (
        <Container size="sm" py={80}>
          <Text ta="center" role="status">
            {PRACTICE_MESSAGES.unauthorizedText}
          </Text>
        </Container>
      )}
      {failure?.kind === 'other' && (
        <Container size="sm" py={64}>
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert" title={PRACTICE_MESSAGES.errorTitle}>
              {failure.message}
            </Alert>
            <Group gap="sm">
              <Button onClick={() => void practice.start()}>Try again</Button>
              <Button variant="subtle" onClick={() => void navigate({ to: '/' })}>
                Back to Dashboard
              </Button>
            </Group>
          </Stack>
        </Container>
      )}
      {state.phase === 'unfinished' && (
        <Container size="sm" py={64}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={1} fz="h3">
                {PRACTICE_MESSAGES.unfinishedTitle}
              </Title>
              <Text>
                Your {TEST_MODE_LABELS[state.session.mode].toLowerCase()} of {examName} is not
                finished ({Object.keys(state.session.answers).length} of{' '}
                {state.session.questionIds.length} answered). You asked for a{' '}
                {TEST_MODE_LABELS[state.requested].toLowerCase()}.
              </Text>
              <Text fw={600}>{PRACTICE_MESSAGES.resumeOrEnd}</Text>
              <Text fz="sm" c="dimmed">
                Ending it submits it as it is: its score counts.
              </Text>
              <Group gap="sm">
                <Button onClick={() => practice.resume(state.session)} data-autofocus>
                  Resume it
                </Button>
                <Button variant="default" onClick={() => void practice.start(true)}>
                  End it and start the new one
                </Button>
              </Group>
            </Stack>
          </Card>
        </Container>
      )}
      {(state.phase === 'running' || state.phase === 'submitting') && (
        <TestRunner
          key={state.session.id}
          session={state.session}
          examName={examName}
          practice={practice}
          submitting={state.phase === 'submitting'}
        />
      )}
      {state.phase === 'finished' && (
        <Container size="md" py="xl">
          <ResultsView
            key={state.result.sessionId}
            result={state.result}
            examName={examName}
            onRetake={() => void practice.start()}
          />
        </Container>
      )}
    </>
  );
}

function TestRunner({
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
  const counter = useRef<HTMLHeadingElement>(null);
  const statusBar = useRef<HTMLDivElement>(null);
  const questionCard = useRef<HTMLDivElement>(null);
  /** Tutor mode: unchecked answers of alternate-type questions, kept while moving between them. */
  const drafts = useRef(new Map<number, string>());
  const question = session.questions[index];
  const { answers, feedback, flagged, bookmarked } = practice;
  const answered = session.questionIds.filter((id) => answers[String(id)]).length;
  const unanswered = total - answered;
  // One width for the whole test: wide when any question has a passage beside it, so the
  // exit button, title and timer stay put from one question to the next.
  const wide = useMemo(() => session.questions.some((q) => q.passage), [session.questions]);

  const go = useCallback(
    (next: number) => {
      const bounded = Math.min(Math.max(next, 0), total - 1);
      setIndex(bounded);
      setConfirmSubmit(false);
      requestAnimationFrame(() => {
        // The counter sits in the sticky bar, so focusing it scrolls nothing: the question is
        // brought into view below the bar (from the question list far down the page, too).
        counter.current?.focus({ preventScroll: true });
        bringIntoView(questionCard.current, statusBar.current);
      });
    },
    [total],
  );

  const submit = useCallback(async () => {
    const ok = await practice.submit(session);
    if (!ok) void showToast(submitFailedToast);
  }, [practice, session]);

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

  return (
    <Container size={wide ? 'xl' : 'md'} py="lg" className={classes.runner}>
      <Stack gap="md">
        {/* Exit, timer, counter and progress stay in view while a long question scrolls. */}
        <div className={classes.statusBar} ref={statusBar}>
          <Group justify="space-between" wrap="nowrap" align="center">
            <Group gap="sm" wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Exit test"
                onClick={() => setExitOpen(true)}
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
              <PracticeTimer
                remainingSeconds={session.remainingSeconds}
                onExpire={() => void submit()}
              />
            )}
          </Group>

          <Title
            order={1}
            fz="md"
            fw={600}
            ref={counter}
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

        <Card withBorder radius="md" padding="lg" ref={questionCard}>
          <QuestionPanel
            question={question}
            number={index + 1}
            total={total}
            answer={answers[key]}
            feedback={feedback[key]}
            locked={locked}
            tutor={session.mode === 'tutor'}
            savedDraft={drafts.current.get(question.id)}
            onDraft={(value) => drafts.current.set(question.id, value)}
            onChoose={respond}
          />
        </Card>

        <Group gap="sm">
          <Button
            variant={bookmarked.has(question.id) ? 'light' : 'default'}
            aria-pressed={bookmarked.has(question.id)}
            onClick={() =>
              void practice
                .toggleBookmark(question.id)
                .catch((error) => showToast(markFailedToast(error)))
            }
          >
            {bookmarked.has(question.id)
              ? PRACTICE_MESSAGES.bookmarked
              : PRACTICE_MESSAGES.bookmark}
          </Button>
          <Button
            // Filled yellow with dark text: a `light` button of 'orange.9' drew its text in
            // its own background colour.
            variant={flagged.has(question.id) ? 'filled' : 'default'}
            color={flagged.has(question.id) ? 'yellow.4' : undefined}
            autoContrast
            aria-pressed={flagged.has(question.id)}
            onClick={() =>
              void practice
                .toggleFlag(session, question.id)
                .catch((error) => showToast(markFailedToast(error)))
            }
          >
            {flagged.has(question.id) ? 'Flagged for review' : 'Flag for review'}
          </Button>
        </Group>

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
      <ExitDialog
        opened={exitOpen}
        onStay={() => setExitOpen(false)}
        onExit={() => void navigate({ to: '/' })}
      />
    </Container>
  );
}

/**
 * Scrolls the page so the top of `target` sits just below the sticky `bar`, unless it is in
 * view already (then nothing moves, e.g. Next on a short question). `scrollIntoView` with a
 * scroll margin of the bar's height, so a page that just got shorter (a passage left behind)
 * is measured as it is now.
 */
export function bringIntoView(target: HTMLElement | null, bar: HTMLElement | null): void {
  if (!target) return;
  // Where the bar's bottom is once it sticks (where it will be when the question is reached):
  // measured live it may not be stuck yet, e.g. right after a long passage question left.
  const barBottom = bar
    ? (Number.parseFloat(getComputedStyle(bar).top) || 0) + bar.offsetHeight
    : 0;
  const top = target.getBoundingClientRect().top;
  // In view: below the bar and with room for the question's first lines above the fold.
  if (top >= barBottom && top <= window.innerHeight - 120) return;
  target.style.scrollMarginTop = `${barBottom + 8}px`;
  target.scrollIntoView?.({ block: 'start', behavior: 'instant' });
}
