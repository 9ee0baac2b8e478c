import { PAYMENT_MESSAGES, type PaymentView, refundableUntil } from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { refundConfirmationEmail } from '../../mail/templates/payment-receipt';
import { ProviderRefusedError, ProviderUnavailableError } from '../../payments/provider';
import { type AuditActor, recordAudit } from '../admin/audit';
import { refundPeriod } from '../subscriptions/service';
import {
  claimRefund,
  lockUser,
  moveStatus,
  type PaymentRow,
  paymentById,
  releaseRefundClaim,
} from './repo';
import { toPaymentView } from './views';

/**
 * A student's refund within 48 hours of payment (spec §1 FAQ): the provider refunds, the
 * payment is marked refunded, the exam's premium access it bought ends at once and a
 * confirmation is e-mailed. After 48 hours the server refuses.
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
  if (!refundableUntil({ status: payment.status, paidAt: payment.paid_at }, new Date(nowMs))) {
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
  // One request at a time may ask the provider: a double click never refunds twice.
  if (!(await claimRefund(deps.db, payment.id, isoAt(deps.clock.now())))) {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundInProgress, {
      appCode: 'REFUND_IN_PROGRESS',
    });
  }
  try {
    await deps.payments.refund({
      reference: payment.reference,
      transactionId: payment.provider_transaction_id ?? '',
      amountMinor: payment.amount_minor,
    });
  } catch (error) {
    await releaseRefundClaim(deps.db, payment.id, isoAt(deps.clock.now()));
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError) {
      deps.log.error('refund failed at the provider', {
        reference: payment.reference,
        error: error.message,
      });
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.refundFailed, {
        appCode: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    }
    throw error;
  }
  const now = isoAt(deps.clock.now());
  await deps.db.transaction().execute(async (trx) => {
    await moveStatus(trx, payment.id, ['succeeded'], {
      status: 'refunded',
      refunded_at: now,
      updated_at: now,
    });
    await lockUser(trx, payment.user_id);
    if (payment.subscription_id) await refundPeriod(trx, payment.subscription_id, deps.clock.now());
  });
  deps.log.info('payment refunded', { reference: payment.reference });
  const refunded = (await paymentById(deps.db, payment.id)) as PaymentRow;
  const user = await deps.db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', payment.user_id)
    .executeTakeFirst();
  if (user) {
    deps.mailer.send(
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
  return toPaymentView(refunded, deps.exams, deps.clock.now());
}
