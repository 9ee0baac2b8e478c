import { randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCY, PAYMENT_MESSAGES, PRICE_MINOR, SUBSCRIPTION_DAYS } from '@app/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isoAt } from '../../lib/clock';
import { enforceLimit } from '../../lib/rate-limit';
import { timeOrderedId } from '../../lib/time-ordered-id';
import { ProviderRefusedError, ProviderUnavailableError } from '../../payments/provider';
import { insertPayment, moveStatus } from './repo';

export type Payer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isDemo: boolean;
};

/** The page the provider sends the browser back to. */
export const RETURN_PATH = '/subscribe/return';

/**
 * Opens a checkout for one exam at our price (never the client's): a pending payment with a
 * fresh unguessable reference, then the provider's hosted page. Spec §7 `checkout_url`.
 */
export async function createCheckout(
  deps: AppDeps,
  user: Payer,
  examTypeId: number,
  resHeaders?: Headers,
): Promise<{ checkout_url: string }> {
  const exam = deps.exams.get(examTypeId);
  if (!exam) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.examNotFound);
  if (user.isDemo)
    throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.demoCannotPay, {
      appCode: 'DEMO_ACCOUNT_RESTRICTED',
    });
  const nowMs = deps.clock.now();
  await enforceLimit(deps.db, 'checkoutPerUser', user.id, 'payment attempts', nowMs, resHeaders);
  const now = isoAt(nowMs);
  const id = timeOrderedId(nowMs);
  const reference = `pp-${randomBytes(12).toString('hex')}`;
  await insertPayment(deps.db, {
    id,
    user_id: user.id,
    exam_type_id: exam.id,
    provider: deps.payments.name,
    reference,
    amount_minor: PRICE_MINOR,
    currency: PAYMENT_CURRENCY,
    status: 'pending',
    provider_transaction_id: null,
    subscription_id: null,
    receipt_sent_at: null,
    refund_requested_at: null,
    refund_lease_until: null,
    created_at: now,
    updated_at: now,
    paid_at: null,
    refunded_at: null,
  });
  try {
    const { checkoutUrl } = await deps.payments.createCheckout({
      reference,
      amountMinor: PRICE_MINOR,
      currency: PAYMENT_CURRENCY,
      customer: {
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      },
      returnUrl: `${deps.config.publicUrl}${RETURN_PATH}`,
      description: `${exam.name} premium access, ${SUBSCRIPTION_DAYS} days`,
      meta: { paymentId: id, examTypeId: String(exam.id) },
    });
    return { checkout_url: checkoutUrl };
  } catch (error) {
    // Nothing was charged: the payment never reached a checkout page.
    await moveStatus(deps.db, id, ['pending'], {
      status: 'failed',
      updated_at: isoAt(deps.clock.now()),
    });
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError) {
      deps.log.error('payment provider refused a checkout', { reference, error: error.message });
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable, {
        appCode: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    }
    throw error;
  }
}
