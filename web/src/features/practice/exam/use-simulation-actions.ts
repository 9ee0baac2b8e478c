import { SIMULATION_MESSAGES as M, type SessionView } from '@app/domain';
import { useCallback, useState } from 'react';
import { callFailure } from '../../../lib/call-failure';
import { useTrpcClient } from '../../../lib/trpc';
import type { usePracticeSession } from '../use-practice-session';

/**
 * The moves of a simulation the server makes (practice.startSection, closeSection, endBreak,
 * advance): each
 * waits for the answers and marks still on their way, then shows the session as the server
 * returns it (the next section, its break, or the results). A refusal keeps the server's
 * words for the screen; when the section moved meanwhile, the screen is brought up to date.
 */
export function useSimulationActions(
  session: SessionView,
  practice: ReturnType<typeof usePracticeSession>,
  flushMarks: () => Promise<void>,
) {
  const client = useTrpcClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sessionId = session.id;

  const run = useCallback(
    async (call: () => Promise<SessionView>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await flushMarks();
        await practice.settled();
        await practice.replace(await call());
        return true;
      } catch (failure) {
        const { status, message } = callFailure(failure);
        setError(status >= 400 && status < 500 && message ? message : M.closeFailed);
        if (status === 409) await practice.refresh(session).catch(() => {});
        return false;
      } finally {
        setBusy(false);
      }
    },
    [flushMarks, practice, session],
  );

  return {
    busy,
    error,
    clearError: () => setError(null),
    startSection: (sectionIndex: number) =>
      run(() => client.practice.startSection.mutate({ sessionId, sectionIndex })),
    closeSection: (sectionIndex: number) =>
      run(() => client.practice.closeSection.mutate({ sessionId, sectionIndex })),
    endBreak: () => run(() => client.practice.endBreak.mutate({ sessionId })),
    advance: (questionId: number) =>
      run(() => client.practice.advance.mutate({ sessionId, questionId })),
  };
}
