import { PAYMENT_MESSAGES } from '@app/domain';
import type { AppDeps } from '../../deps';
import { isoAt } from '../../lib/clock';
import { timeOrderedId } from '../../lib/time-ordered-id';
import { ProviderUnavailableError } from '../../payments/provider';
import { forgetEvent, paymentByReference, recordEvent, setEventOutcome } from './repo';
import { applyVerification } from './settle';

export type WebhookAnswer = { status: 200 | 400 | 401 | 503; body: { message: string } };

/**
 * One webhook delivery: signature first (401 and nothing changes when it fails), then the
 * event is recorded once per provider event id (a repeat is acknowledged and ignored), then
 * the provider's verify endpoint decides, as for the return page.
 */
export async function receiveWebhook(
  deps: AppDeps,
  headers: Headers,
  rawBody: string,
): Promise<WebhookAnswer> {
  const provider = deps.payments;
  const notice = provider.readWebhook(headers, rawBody);
  if (notice === 'bad-signature') {
    deps.log.error('payment webhook with a bad signature', { provider: provider.name });
    return { status: 401, body: { message: PAYMENT_MESSAGES.badSignature } };
  }
  if (notice === 'malformed') {
    return { status: 400, body: { message: PAYMENT_MESSAGES.webhookMalformed } };
  }
  if (notice === 'ignored') return { status: 200, body: { message: 'Ignored' } };
  const eventId = timeOrderedId(deps.clock.now());
  const fresh = await recordEvent(deps.db, {
    id: eventId,
    provider: provider.name,
    providerEventId: notice.eventId.slice(0, 128),
    reference: notice.reference?.slice(0, 64) ?? null,
    receivedAt: isoAt(deps.clock.now()),
  });
  if (!fresh) return { status: 200, body: { message: 'Already received' } };
  const payment = notice.reference
    ? await paymentByReference(deps.db, notice.reference)
    : undefined;
  if (!payment) {
    deps.log.error('payment webhook for an unknown reference', {
      provider: provider.name,
      reference: notice.reference,
    });
    await setEventOutcome(deps.db, eventId, 'unknown reference');
    return { status: 200, body: { message: 'Unknown reference' } };
  }
  try {
    const verified = await provider.verify({
      reference: payment.reference,
      transactionId: notice.transactionId,
    });
    const outcome = await applyVerification(deps, payment, verified);
    await setEventOutcome(deps.db, eventId, outcome);
    return { status: 200, body: { message: 'Received' } };
  } catch (error) {
    // Not acted on: forget the event so the provider's retry (or the sweep) settles it.
    await forgetEvent(deps.db, eventId);
    if (error instanceof ProviderUnavailableError) {
      deps.log.error('payment provider unavailable while handling a webhook', {
        reference: payment.reference,
        error: error.message,
      });
      return { status: 503, body: { message: 'Verification unavailable, retry later' } };
    }
    throw error;
  }
}
