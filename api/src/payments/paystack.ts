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
import { paystackSignature, safeEqual } from './signatures';

export type PaystackOptions = {
  /** https://api.paystack.co in production. */
  baseUrl: string;
  secretKey: string;
};

/** Paystack: initialise a transaction, verify by reference, signed webhooks, refunds. */
export function paystackProvider(options: PaystackOptions): PaymentProvider {
  const url = (path: string) => joinUrl(options.baseUrl, path);
  return {
    name: 'paystack',
    protocol: 'paystack',

    async createCheckout(request: CheckoutRequest) {
      const response = await callProvider(url('/transaction/initialize'), options.secretKey, {
        method: 'POST',
        body: {
          email: request.customer.email,
          // Paystack amounts are in the currency's subunit.
          amount: String(request.amountMinor),
          currency: request.currency,
          reference: request.reference,
          callback_url: request.returnUrl,
          channels: ['card', 'mobile_money'],
          metadata: { ...request.meta, description: request.description },
        },
      });
      const body = expectOk(response, 'Paystack transaction');
      const link = (body.data as { authorization_url?: unknown } | undefined)?.authorization_url;
      if (body.status !== true || typeof link !== 'string') {
        throw new ProviderUnavailableError('Paystack answered without an authorization URL');
      }
      return { checkoutUrl: link };
    },

    async verify({ reference }) {
      const response = await callProvider(
        url(`/transaction/verify/${encodeURIComponent(reference)}`),
        options.secretKey,
        { method: 'GET' },
      );
      const body = (response.body ?? {}) as { status?: unknown; data?: unknown };
      if (response.status >= 400 || body.status !== true || !body.data) return null;
      return readTransaction(body.data);
    },

    readWebhook(headers, rawBody): WebhookReading {
      const signature = headers.get('x-paystack-signature');
      if (!signature || !safeEqual(signature, paystackSignature(options.secretKey, rawBody))) {
        return 'bad-signature';
      }
      const payload = webhookObject(rawBody);
      if (!payload) return 'malformed';
      const event = typeof payload.event === 'string' ? payload.event : '';
      if (!event.startsWith('charge.')) return 'ignored';
      const data = payload.data;
      if (!isObject(data)) return 'malformed';
      const reference = typeof data.reference === 'string' ? data.reference : null;
      const id = data.id === undefined ? null : String(data.id);
      return { eventId: `${event}:${id ?? reference}`, reference, transactionId: id };
    },

    async refund({ reference, amountMinor }) {
      const response = await callProvider(url('/refund'), options.secretKey, {
        method: 'POST',
        body: { transaction: reference, amount: amountMinor },
      });
      const body = expectOk(response, 'Paystack refund');
      if (body.status !== true) throw new ProviderUnavailableError('Paystack refund not queued');
    },

    async refundMade({ reference }) {
      // A transaction refunded in full reads 'reversed' on the verify endpoint.
      const response = await callProvider(
        url(`/transaction/verify/${encodeURIComponent(reference)}`),
        options.secretKey,
        { method: 'GET' },
      );
      const data = expectOk(response, 'Paystack verify').data;
      return isObject(data) && String(data.status ?? '').toLowerCase() === 'reversed';
    },
  };
}

function readTransaction(raw: unknown): VerifiedTransaction | null {
  const data = raw as Record<string, unknown>;
  const amount = Number(data.amount);
  if (typeof data.reference !== 'string' || !Number.isInteger(amount)) return null;
  const status = String(data.status ?? '').toLowerCase();
  return {
    // 'abandoned' and 'ongoing' may still be paid; 'reversed' is money returned.
    status:
      status === 'success'
        ? 'successful'
        : status === 'failed' || status === 'reversed'
          ? 'failed'
          : 'pending',
    reference: data.reference,
    transactionId: String(data.id),
    amountMinor: amount,
    currency: String(data.currency ?? ''),
  };
}
