import type { Trpc } from './trpc';

/**
 * After premium access changed (a payment confirmed, a refund), reads everything that shows it
 * again, without a reload: the header's plan badge (`subscriptions.status`), /subscribe's
 * Active badges (`subscriptions.list`), the dashboard's cards and plan notice
 * (`progress.access`, `progress.list`) and the payment history (`payments.list`). Pages on
 * screen refetch at once; the others when next shown.
 */
export function refreshPremiumAccess(trpc: Trpc): Promise<unknown> {
  return Promise.all([
    trpc.subscriptions.invalidate(),
    trpc.progress.invalidate(),
    trpc.payments.list.invalidate(),
  ]);
}
