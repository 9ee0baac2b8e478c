import type { AppDeps } from '../../deps';
import { submitExpiredSessions } from './service';

const TIMER_SWEEP_INTERVAL_MS = 30_000;

/**
 * Submits tests whose time ran out, every 30 s in the background, so a student who closed
 * the tab still gets a result and progress. Reads of such a test submit it at once anyway.
 */
export function scheduleTimerSweep(deps: AppDeps): () => void {
  const timer = setInterval(() => {
    submitExpiredSessions(deps)
      .then((count) => {
        if (count) deps.log.info('submitted tests whose time ran out', { count });
      })
      .catch((error: unknown) =>
        deps.log.error('submitting expired tests failed', { error: String(error) }),
      );
  }, TIMER_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
