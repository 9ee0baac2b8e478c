import {
  PAYMENT_MESSAGES,
  type PaymentConfirmation,
  PENDING_PAYMENT_GIVE_UP_HOURS,
} from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { ProviderUnavailableError, type VerifiedTransaction } from '../../payments/provider';
import {
  moveStatus,
  type PaymentRow,
  paymentById,
  paymentByReference,
  pendingPayments,
  subscriptionOfPayment,
} from './repo';
import { applyVerification, type SettleOutcome } from './settle';
import { toPaymentView } from './views';

/** Asks the provider; null when it cannot be reached (the sweep asks again later). */
async function verifyWithProvider(
  deps: AppDeps,
  payment: PaymentRow,
  transactionId?: string | null,
): Promise<VerifiedTransaction | null | 'unavailable'> {
  try {
    return await deps.payments.verify({
      reference: payment.reference,
      transactionId: transactionId ?? payment.provider_transaction_id,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      deps.log.error('payment provider unavailable during verification', {
        reference: payment.reference,
        error: error.message,
      });
      return 'unavailable';
    }
    throw error;
  }
}

/**
 * The return page: the provider sent the student back with our reference (and, from
 * Flutterwave, a transaction id and a status). Whatever the query says, the provider's
 * verify endpoint decides. A payment already settled is reported as it is.
 */
export async function confirmReturn(
  deps: AppDeps,
  userId: string,
  input: { reference: string; transactionId?: string; status?: string },
  resHeaders?: Headers,
): Promise<PaymentConfirmation> {
  await enforceLimit(
    deps.db,
    'confirmPerUser',
    userId,
    'payment checks',
    deps.clock.now(),
    resHeaders,
  );
  let payment = await paymentByReference(deps.db, input.reference);
  if (!payment || payment.user_id !== userId) {
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  }
  if (payment.status === 'pending') {
    const verified = await verifyWithProvider(deps, payment, input.transactionId);
    if (verified !== 'unavailable') {
      await applyVerification(deps, payment, verified, {
        cancelledByReturn: input.status === 'cancelled' && !input.transactionId,
      });
      payment = (await paymentById(deps.db, payment.id)) ?? payment;
    }
  }
  const premiumUntil = payment.subscription_id
    ? ((await subscriptionOfPayment(deps.db, payment.subscription_id))?.expires_at ?? null)
    : null;
  return {
    payment: toPaymentView(payment, deps.exams, deps.clock.now()),
    premiumUntil: payment.status === 'succeeded' ? premiumUntil : null,
  };
}

/**
 * Asks the provider again about pending payments (a redirect that never came back, a webhook
 * lost, the provider down at the time). Payments pending for over 24 hours are given up;
 * a payment confirmed later still grants (settle.ts honours it).
 */
export async function reconcilePendingPayments(
  deps: AppDeps,
  options: { minAgeMs?: number; batch?: number } = {},
): Promise<Record<string, number>> {
  const nowMs = deps.clock.now();
  const giveUpBefore = isoAt(nowMs - PENDING_PAYMENT_GIVE_UP_HOURS * 60 * 60 * 1000);
  const counts: Record<string, number> = {};
  const count = (key: string) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  const stale = await pendingPayments(deps.db, '0000', giveUpBefore, options.batch ?? 100);
  for (const payment of stale) {
    if (
      await moveStatus(deps.db, payment.id, ['pending'], {
        status: 'failed',
        updated_at: isoAt(nowMs),
      })
    ) {
      deps.log.info('payment given up after 24 hours pending', { reference: payment.reference });
      count('given up');
    }
  }
  const recent = await pendingPayments(
    deps.db,
    giveUpBefore,
    isoAt(nowMs - (options.minAgeMs ?? 60_000)),
    options.batch ?? 100,
  );
  for (const payment of recent) {
    const verified = await verifyWithProvider(deps, payment);
    if (verified === 'unavailable') {
      count('provider unavailable');
      break;
    }
    const outcome: SettleOutcome = await applyVerification(deps, payment, verified);
    count(outcome);
  }
  return counts;
}
