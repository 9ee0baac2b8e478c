import { BRAND_NAME } from '@app/domain';
import type { PaymentProviderName } from '../db/schema/payments';
import {
  type CheckoutRequest,
  isObject,
  type PaymentProvider,
  ProviderUnavailableError,
  type VerifiedTransaction,
  type WebhookReading,
  webhookObject,
} from './provider';
import { callProvider, expectOk, joinUrl } from './provider-http';
import { safeEqual } from './signatures';

export type FlutterwaveOptions = {
  /** https://api.flutterwave.com in production; the local stand-in's URL otherwise. */
  baseUrl: string;
  secretKey: string;
  /** The 'secret hash' set on the dashboard, sent back in every webhook's `verif-hash`. */
  webhookHash: string;
  /** 'local' when this adapter talks to the built-in test checkout. */
  name?: PaymentProviderName;
};

/** Flutterwave Standard (v3): hosted payment link, verify, `verif-hash` webhooks, refunds. */
export function flutterwaveProvider(options: FlutterwaveOptions): PaymentProvider {
  const url = (path: string) => joinUrl(options.baseUrl, path);
  return {
    name: options.name ?? 'flutterwave',
    protocol: 'flutterwave',

    async createCheckout(request: CheckoutRequest) {
      const response = await callProvider(url('/v3/payments'), options.secretKey, {
        method: 'POST',
        body: {
          tx_ref: request.reference,
          // Flutterwave amounts are in the currency's main unit.
          amount: request.amountMinor / 100,
          currency: request.currency,
          redirect_url: request.returnUrl,
          payment_options: 'card, mobilemoneyghana, mobilemoneyuganda, mobilemoneyrwanda, mpesa',
          customer: { email: request.customer.email, name: request.customer.name },
          customizations: { title: BRAND_NAME, description: request.description },
          meta: request.meta,
        },
      });
      const body = expectOk(response, 'Flutterwave payment');
      const link = (body.data as { link?: unknown } | undefined)?.link;
      if (body.status !== 'success' || typeof link !== 'string') {
        throw new ProviderUnavailableError('Flutterwave answered without a payment link');
      }
      return { checkoutUrl: link };
    },

    async verify({ reference, transactionId }) {
      const path = transactionId
        ? `/v3/transactions/${encodeURIComponent(transactionId)}/verify`
        : `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`;
      const response = await callProvider(url(path), options.secretKey, { method: 'GET' });
      const body = (response.body ?? {}) as { status?: unknown; data?: unknown };
      // An unknown transaction is answered 4xx with status 'error'.
      if (response.status >= 400 || body.status !== 'success' || !body.data) return null;
      return readTransaction(body.data);
    },

    readWebhook(headers, rawBody): WebhookReading {
      const hash = headers.get('verif-hash');
      if (!hash || !safeEqual(hash, options.webhookHash)) return 'bad-signature';
      const payload = webhookObject(rawBody);
      if (!payload) return 'malformed';
      const event = typeof payload.event === 'string' ? payload.event : 'unknown';
      if (!event.startsWith('charge.')) return 'ignored';
      const data = payload.data;
      if (!isObject(data)) return 'malformed';
      const id = data.id === undefined ? null : String(data.id);
      const reference = typeof data.tx_ref === 'string' ? data.tx_ref : null;
      return {
        eventId: `${event}:${id ?? reference}:${String(data.status ?? '')}`,
        reference,
        transactionId: id,
      };
    },

    async refund({ transactionId, amountMinor }) {
      const response = await callProvider(
        url(`/v3/transactions/${encodeURIComponent(transactionId)}/refund`),
        options.secretKey,
        {
          method: 'POST',
          body: { amount: amountMinor / 100, comments: 'Refund requested within 48 hours' },
        },
      );
      expectOk(response, 'Flutterwave refund');
    },

    async refundMade({ transactionId }) {
      // The refunds list, filtered to the transaction (`id`); each refund names it in `tx_id`.
      const response = await callProvider(
        url(`/v3/refunds?id=${encodeURIComponent(transactionId)}`),
        options.secretKey,
        { method: 'GET' },
      );
      const data = expectOk(response, 'Flutterwave refunds').data;
      return (
        Array.isArray(data) &&
        data.some(
          (refund) =>
            isObject(refund) &&
            String(refund.tx_id) === transactionId &&
            String(refund.status ?? '').toLowerCase() !== 'failed',
        )
      );
    },
  };
}

function readTransaction(raw: unknown): VerifiedTransaction | null {
  const data = raw as Record<string, unknown>;
  const amount = Number(data.amount);
  if (typeof data.tx_ref !== 'string' || !Number.isFinite(amount)) return null;
  const status = String(data.status ?? '').toLowerCase();
  return {
    status:
      status === 'successful'
        ? 'successful'
        : status === 'failed'
          ? 'failed'
          : status === 'cancelled'
            ? 'cancelled'
            : 'pending',
    reference: data.tx_ref,
    transactionId: String(data.id),
    amountMinor: Math.round(amount * 100),
    currency: String(data.currency ?? ''),
  };
}
