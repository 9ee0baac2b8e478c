import type { Db } from '../../db/kysely';
import type { AppDeps } from '../../deps';
import { isoAt } from '../../lib/clock';
import { paymentReceiptEmail } from '../../mail/templates/payment-receipt';
import type { VerifiedTransaction } from '../../payments/provider';
import { grantSubscription } from '../subscriptions/service';
import { attachSubscription, lockUser, moveStatus, type PaymentRow, payerOf } from './repo';

export type SettleOutcome =
  | 'granted'
  | 'already settled'
  | 'failed'
  | 'cancelled'
  | 'pending'
  | 'rejected: amount or currency'
  | 'rejected: other reference';

/**
 * Acts on what the provider's verify endpoint said about a payment. Only a successful
 * transaction of this reference, in our currency, for at least our price grants access; the
 * grant and the receipt happen once per payment whatever the order, duplication or
 * concurrency of redirects, webhooks and sweeps (the status moves conditionally).
 */
export async function applyVerification(
  deps: AppDeps,
  payment: PaymentRow,
  verified: VerifiedTransaction | null,
  options: { cancelledByReturn?: boolean } = {},
): Promise<SettleOutcome> {
  const nowMs = deps.clock.now();
  const now = isoAt(nowMs);
  if (!verified) {
    // The provider knows no transaction: the student left the checkout (Cancel) or is still on it.
    if (options.cancelledByReturn) {
      await moveStatus(deps.db, payment.id, ['pending'], { status: 'cancelled', updated_at: now });
      return 'cancelled';
    }
    return 'pending';
  }
  if (verified.reference !== payment.reference) {
    deps.log.error('payment verification: transaction of another reference', {
      reference: payment.reference,
      transactionReference: verified.reference,
      transactionId: verified.transactionId,
    });
    return 'rejected: other reference';
  }
  if (verified.status === 'failed' || verified.status === 'cancelled') {
    await moveStatus(deps.db, payment.id, ['pending'], {
      status: verified.status,
      provider_transaction_id: verified.transactionId,
      updated_at: now,
    });
    return verified.status;
  }
  if (verified.status === 'pending') return 'pending';
  if (verified.currency !== payment.currency || verified.amountMinor < payment.amount_minor) {
    deps.log.error('payment verification: amount or currency does not match', {
      reference: payment.reference,
      expected: { amountMinor: payment.amount_minor, currency: payment.currency },
      verified: { amountMinor: verified.amountMinor, currency: verified.currency },
    });
    await moveStatus(deps.db, payment.id, ['pending'], {
      status: 'failed',
      provider_transaction_id: verified.transactionId,
      updated_at: now,
    });
    return 'rejected: amount or currency';
  }
  const granted = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, payment.user_id);
    // A confirmed payment is honoured even if we had given up on it or it was cancelled.
    const moved = await moveStatus(trx, payment.id, ['pending', 'failed', 'cancelled'], {
      status: 'succeeded',
      paid_at: now,
      provider_transaction_id: verified.transactionId,
      updated_at: now,
    });
    if (!moved) return null;
    const subscription = await grantSubscription(trx, payment.user_id, payment.exam_type_id, nowMs);
    await attachSubscription(trx, payment.id, subscription.id, now);
    // The receipt is queued in the same transaction (decision 0021): no grant without it.
    await queueReceipt(deps, trx, payment, now, subscription.expiresAt);
    return subscription;
  });
  if (!granted) return 'already settled';
  deps.mailer.wake();
  deps.log.info('payment confirmed', {
    reference: payment.reference,
    expiresAt: granted.expiresAt,
  });
  return 'granted';
}

async function queueReceipt(
  deps: AppDeps,
  trx: Db,
  payment: PaymentRow,
  paidAt: string,
  premiumUntil: string,
) {
  const user = await payerOf(trx, payment.user_id);
  if (!user) return;
  await deps.mailer.queue(
    trx,
    paymentReceiptEmail({
      to: user.email,
      firstName: user.first_name,
      examName: deps.exams.get(payment.exam_type_id)?.name ?? 'Exam',
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      reference: payment.reference,
      paidAt,
      premiumUntil,
      settingsUrl: `${deps.config.publicUrl}/settings#payments`,
    }),
  );
}
