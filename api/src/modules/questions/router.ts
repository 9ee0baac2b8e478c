import { IMPORT_MAX_BYTES, importReportSchema } from '@app/domain';
import { z } from 'zod';
import { restProcedure } from '../../rest-meta';
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
import { questionsRest } from './rest-paths';

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

/** The question bank as administrators manage it (spec §2 Questions Manager, §7). */
export const questionsRouter = router({
  /** Spec §7 GET /api/questions: all questions (admin), newest first; a page on request. */
  list: restProcedure(adminProcedure, questionsRest.list).query(({ ctx, input }) =>
    listAllQuestions(ctx.deps, input, ctx.resHeaders),
  ),

  /** The same list with its total, for the Questions Manager's pages. */
  search: restProcedure(adminProcedure, questionsRest.search).query(({ ctx, input }) =>
    searchQuestions(ctx.deps, input),
  ),

  stats: restProcedure(adminProcedure, questionsRest.stats).query(({ ctx }) =>
    questionStats(ctx.deps),
  ),

  get: restProcedure(adminProcedure, questionsRest.get).query(({ ctx, input }) =>
    getQuestion(ctx.deps, input.id),
  ),

  /** Spec §7 POST /api/questions. */
  create: restProcedure(adminProcedure, questionsRest.create).mutation(({ ctx, input }) =>
    createQuestion(ctx.deps, actorOf(ctx.user), input),
  ),

  /** An edit; a question students were served is copied on write (decision 0011). */
  update: restProcedure(adminProcedure, questionsRest.update).mutation(({ ctx, input }) =>
    editQuestion(ctx.deps, actorOf(ctx.user), input),
  ),

  retire: restProcedure(adminProcedure, questionsRest.retire).mutation(({ ctx, input }) =>
    setQuestionActive(ctx.deps, actorOf(ctx.user), input.id, false),
  ),

  restore: restProcedure(adminProcedure, questionsRest.restore).mutation(({ ctx, input }) =>
    setQuestionActive(ctx.deps, actorOf(ctx.user), input.id, true),
  ),

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
