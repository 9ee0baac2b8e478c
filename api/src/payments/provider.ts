import type { PaymentProviderName } from '../db/schema/payments';

/** What we ask a provider to collect: always our price, in minor units, for one exam. */
export type CheckoutRequest = {
  reference: string;
  amountMinor: number;
  currency: string;
  customer: { email: string; name: string };
  /** Where the provider sends the browser back (our /subscribe/return). */
  returnUrl: string;
  description: string;
  meta: Record<string, string>;
};

/** A provider's own account of a transaction, read from its verify endpoint. */
export type VerifiedTransaction = {
  status: 'successful' | 'failed' | 'cancelled' | 'pending';
  reference: string;
  transactionId: string;
  amountMinor: number;
  currency: string;
};

/** A webhook whose signature checked out: which event, about which transaction. */
export type WebhookNotice = {
  eventId: string;
  reference: string | null;
  transactionId: string | null;
};

/** A webhook's signature failed, its body is not a JSON object (or its data), or it is not ours to act on. */
export type WebhookReading = WebhookNotice | 'bad-signature' | 'malformed' | 'ignored';

/** The JSON object a webhook body holds, or null when it holds anything else. */
export function webhookObject(rawBody: string): Record<string, unknown> | null {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return null;
  }
  return isObject(payload) ? payload : null;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The payment-provider port. Adapters speak one provider's documented protocol; nothing
 * outside this folder knows a provider's payloads. Nothing a client or a webhook body says
 * is trusted about money: the service always asks `verify`.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The webhook path segment of this provider's protocol: /api/payments/webhooks/{protocol}. */
  readonly protocol: 'flutterwave' | 'paystack';
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  /** The transaction as the provider knows it; null when it knows none for this reference. */
  verify(ref: {
    reference: string;
    transactionId?: string | null;
  }): Promise<VerifiedTransaction | null>;
  /** Checks the signature of a webhook delivery; 'bad-signature' when it does not hold. */
  readWebhook(headers: Headers, rawBody: string): WebhookReading;
  refund(payment: { reference: string; transactionId: string; amountMinor: number }): Promise<void>;
  /**
   * Whether the provider has refunded this transaction: how a refund whose answer was lost
   * (a crash, a timeout) is finished without refunding twice.
   */
  refundMade(payment: { reference: string; transactionId: string }): Promise<boolean>;
}

/** The provider could not be reached or answered with a server error: try again later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The provider answered, and refused (e.g. a refund it will not make). */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError';
}
