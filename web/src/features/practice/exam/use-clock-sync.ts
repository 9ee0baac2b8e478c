import { type SessionView, TIMER_GRACE_MS } from '@app/domain';
import { useCallback, useEffect, useRef } from 'react';

/** How soon to ask again while the server still shows a clock at 0 (within its grace). */
const RECHECK_MS = 1500;

/**
 * The server is the authority on a simulation's clocks: the screen asks it where the test
 * stands when a clock on screen reaches 0 (after the grace the server gives answers in
 * flight), again while the server still shows that clock at 0, and whenever the page comes
 * back (the tab shown again, the connection back). Returns what a clock calls at 0.
 */
export function useClockSync(session: SessionView, refresh: () => Promise<void>) {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const ask = useCallback(() => void refreshRef.current().catch(() => {}), []);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback(
    (ms: number) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        ask();
      }, ms);
      timers.current.add(timer);
    },
    [ask],
  );

  useEffect(() => {
    const pending = timers.current;
    const onVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', ask);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', ask);
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [ask]);

  // The server still shows a clock at 0: its grace has not passed yet, ask again shortly.
  const sim = session.simulation;
  const atZero =
    sim !== null &&
    (sim.onBreak
      ? sim.breakRemainingSeconds === 0
      : sim.introEndsAt !== null
        ? sim.introRemainingSeconds === 0
        : sim.sectionRemainingSeconds === 0);
  useEffect(() => {
    if (!atZero) return;
    const timer = setTimeout(ask, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [atZero, session, ask]);

  return useCallback(() => later(TIMER_GRACE_MS + 500), [later]);
}
