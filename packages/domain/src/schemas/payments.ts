import { z } from 'zod';
import { PAYMENT_STATUSES } from '../payments';

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** Spec §7 POST /api/create-subscription {examTypeId}. */
export const createCheckoutInputSchema = z.strictObject({
  // A JSON number only: "1", [1] or true are refused, not coerced.
  examTypeId: z
    .number({ error: 'Exam type id must be a number' })
    .int('Exam type id must be a whole number')
    .positive('Exam type id must be a positive number'),
});
/** Spec §7: the response carries `checkout_url`. */
export const checkoutSchema = z.object({ checkout_url: z.url() });

const shortText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is too long`);

/**
 * What the provider's redirect brought back to the return page: Flutterwave sends
 * `status`, `tx_ref` and `transaction_id`; Paystack `reference` (and `trxref`).
 */
export const confirmPaymentInputSchema = z.strictObject({
  reference: shortText('Payment reference', 100),
  transactionId: shortText('Transaction id', 100).optional(),
  status: shortText('Status', 40).optional(),
});

/** One payment as its owner sees it (account settings' payment history). */
export const paymentViewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  examTypeId: z.number().int(),
  examName: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Set while 'Request a refund' applies (48 hours after payment). */
  refundableUntil: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** The return page's answer: the payment, and the premium period it bought when it succeeded. */
export const paymentConfirmationSchema = z.object({
  payment: paymentViewSchema,
  /** Expiry of the exam's premium access after this payment, when it succeeded. */
  premiumUntil: z.string().nullable(),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

export const paymentIdInputSchema = z.strictObject({
  paymentId: shortText('Payment id', 64),
});
