import type { AppDeps } from '../../deps';
import { isoAt } from '../../lib/clock';
import { deleteExpiredCounters } from '../../lib/rate-limit';
import { deleteOldDemoVisitors } from '../practice/demo-seed';
import { forgetOldFailures } from './login-protection';
import { deleteExpiredResetLinks } from './password-resets-repo';
import { deleteExpiredSessions } from './sessions-repo';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes expired sessions, reset links, rate-limit windows and day-old demo visitors. */
export async function sweepExpired(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  await deleteExpiredSessions(deps.db, isoAt(now));
  await deleteExpiredResetLinks(deps.db, isoAt(now));
  await deleteExpiredCounters(deps.db, now);
  await forgetOldFailures(deps.db, now);
  // Try Demo visitors' own copies live for a day.
  await deleteOldDemoVisitors(deps, now);
}

/** Runs the sweep hourly in the background; the timer never keeps the process alive. */
export function scheduleSweep(deps: AppDeps): () => void {
  const timer = setInterval(() => {
    sweepExpired(deps).catch((error: unknown) =>
      deps.log.error('sweep of expired rows failed', { error: String(error) }),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
