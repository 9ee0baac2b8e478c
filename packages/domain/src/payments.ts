import { PRICE_USD } from './rules';

/** Paid access (spec §1, §4, §9): what a payment costs, how long a refund applies. */
export const PAYMENT_CURRENCY = 'USD';
/** Money is always an integer of minor units (cents). */
export const PRICE_MINOR = PRICE_USD * 100;
/** Spec §1 FAQ: a refund within 48 hours of purchase. */
export const REFUND_WINDOW_HOURS = 48;
/** Spec §4 and §9: the 'Redirecting to Payment' toast shows 1 s before the checkout. */
export const CHECKOUT_REDIRECT_DELAY_MS = 1000;
/** A payment still pending after this long is given up (the sweep stops asking the provider). */
export const PENDING_PAYMENT_GIVE_UP_HOURS = 24;

export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const HOUR_MS = 60 * 60 * 1000;

/** The last moment a refund may be asked for, or null when the payment is not refundable. */
export function refundableUntil(
  payment: { status: PaymentStatus; paidAt: string | null },
  now: Date = new Date(),
): string | null {
  if (payment.status !== 'succeeded' || !payment.paidAt) return null;
  const until = new Date(new Date(payment.paidAt).getTime() + REFUND_WINDOW_HOURS * HOUR_MS);
  return until.getTime() > now.getTime() ? until.toISOString() : null;
}

/** '$100.00' from minor units. */
export function formatMoney(amountMinor: number, currency: string = PAYMENT_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountMinor / 100);
}
