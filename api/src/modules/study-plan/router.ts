import { restProcedure } from '../../rest-meta';
import { authedProcedure, router } from '../../trpc';
import { studyPlanRest } from './rest-paths';
import { skipDiagnostic, studyPlan } from './service';

export const studyPlanRouter = router({
  /** A paid exam's plan: today's work and the days ahead. */
  get: restProcedure(authedProcedure, studyPlanRest.get).query(({ ctx, input }) =>
    studyPlan(ctx.deps, ctx.user, input.examTypeId, input.utcOffsetMinutes),
  ),
  /** The student skips the diagnostic. */
  skipDiagnostic: restProcedure(authedProcedure, studyPlanRest.skipDiagnostic).mutation(
    ({ ctx, input }) =>
      skipDiagnostic(ctx.deps, ctx.user, input.examTypeId, input.utcOffsetMinutes),
  ),
});
