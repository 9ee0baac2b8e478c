import type { AppDeps } from '../../deps';
import { reconcilePendingPayments } from './confirm';
import { finishRecordedRefunds } from './refund';

/**
 * Asks the provider about pending payments in the background (config
 * PAYMENT_SWEEP_INTERVAL_MS, 60 s by default), so a payment whose redirect and webhook were
 * both lost still grants access, and one abandoned is given up after 24 hours; and finishes
 * refunds that were recorded but not finished (refund.ts finishRecordedRefunds).
 */
export function schedulePaymentSweep(deps: AppDeps): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePendingPayments(deps)
      .then(async (counts) => ({ ...counts, ...(await finishRecordedRefunds(deps)) }))
      .then((counts) => {
        if (Object.keys(counts).length) deps.log.info('payment sweep', counts);
      })
      .catch((error: unknown) => deps.log.error('payment sweep failed', { error: String(error) }))
      .finally(() => {
        running = false;
      });
  }, deps.config.payments.sweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
