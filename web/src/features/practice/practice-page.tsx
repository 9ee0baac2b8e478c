import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';

import {
  findExamById,
  PRACTICE_MESSAGES,
  type SessionView,
  TEST_MODE_LABELS,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
  type User,
} from '@app/domain';
import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { signInHref } from '../../lib/auth-redirect';
import { useTrpc } from '../../lib/trpc';
import { pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { showToast } from '../../ui/toast';
import { ExamScreen, isSectioned } from './exam/exam-screen';
import { startFailure } from './practice-errors';
import type { PracticeSearch } from './practice-search';
import { SubscriptionRequired } from './subscription-required';
import { TestRunner } from './test-runner';
import { usePracticeSession } from './use-practice-session';

/**
 * The results and the review (their table, filters and dialogs) load as their own chunk: no
 * test starts on them, and they are asked for as soon as the student submits (the request
 * for the score takes longer than the chunk), so the question on screen loads without them.
 */
const loadResults = () => import('./results-view');
const ResultsView = lazy(() => loadResults().then((m) => ({ default: m.ResultsView })));

/**
 * Spec §2 /practice/{examTypeId}: the timed test, then its results. A full-length simulation
 * with sections has the exam screen instead (exam/exam-screen.tsx).
 */
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
  const trpc = useTrpc();
  // The results' review shows the highlights and strike-outs kept with the test.
  const finishedId = state.phase === 'finished' ? state.result.sessionId : null;
  const kept = useQuery({
    ...trpc.practice.get.queryOptions({ sessionId: finishedId ?? '' }),
    enabled: finishedId !== null,
    retry: false,
  });

  // On the way to the results (a submit, the timer, a closed last section): their code too.
  const resultsNear = state.phase === 'submitting' || state.phase === 'finished';
  useEffect(() => {
    if (resultsNear) void loadResults();
  }, [resultsNear]);

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
                finished ({Object.keys(state.session.answers).length} of {itemCount(state.session)}{' '}
                answered). You asked for a {TEST_MODE_LABELS[state.requested].toLowerCase()}.
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
      {(state.phase === 'running' || state.phase === 'submitting') &&
        (isSectioned(state.session) ? (
          <ExamScreen
            key={state.session.id}
            session={state.session}
            examName={examName}
            practice={practice}
            search={search}
          />
        ) : (
          <TestRunner
            key={state.session.id}
            session={state.session}
            examName={examName}
            practice={practice}
            submitting={state.phase === 'submitting'}
          />
        ))}
      {state.phase === 'finished' && (
        <Container size="md" py="xl">
          <Suspense
            fallback={
              <Stack align="center" py={80}>
                <Loader aria-hidden />
              </Stack>
            }
          >
            <ResultsView
              key={state.result.sessionId}
              result={state.result}
              examName={examName}
              onRetake={() => void practice.start()}
              marks={kept.data?.marks}
            />
          </Suspense>
        </Container>
      )}
    </>
  );
}

/** Items in the test: an adaptive simulation lists only those served so far, its sections all. */
function itemCount(session: SessionView): number {
  const sections = session.sections ?? [];
  return sections.reduce((n, s) => Math.max(n, s.start + s.count), session.questionIds.length);
}
