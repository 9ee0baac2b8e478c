import {
  ADMIN_LIST_ALL_MAX,
  ADMIN_MAX_PAGE_SIZE,
  adminQuestionFilterSchema,
  adminQuestionListSchema,
  adminQuestionPageSchema,
  adminQuestionSchema,
  IMPORT_MAX_BYTES,
  importReportSchema,
  questionEditSchema,
  questionIdInputSchema,
  questionInputSchema,
  questionStatsSchema,
} from '@app/domain';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';
import {
  createQuestion,
  editQuestion,
  getQuestion,
  listAllQuestions,
  questionStats,
  searchQuestions,
  setQuestionActive,
} from './admin-service';
import { importQuestions } from './import';

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

/** The question bank as administrators manage it (spec §2 Questions Manager, §7). */
export const questionsRouter = router({
  /** Spec §7 GET /api/questions: all questions (admin), newest first; a page on request. */
  list: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/questions',
        summary: `All questions with their keys, newest first (administrators); X-Total-Count says how many match. Filters: examTypeId, category, difficulty, status (active|retired|all), q. Without limit: every match (at most ${ADMIN_LIST_ALL_MAX} in one answer; a Link header rel="next" then names the rest); limit (≤ ${ADMIN_MAX_PAGE_SIZE}) and offset: one page.`,
        access: 'admin',
        tags: ['questions'],
      },
    })
    .input(adminQuestionListSchema.default({ status: 'active', offset: 0 }))
    .output(z.array(adminQuestionSchema))
    .query(({ ctx, input }) => listAllQuestions(ctx.deps, input, ctx.resHeaders)),

  /** The same list with its total, for the Questions Manager's pages. */
  search: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/questions',
        summary: 'A page of questions and the total matching the filters (administrators).',
        access: 'admin',
        tags: ['questions'],
      },
    })
    .input(adminQuestionFilterSchema.default({ status: 'active', limit: 25, offset: 0 }))
    .output(adminQuestionPageSchema)
    .query(({ ctx, input }) => searchQuestions(ctx.deps, input)),

  stats: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/questions/stats',
        summary: 'Active questions, exam types, categories, added today, retired.',
        access: 'admin',
        tags: ['questions'],
      },
    })
    .output(questionStatsSchema)
    .query(({ ctx }) => questionStats(ctx.deps)),

  get: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/questions/{id}',
        summary: 'One question with its key and state (administrators).',
        access: 'admin',
        tags: ['questions'],
      },
    })
    .input(questionIdInputSchema)
    .output(adminQuestionSchema)
    .query(({ ctx, input }) => getQuestion(ctx.deps, input.id)),

  /** Spec §7 POST /api/questions. */
  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/questions',
        summary: 'Add a single-answer question (administrators); answers the question, 201.',
        access: 'admin',
        status: 201,
        tags: ['questions'],
      },
    })
    .input(questionInputSchema)
    .output(adminQuestionSchema)
    .mutation(({ ctx, input }) => createQuestion(ctx.deps, actorOf(ctx.user), input)),

  /** An edit; a question students were served is copied on write (decision 0011). */
  update: adminProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/questions/{id}',
        summary:
          'Edit a question (administrators). A question already served to students keeps its old version for their reviews; the answer is the current version (a new id then).',
        access: 'admin',
        tags: ['questions'],
      },
    })
    .input(questionEditSchema)
    .output(adminQuestionSchema)
    .mutation(({ ctx, input }) => editQuestion(ctx.deps, actorOf(ctx.user), input)),

  retire: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/questions/{id}/retire',
        summary: 'Stop serving a question (administrators); past reviews keep it.',
        access: 'admin',
        tags: ['questions'],
      },
    })
    .input(questionIdInputSchema)
    .output(adminQuestionSchema)
    .mutation(({ ctx, input }) => setQuestionActive(ctx.deps, actorOf(ctx.user), input.id, false)),

  restore: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/questions/{id}/restore',
        summary: 'Serve a retired question again (administrators).',
        access: 'admin',
        tags: ['questions'],
      },
    })
    .input(questionIdInputSchema)
    .output(adminQuestionSchema)
    .mutation(({ ctx, input }) => setQuestionActive(ctx.deps, actorOf(ctx.user), input.id, true)),

  /**
   * A bulk import of a CSV, JSON or GIFT file for typed clients (at most 1 MB over /trpc;
   * larger files go to POST /api/admin/questions/import as multipart/form-data). The format is
   * told by the filename's extension (.csv, .json, .gift), else by the content.
   */
  import: adminProcedure
    .input(
      z.strictObject({
        filename: z.string().trim().max(200).default('upload'),
        content: z.string().max(IMPORT_MAX_BYTES, 'The file is too large'),
      }),
    )
    .output(importReportSchema)
    .mutation(({ ctx, input }) => importQuestions(ctx.deps, actorOf(ctx.user), input)),
});
