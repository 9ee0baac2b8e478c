import {
  type ErrorCode,
  isAnswerLocked,
  type RequestableMode,
  type SessionView,
  type TestResult,
  type TutorFeedback,
} from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { afterPaint } from '../../lib/after-paint';
import { callFailure } from '../../lib/call-failure';
import { sendOnLeave } from '../../lib/send-on-leave';
import { useTrpc, useTrpcClient } from '../../lib/trpc';
import type { PracticeSearch } from './practice-search';
import { renderedAt, useRenderedSession } from './rendered-session';

export type PracticeState =
  | { phase: 'starting' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'running'; session: SessionView }
  /** A test of another kind is unfinished: resume it, or end it and start the one asked for. */
  | { phase: 'unfinished'; session: SessionView; requested: RequestableMode }
  | { phase: 'submitting'; session: SessionView }
  | { phase: 'finished'; session: SessionView; result: TestResult };

type Answers = Record<string, string>;

type UnsentAnswer = { sessionId: string; questionId: number; answer: string | null };

/** A simulation's refusals of a change (its rules, enforced by the server): shown, not retried. */
const SIMULATION_REFUSALS: ReadonlySet<ErrorCode> = new Set([
  'SECTION_CLOSED',
  'SECTION_NOT_OPEN',
  'SECTION_NOT_STARTED',
  'ON_BREAK',
  'NO_GOING_BACK',
  'ANSWER_REQUIRED',
]);

/** What starts a test: the search without the item on screen (`q`), which changes as it goes. */
function startRequest(search: PracticeSearch) {
  return JSON.stringify([
    search.mode,
    search.count,
    search.category,
    search.difficulty,
    search.section,
  ]);
}

/**
 * One practice session on the client: starts (or resumes) it, saves each answer as it is
 * chosen — in order, retrying once, and sending everything again with the submit so nothing
 * is lost on a bad connection — and submits it (manually, or when the timer runs out).
 */
