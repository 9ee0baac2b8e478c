import {
  checkoutSchema,
  createCheckoutInputSchema,
  PAYMENT_STATUSES,
  paymentIdInputSchema,
  paymentViewSchema,
} from '@app/domain';
import { z } from 'zod';
import { declareRest } from '../../rest-meta';

const adminListInputSchema = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    status: z
      .enum(PAYMENT_STATUSES, {
        error: 'Status must be pending, succeeded, failed, cancelled or refunded',
      })
      .optional(),
  })
  .default({ limit: 50, offset: 0 });

/** The REST paths of the payments procedures (router.ts applies each with restProcedure). */
export const paymentsRest = declareRest('payments', {
  createCheckout: {
    method: 'POST',
    path: '/create-subscription',
    summary: 'Open a hosted checkout for one exam; returns checkout_url.',
    access: 'user',
    tags: ['payments'],
    input: createCheckoutInputSchema,
    output: checkoutSchema,
  },
  list: {
    method: 'GET',
    path: '/payments',
    summary: "The signed-in student's payments, newest first.",
    access: 'user',
    tags: ['payments'],
    output: z.array(paymentViewSchema),
  },
  requestRefund: {
    method: 'POST',
    path: '/payments/{paymentId}/refund',
    summary: 'Refund a payment within 48 hours of payment.',
    access: 'user',
    tags: ['payments'],
    input: paymentIdInputSchema,
    output: paymentViewSchema,
  },
  adminList: {
    method: 'GET',
    path: '/admin/payments',
    summary: 'Payments newest first, optionally of one status, with the total (administrators).',
    access: 'admin',
    tags: ['payments'],
    input: adminListInputSchema,
    output: z.object({
      payments: z.array(
        paymentViewSchema.extend({ userId: z.string(), userEmail: z.string().nullable() }),
      ),
      total: z.number().int(),
    }),
  },
  adminRefund: {
    method: 'POST',
    path: '/admin/payments/{paymentId}/refund',
    summary: 'Refund a completed payment, whatever its age (administrators).',
    access: 'admin',
    tags: ['payments'],
    input: paymentIdInputSchema,
    output: paymentViewSchema,
  },
});
