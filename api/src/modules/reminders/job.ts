import type { AppDeps } from '../../deps';
import { sendDueReminders } from './service';

/** How often each api node looks for due reminders (one indexed read when none is due). */
export const REMINDER_INTERVAL_MS = 15_000;

/**
 * Study reminders in the background (decision 0043): every REMINDER_INTERVAL_MS, the reminders
 * due now, REMINDERS_PER_RUN at a time; one run at a time per node, and nodes never send one
 * twice (sendDueReminders claims each with a conditional update).
 */
export function scheduleReminders(deps: AppDeps): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(deps)
      .then((counts) => {
        if (counts.sent || counts.skipped) deps.log.info('study reminders', counts);
      })
      .catch((error: unknown) => deps.log.error('study reminders failed', { error: String(error) }))
      .finally(() => {
        running = false;
      });
  }, REMINDER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
