import { confirmPaymentInputSchema, paymentConfirmationSchema } from '@app/domain';
import { restProcedure } from '../../rest-meta';
import { adminProcedure, authedProcedure, router } from '../../trpc';
import { createCheckout } from './checkout';
import { confirmReturn } from './confirm';
import { paymentsOfStudent, paymentsPage } from './history';
import { adminRefund, requestRefund } from './refund';
import { paymentsRest } from './rest-paths';

export const paymentsRouter = router({
  /** Spec §7 POST /api/create-subscription: a checkout for one exam at our price. */
  createCheckout: restProcedure(authedProcedure, paymentsRest.createCheckout).mutation(
    ({ ctx, input }) => createCheckout(ctx.deps, ctx.user, input.examTypeId, ctx.resHeaders),
  ),
  /** The return page: confirms with the provider and reports the payment. */
  confirm: authedProcedure
    .input(confirmPaymentInputSchema)
    .output(paymentConfirmationSchema)
    .mutation(({ ctx, input }) => confirmReturn(ctx.deps, ctx.user.id, input, ctx.resHeaders)),
  /** The signed-in student's payments, newest first. */
  list: restProcedure(authedProcedure, paymentsRest.list).query(({ ctx }) =>
    paymentsOfStudent(ctx.deps, ctx.user.id),
  ),
  /** 'Request a refund' within 48 hours of payment. */
  requestRefund: restProcedure(authedProcedure, paymentsRest.requestRefund).mutation(
    ({ ctx, input }) => requestRefund(ctx.deps, ctx.user.id, input.paymentId, ctx.resHeaders),
  ),
  /** Administrators: every payment (or those of one status), newest first, with the total. */
  adminList: restProcedure(adminProcedure, paymentsRest.adminList).query(({ ctx, input }) =>
    paymentsPage(ctx.deps, input),
  ),
  /** Administrators: refund any completed payment, whatever its age (audited). */
  adminRefund: restProcedure(adminProcedure, paymentsRest.adminRefund).mutation(({ ctx, input }) =>
    adminRefund(ctx.deps, input.paymentId, { id: ctx.user.id, email: ctx.user.email }),
  ),
});