export function usePracticeSession(examTypeId: number, search: PracticeSearch) {
  const client = useTrpcClient();
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  // A page load resuming a test: the server rendered it, the page starts from there.
  const rendered = useRenderedSession(examTypeId);
  const [state, setState] = useState<PracticeState>(() =>
    rendered ? resumed(rendered, search) : { phase: 'starting' },
  );
  const [answers, setAnswers] = useState<Answers>(() => rendered?.answers ?? {});
  const [flagged, setFlagged] = useState<Set<number>>(() => new Set(rendered?.flagged));
  const [bookmarked, setBookmarked] = useState<Set<number>>(() => new Set(rendered?.bookmarked));
  const [feedback, setFeedback] = useState<Record<string, TutorFeedback>>(
    () => rendered?.feedback ?? {},
  );
  const [unsaved, setUnsaved] = useState(false);
  /** The server's words when a simulation refused a change (a closed section, a break…). */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** When the session on screen came from the server (Date.now()), for its clocks. */
  const [syncedAt, setSyncedAt] = useState(() => (rendered ? renderedAt() : Date.now()));
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  /** Answers chosen whose save has not been answered yet: sent on the way out if need be. */
  const unsent = useRef(new Map<number, UnsentAnswer>());
  const answersRef = useRef<Answers>({});
  answersRef.current = answers;
  const requestKey = startRequest(search);
  // The search object changes with `q` as the test goes; the request only with its key.
  const request = useMemo(() => search, [requestKey]);

  const adopt = useCallback((session: SessionView) => {
    setAnswers(session.answers);
    setFlagged(new Set(session.flagged));
    setBookmarked(new Set(session.bookmarked));
    setFeedback(session.feedback);
    setUnsaved(false);
    setSyncedAt(Date.now());
    setState({ phase: 'running', session });
  }, []);

  const start = useCallback(
    async (restart = false) => {
      setState({ phase: 'starting' });
      try {
        const session = await client.practice.start.mutate({
          examTypeId,
          mode: (request.mode ?? 'timed') as RequestableMode,
          ...(request.count ? { count: request.count } : {}),
          ...(request.category ? { categories: [request.category] } : {}),
          ...(request.difficulty ? { difficulty: request.difficulty } : {}),
          ...(request.section ? { sections: [request.section] } : {}),
          ...(restart ? { restart: true } : {}),
        });
        if (session.status === 'completed') {
          const result = await client.practice.result.query({ sessionId: session.id });
          setState({ phase: 'finished', session, result });
        } else if (restart) adopt(session);
        else {
          const next = resumed(session, request);
          if (next.phase === 'running') adopt(session);
          else setState(next);
        }
      } catch (error) {
        setState({ phase: 'failed', error });
      }
    },
    [client, examTypeId, request, adopt],
  );

  // Start once per page (and again when the exam or the kind of test changes); a test the
  // server rendered is already on screen.
  const startedOnServer = useRef(rendered !== null);
  useEffect(() => {
    if (startedOnServer.current) startedOnServer.current = false;
    else void start();
  }, [start]);

  // The page is being left (a reload, another address, the tab closed) with answers not yet
  // saved: they go with `keepalive`, which the browser finishes after the page is gone.
  useEffect(() => {
    const leave = () => {
      for (const entry of unsent.current.values()) sendOnLeave('practice.answer', entry);
      unsent.current.clear();
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  const refreshAfterSubmit = useCallback(() => {
    void trpc.progress.invalidate();
    void trpc.practice.list.invalidate();
    void trpc.readiness.invalidate();
    void trpc.studyPlan.invalidate();
    void queryClient.invalidateQueries({ queryKey: [['subscriptions']] });
  }, [trpc, queryClient]);

  const finishWith = useCallback(
    async (session: SessionView) => {
      const result = await client.practice.result.query({ sessionId: session.id });
      setState({ phase: 'finished', session: { ...session, status: 'completed' }, result });
      refreshAfterSubmit();
    },
    [client, refreshAfterSubmit],
  );

  /**
   * The session as the server now has it (after a section closed, a break ended, a move on):
   * on screen, or its results once it is graded.
   */
  const replace = useCallback(
    async (session: SessionView) => {
      if (session.status === 'completed') await finishWith(session);
      else adopt(session);
    },
    [adopt, finishWith],
  );

  /** Asks the server where the session stands (its clocks are the authority). */
  const refresh = useCallback(
    async (session: SessionView) => {
      await saving.current.catch(() => {});
      await replace(await client.practice.get.query({ sessionId: session.id }));
    },
    [client, replace],
  );

  const choose = useCallback(
    (session: SessionView, questionId: number, response: string | null) => {
      const key = String(questionId);
      if (isAnswerLocked(session.mode, Boolean(answersRef.current[key]))) return;
      setAnswers((prev) => {
        const next = { ...prev };
        if (response === null) delete next[key];
        else next[key] = response;
        return next;
      });
      const entry: UnsentAnswer = { sessionId: session.id, questionId, answer: response };
      unsent.current.set(questionId, entry);
      const settled = () => {
        if (unsent.current.get(questionId) === entry) unsent.current.delete(questionId);
      };
      const save = async () => {
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            const saved = await client.practice.answer.mutate({
              sessionId: session.id,
              questionId,
              answer: response,
            });
            settled();
            if (saved.feedback) {
              const fb = saved.feedback;
              setFeedback((prev) => ({ ...prev, [key]: fb }));
            }
            return;
          } catch (error) {
            const { status, code, message } = callFailure(error);
            // Time ran out on the server (or it was submitted elsewhere): show the result.
            if (code === 'SESSION_EXPIRED' || code === 'SESSION_SUBMITTED') {
              settled();
              await finishWith(session).catch(() => {});
              return;
            }
            // A simulation's rule (the section closed meanwhile, say): say so, show where it is.
            if (code && SIMULATION_REFUSALS.has(code)) {
              settled();
              setRefusal(message || null);
              const now = await client.practice.get.query({ sessionId: session.id });
              await replace(now);
              return;
            }
            if (status >= 400 && status < 500) {
              settled();
              throw error;
            }
            await new Promise((r) => setTimeout(r, 1000));
          }
        }
        setUnsaved(true);
      };
      // Sent once the chosen answer is painted: the request's own work (the tRPC batch, the
      // fetch) is not the student's wait. In order, after the answers before it.
      saving.current = saving.current
        .then(afterPaint)
        .then(save)
        .catch(() => setUnsaved(true));
    },
    [client, finishWith, replace],
  );

  /**
   * Flags a question for review or bookmarks it: shown at once, then saved; if the server
   * did not record it, the mark goes back as it was and the promise rejects (the page says so).
   */
  const toggleFlag = useCallback(
    async (session: SessionView, questionId: number) => {
      const next = !flagged.has(questionId);
      setFlagged((prev) => withMember(prev, questionId, next));
      try {
        await client.practice.flag.mutate({ sessionId: session.id, questionId, flagged: next });
      } catch (error) {
        setFlagged((prev) => withMember(prev, questionId, !next));
        throw error;
      }
    },
    [client, flagged],
  );

  const toggleBookmark = useCallback(
    async (questionId: number) => {
      const next = !bookmarked.has(questionId);
      setBookmarked((prev) => withMember(prev, questionId, next));
      try {
        await client.practice.bookmark.mutate({ questionId, bookmarked: next });
      } catch (error) {
        setBookmarked((prev) => withMember(prev, questionId, !next));
        throw error;
      }
    },
    [client, bookmarked],
  );

  /** Submits with every answer given on this page; resolves false when it failed. */
  const submit = useCallback(
    async (session: SessionView): Promise<boolean> => {
      setState({ phase: 'submitting', session });
      await saving.current.catch(() => {});
      try {
        const result = await client.practice.submit.mutate({
          sessionId: session.id,
          answers: answersRef.current,
        });
        // The submit carried every answer: nothing is left to send on the way out.
        unsent.current.clear();
        setState({ phase: 'finished', session: { ...session, status: 'completed' }, result });
        refreshAfterSubmit();
        return true;
      } catch {
        setState({ phase: 'running', session });
        return false;
      }
    },
    [client, refreshAfterSubmit],
  );

  return {
    state,
    answers,
    flagged,
    bookmarked,
    feedback,
    unsaved,
    refusal,
    dismissRefusal: () => setRefusal(null),
    syncedAt,
    start,
    /** Go on with the unfinished test instead of the one asked for. */
    resume: adopt,
    choose,
    toggleFlag,
    toggleBookmark,
    submit,
    replace,
    refresh,
    /** Resolves once every answer chosen so far has been sent (or has failed). */
    settled: () => saving.current.catch(() => {}),
  };
}

/**
 * Where a resumed test stands against the test asked for: on screen, or (an unfinished test
 * of another kind) a question to the student before anything ends.
 */
function resumed(session: SessionView, request: PracticeSearch): PracticeState {
  return request.mode && session.mode !== request.mode
    ? { phase: 'unfinished', session, requested: request.mode }
    : { phase: 'running', session };
}

/** A copy of the set with `id` in it or not. */
function withMember(set: ReadonlySet<number>, id: number, member: boolean): Set<number> {
  const copy = new Set(set);
  if (member) copy.add(id);
  else copy.delete(id);
  return copy;
}
