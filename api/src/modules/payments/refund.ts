import { PAYMENT_MESSAGES, type PaymentView, refundableUntil } from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { refundConfirmationEmail } from '../../mail/templates/payment-receipt';
import { ProviderRefusedError, ProviderUnavailableError } from '../../payments/provider';
import { type AuditActor, recordAudit } from '../admin/audit-repo';
import { refundPeriod } from '../subscriptions/service';
import {
  leaseRefund,
  lockUser,
  moveStatus,
  type PaymentRow,
  payerOf,
  paymentById,
  refundsToFinish,
  releaseRefundLease,
} from './repo';
import { toPaymentView } from './views';

/**
 * A student's refund within 48 hours of payment (spec §1 FAQ): the provider refunds, the
 * payment is marked refunded, the exam's premium access it bought ends at once and a
 * confirmation is e-mailed. After 48 hours the server refuses, unless the request was
 * recorded in time and is only being resumed (decision 0020).
 */
export async function requestRefund(
  deps: AppDeps,
  userId: string,
  paymentId: string,
  resHeaders?: Headers,
): Promise<PaymentView> {
  const nowMs = deps.clock.now();
  await enforceLimit(deps.db, 'refundPerUser', userId, 'refund requests', nowMs, resHeaders);
  const payment = await paymentById(deps.db, paymentId);
  if (!payment || payment.user_id !== userId) {
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  }
  if (payment.status !== 'succeeded') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundNotPossible, {
      appCode: 'REFUND_NOT_POSSIBLE',
    });
  }
  if (
    payment.refund_requested_at === null &&
    !refundableUntil({ status: payment.status, paidAt: payment.paid_at }, new Date(nowMs))
  ) {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundWindowClosed, {
      appCode: 'REFUND_WINDOW_CLOSED',
    });
  }
  return refundPayment(deps, payment);
}

/** An administrator's refund of any completed payment, at any time. */
export async function adminRefund(
  deps: AppDeps,
  paymentId: string,
  actor: AuditActor,
): Promise<PaymentView> {
  const payment = await paymentById(deps.db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  if (payment.status !== 'succeeded') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundNotPossible, {
      appCode: 'REFUND_NOT_POSSIBLE',
    });
  }
  const refunded = await refundPayment(deps, payment);
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'payment.refund',
      entity: 'payment',
      entityId: payment.id,
      before: { status: payment.status },
      after: { status: refunded.status, refundedAt: refunded.refundedAt },
    },
    deps.clock.now(),
  );
  return refunded;
}

async function refundPayment(deps: AppDeps, payment: PaymentRow): Promise<PaymentView> {
  const nowMs = deps.clock.now();
  // One request (or sweep) at a time may ask the provider: a double click never refunds twice.
  if (
    !(await leaseRefund(
      deps.db,
      payment.id,
      isoAt(nowMs),
      isoAt(nowMs + deps.config.payments.refundLeaseMs),
    ))
  ) {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundInProgress, {
      appCode: 'REFUND_IN_PROGRESS',
    });
  }
  // A request recorded before (a crash, a lost answer) is resumed: the provider is asked first.
  const outcome = await finishRefund(deps, payment, {
    resumed: payment.refund_requested_at !== null,
  });
  if (outcome === 'unavailable' || outcome === 'refused') {
    throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.refundFailed, {
      appCode: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
  }
  const refunded = (await paymentById(deps.db, payment.id)) as PaymentRow;
  return toPaymentView(refunded, deps.exams, deps.clock.now());
}

export type RefundOutcome = 'refunded' | 'already refunded' | 'unavailable' | 'refused';

/**
 * Finishes a recorded refund whose lease the caller holds: asks the provider whether it
 * refunded (when a request was made before), refunds if not, then commits locally (payment
 * refunded, its period refunded and the later ones moved up) and e-mails the confirmation.
 * The provider unreachable: the lease goes back, the request stays for a retry or the sweep.
 * The provider refusing (and not having refunded): the request is forgotten.
 */
export async function finishRefund(
  deps: AppDeps,
  payment: PaymentRow,
  options: { resumed: boolean },
): Promise<RefundOutcome> {
  const ref = {
    reference: payment.reference,
    transactionId: payment.provider_transaction_id ?? '',
    amountMinor: payment.amount_minor,
  };
  try {
    const made = options.resumed && (await deps.payments.refundMade(ref));
    if (!made) await refundUnlessDone(deps, ref);
  } catch (error) {
    const refused = error instanceof ProviderRefusedError;
    await releaseRefundLease(deps.db, payment.id, isoAt(deps.clock.now()), { forget: refused });
    if (error instanceof ProviderUnavailableError || refused) {
      deps.log.error('refund failed at the provider', {
        reference: payment.reference,
        error: error.message,
      });
      return refused ? 'refused' : 'unavailable';
    }
    throw error;
  }
  const now = isoAt(deps.clock.now());
  const moved = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, payment.user_id);
    const done = await moveStatus(trx, payment.id, ['succeeded'], {
      status: 'refunded',
      refunded_at: now,
      refund_lease_until: null,
      updated_at: now,
    });
    if (done && payment.subscription_id) {
      await refundPeriod(trx, payment.subscription_id, deps.clock.now());
    }
    // The confirmation is queued in the same transaction (decision 0021).
    const user = done ? await payerOf(trx, payment.user_id) : undefined;
    if (user) {
      await deps.mailer.queue(
        trx,
        refundConfirmationEmail({
          to: user.email,
          firstName: user.first_name,
          examName: deps.exams.get(payment.exam_type_id)?.name ?? 'Exam',
          amountMinor: payment.amount_minor,
          currency: payment.currency,
          reference: payment.reference,
          refundedAt: now,
          settingsUrl: `${deps.config.publicUrl}/settings#payments`,
        }),
      );
    }
    return done;
  });
  if (!moved) return 'already refunded';
  deps.mailer.wake();
  deps.log.info('payment refunded', { reference: payment.reference });
  return 'refunded';
}

/** Asks the provider to refund; a refusal because it already did (an answer lost) is success. */
async function refundUnlessDone(
  deps: AppDeps,
  ref: { reference: string; transactionId: string; amountMinor: number },
): Promise<void> {
  try {
    await deps.payments.refund(ref);
  } catch (error) {
    if (error instanceof ProviderRefusedError && (await deps.payments.refundMade(ref))) return;
    throw error;
  }
}

/**
 * The sweep's part (payments/sweep.ts): finishes refunds recorded but not finished (the api
 * stopped between recording and committing, or the provider was down), oldest first.
 */
export async function finishRecordedRefunds(
  deps: AppDeps,
  options: { batch?: number } = {},
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const nowMs = deps.clock.now();
  const rows = await refundsToFinish(deps.db, isoAt(nowMs), options.batch ?? 50);
  for (const payment of rows) {
    const leased = await leaseRefund(
      deps.db,
      payment.id,
      isoAt(nowMs),
      isoAt(nowMs + deps.config.payments.refundLeaseMs),
    );
    if (!leased) continue;
    const outcome = await finishRefund(deps, payment, { resumed: true });
    const key = `refund ${outcome}`;
    counts[key] = (counts[key] ?? 0) + 1;
    if (outcome === 'unavailable') break;
  }
  return counts;
}
