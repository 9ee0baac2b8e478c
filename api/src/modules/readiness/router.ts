import { restProcedure } from '../../rest-meta';
import { authedProcedure, router } from '../../trpc';
import { readinessRest } from './rest-paths';
import { examReadiness, readinessOverview, setTarget } from './service';

export const readinessRouter = router({
  /** Every paid exam's readiness (the dashboard's view). */
  overview: restProcedure(authedProcedure, readinessRest.overview).query(({ ctx }) =>
    readinessOverview(ctx.deps, ctx.user),
  ),
  /** One paid exam's readiness. */
  exam: restProcedure(authedProcedure, readinessRest.exam).query(({ ctx, input }) =>
    examReadiness(ctx.deps, ctx.user, input.examTypeId),
  ),
  /** The student's exam date and target for a paid exam. */
  setTarget: restProcedure(authedProcedure, readinessRest.setTarget).mutation(({ ctx, input }) =>
    setTarget(ctx.deps, ctx.user, input, ctx.resHeaders),
  ),
});
