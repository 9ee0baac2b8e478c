import {
  checkoutSchema,
  confirmPaymentInputSchema,
  createCheckoutInputSchema,
  PAYMENT_STATUSES,
  paymentConfirmationSchema,
  paymentIdInputSchema,
  paymentViewSchema,
} from '@app/domain';
import { z } from 'zod';
import { adminProcedure, authedProcedure, router } from '../../trpc';
import { createCheckout } from './checkout';
import { confirmReturn } from './confirm';
import { paymentsOfStudent, paymentsPage } from './history';
import { adminRefund, requestRefund } from './refund';

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

export const paymentsRouter = router({
  /** Spec §7 POST /api/create-subscription: a checkout for one exam at our price. */
  createCheckout: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/create-subscription',
        summary: 'Open a hosted checkout for one exam; returns checkout_url.',
        access: 'user',
        tags: ['payments'],
      },
    })
    .input(createCheckoutInputSchema)
    .output(checkoutSchema)
    .mutation(({ ctx, input }) =>
      createCheckout(ctx.deps, ctx.user, input.examTypeId, ctx.resHeaders),
    ),
  /** The return page: confirms with the provider and reports the payment. */
  confirm: authedProcedure
    .input(confirmPaymentInputSchema)
    .output(paymentConfirmationSchema)
    .mutation(({ ctx, input }) => confirmReturn(ctx.deps, ctx.user.id, input, ctx.resHeaders)),
  /** The signed-in student's payments, newest first. */
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/payments',
        summary: "The signed-in student's payments, newest first.",
        access: 'user',
        tags: ['payments'],
      },
    })
    .output(z.array(paymentViewSchema))
    .query(({ ctx }) => paymentsOfStudent(ctx.deps, ctx.user.id)),
  /** 'Request a refund' within 48 hours of payment. */
  requestRefund: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/payments/{paymentId}/refund',
        summary: 'Refund a payment within 48 hours of payment.',
        access: 'user',
        tags: ['payments'],
      },
    })
    .input(paymentIdInputSchema)
    .output(paymentViewSchema)
    .mutation(({ ctx, input }) =>
      requestRefund(ctx.deps, ctx.user.id, input.paymentId, ctx.resHeaders),
    ),
  /** Administrators: every payment (or those of one status), newest first, with the total. */
  adminList: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/payments',
        summary:
          'Payments newest first, optionally of one status, with the total (administrators).',
        access: 'admin',
        tags: ['payments'],
      },
    })
    .input(adminListInputSchema)
    .output(
      z.object({
        payments: z.array(
          paymentViewSchema.extend({ userId: z.string(), userEmail: z.string().nullable() }),
        ),
        total: z.number().int(),
      }),
    )
    .query(({ ctx, input }) => paymentsPage(ctx.deps, input)),
  /** Administrators: refund any completed payment, whatever its age (audited). */
  adminRefund: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/payments/{paymentId}/refund',
        summary: 'Refund a completed payment, whatever its age (administrators).',
        access: 'admin',
        tags: ['payments'],
      },
    })
    .input(paymentIdInputSchema)
    .output(paymentViewSchema)
    .mutation(({ ctx, input }) =>
      adminRefund(ctx.deps, input.paymentId, { id: ctx.user.id, email: ctx.user.email }),
    ),
});
