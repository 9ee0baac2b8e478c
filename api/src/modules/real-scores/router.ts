import { restProcedure } from '../../rest-meta';
import { adminProcedure, authedProcedure, router } from '../../trpc';
import { realScoresRest } from './rest-paths';
import { calibrationTable, myRealScores, reportRealScore } from './service';

export const realScoresRouter = router({
  /** A real score after the exam, with consent. */
  report: restProcedure(authedProcedure, realScoresRest.report).mutation(({ ctx, input }) =>
    reportRealScore(ctx.deps, ctx.user, input, ctx.resHeaders),
  ),
  /** The student's reported scores of one exam. */
  mine: restProcedure(authedProcedure, realScoresRest.mine).query(({ ctx, input }) =>
    myRealScores(ctx.deps, ctx.user.id, input.examTypeId),
  ),
  /** Admin only: predicted against real per exam. */
  calibration: restProcedure(adminProcedure, realScoresRest.calibration).query(({ ctx }) =>
    calibrationTable(ctx.deps),
  ),
});
