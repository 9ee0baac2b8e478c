import {
  itemStatsInputSchema,
  itemStatsPageSchema,
  questionReportAckSchema,
  questionReportInputSchema,
  reportDecisionResultSchema,
  reportDecisionSchema,
  reportGroupSchema,
  reportQueueInputSchema,
} from '@app/domain';
import { z } from 'zod';
import { adminProcedure, authedProcedure, router } from '../../trpc';
import { itemStatsPage } from './item-stats';
import { decideReports, reportQuestion, reportQueue } from './reports';

/** Students' reports on questions, and the admin's queue of them. */
export const reportsRouter = router({
  /** 'Report a problem with this question' (review and tutor screens). */
  create: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/question-reports',
        summary:
          'Report a problem with a question you were served (reason wrong_key|unclear|typo|other, details); one open report per question.',
        access: 'user',
        status: 201,
        tags: ['questions'],
      },
    })
    .input(questionReportInputSchema)
    .output(questionReportAckSchema)
    .mutation(({ ctx, input }) => reportQuestion(ctx.deps, ctx.user, input, ctx.resHeaders)),

  queue: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/question-reports',
        summary: 'Reported questions with their reports, most reported first (administrators).',
        access: 'admin',
        tags: ['questions'],
      },
    })
    .input(reportQueueInputSchema)
    .output(z.array(reportGroupSchema))
    .query(({ ctx, input }) => reportQueue(ctx.deps, input)),

  decide: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/question-reports/{questionId}',
        summary: "Resolve or dismiss a question's open reports with a note (administrators).",
        access: 'admin',
        tags: ['questions'],
      },
    })
    .input(reportDecisionSchema)
    .output(reportDecisionResultSchema)
    .mutation(({ ctx, input }) =>
      decideReports(ctx.deps, { id: ctx.user.id, email: ctx.user.email }, input),
    ),

  /** Item statistics per question (Moodle's quiz statistics as the model), flagged first. */
  itemStats: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/item-stats',
        summary:
          'Per question: answers, facility, discrimination index, option shares and flags (administrators).',
        access: 'admin',
        tags: ['questions'],
      },
    })
    .input(itemStatsInputSchema)
    .output(itemStatsPageSchema)
    .query(({ ctx, input }) => itemStatsPage(ctx.deps, input)),
});
