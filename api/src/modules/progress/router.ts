import { examAccessSchema, examTypeIdInputSchema, scoreHistorySchema } from '@app/domain';
import { z } from 'zod';
import { restProcedure } from '../../rest-meta';
import { authedProcedure, router } from '../../trpc';
import { progressRest } from './rest-paths';
import { examAccess, scoreHistory, userProgress } from './service';

export const progressRouter = router({
  /** Spec §7 GET /api/user-progress: one entry per exam with completed tests. */
  list: restProcedure(authedProcedure, progressRest.list).query(({ ctx }) =>
    userProgress(ctx.deps, ctx.user),
  ),
  /** Scores over time of one exam (oldest first). */
  history: authedProcedure
    .input(examTypeIdInputSchema)
    .output(scoreHistorySchema)
    .query(({ ctx, input }) => scoreHistory(ctx.deps, ctx.user, input.examTypeId)),
  /** Per exam: premium or free questions left, a test to resume, reviews due. */
  access: authedProcedure
    .output(z.array(examAccessSchema))
    .query(({ ctx }) => examAccess(ctx.deps, ctx.user)),
});
