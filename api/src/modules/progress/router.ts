import {
  examAccessSchema,
  examTypeIdInputSchema,
  scoreHistorySchema,
  userProgressSchema,
} from '@app/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc';
import { examAccess, scoreHistory, userProgress } from './service';

export const progressRouter = router({
  /** Spec §7 GET /api/user-progress: one entry per exam with completed tests. */
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/user-progress',
        summary: 'Progress per exam.',
        access: 'user',
        tags: ['progress'],
      },
    })
    .output(z.array(userProgressSchema))
    .query(({ ctx }) => userProgress(ctx.deps, ctx.user)),
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
