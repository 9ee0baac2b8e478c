import { restProcedure } from '../../rest-meta';
import { adminProcedure, authedProcedure, router } from '../../trpc';
import { itemStatsPage } from './item-stats';
import { decideReports, reportQuestion, reportQueue } from './reports';
import { reportsRest } from './rest-paths';

/** Students' reports on questions, and the admin's queue of them. */
export const reportsRouter = router({
  /** 'Report a problem with this question' (review and tutor screens). */
  create: restProcedure(authedProcedure, reportsRest.create).mutation(({ ctx, input }) =>
    reportQuestion(ctx.deps, ctx.user, input, ctx.resHeaders),
  ),

  queue: restProcedure(adminProcedure, reportsRest.queue).query(({ ctx, input }) =>
    reportQueue(ctx.deps, input),
  ),

  decide: restProcedure(adminProcedure, reportsRest.decide).mutation(({ ctx, input }) =>
    decideReports(ctx.deps, { id: ctx.user.id, email: ctx.user.email }, input),
  ),

  /** Item statistics per question (Moodle's quiz statistics as the model), flagged first. */
  itemStats: restProcedure(adminProcedure, reportsRest.itemStats).query(({ ctx, input }) =>
    itemStatsPage(ctx.deps, input),
  ),
});
