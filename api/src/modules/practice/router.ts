import {
  accommodationsSchema,
  advanceInputSchema,
  answerInputSchema,
  answerOutputSchema,
  bookmarkInputSchema,
  bookmarkListSchema,
  closeSectionInputSchema,
  endBreakInputSchema,
  examTypeIdInputSchema,
  flagInputSchema,
  itemMarksSchema,
  markInputSchema,
  sessionIdInputSchema,
  sessionViewSchema,
  startSectionInputSchema,
  startSessionInputSchema,
  testResultSchema,
} from '@app/domain';
import { z } from 'zod';
import { restProcedure } from '../../rest-meta';
import { authedProcedure, router } from '../../trpc';
import { listBookmarks, setBookmark } from './bookmarks';
import { flagQuestion, markQuestion } from './item-marks';
import { practiceRest } from './rest-paths';
import { getSessionResult } from './results';
import {
  answerQuestion,
  assertCanStart,
  currentSessionView,
  getSessionView,
  listSessions,
  startSession,
  submitSession,
} from './service';
import {
  advance,
  closeSection,
  endBreak,
  getAccommodations,
  setAccommodations,
  startSection,
} from './simulation-service';

export const practiceRouter = router({
  /** Starts a test (or resumes the one in progress for that exam). */
  start: restProcedure(authedProcedure, practiceRest.start).mutation(({ ctx, input }) =>
    startSession(ctx.deps, ctx.user, input),
  ),
  /** The test in progress for an exam, or null. */
  current: authedProcedure
    .input(examTypeIdInputSchema)
    .output(sessionViewSchema.nullable())
    .query(({ ctx, input }) => currentSessionView(ctx.deps, ctx.user, input.examTypeId)),
  /** Questions of the test in progress for an exam (spec §7 GET /api/questions/{examTypeId}). */
  questions: restProcedure(authedProcedure, practiceRest.questions).query(
    async ({ ctx, input }) => {
      const view = await currentSessionView(ctx.deps, ctx.user, input.examTypeId);
      if (view) return view.questions;
      await assertCanStart(ctx.deps, ctx.user, input.examTypeId);
      // Spec §4/§7: the client loads the questions first, then creates the session with
      // them; so this read starts the test (a timed one: the free 3, or 20). A navigation
      // from another site never starts one (it would spend a free session).
      if (ctx.req.headers.get('sec-fetch-site') === 'cross-site') return [];
      const started = await startSession(
        ctx.deps,
        ctx.user,
        startSessionInputSchema.parse({ examTypeId: input.examTypeId }),
      );
      return started.questions;
    },
  ),
  get: authedProcedure
    .input(sessionIdInputSchema)
    .output(sessionViewSchema)
    .query(({ ctx, input }) => getSessionView(ctx.deps, ctx.user, input.sessionId)),
  answer: authedProcedure
    .input(answerInputSchema)
    .output(answerOutputSchema)
    .mutation(({ ctx, input }) => answerQuestion(ctx.deps, ctx.user, input)),
  flag: authedProcedure
    .input(flagInputSchema)
    .output(z.object({ flagged: z.boolean() }))
    .mutation(({ ctx, input }) => flagQuestion(ctx.deps, ctx.user, input)),
  submit: restProcedure(authedProcedure, practiceRest.submit).mutation(({ ctx, input }) =>
    submitSession(ctx.deps, ctx.user, input),
  ),
  result: authedProcedure
    .input(sessionIdInputSchema)
    .output(testResultSchema)
    .query(({ ctx, input }) => getSessionResult(ctx.deps, ctx.user, input.sessionId)),
  /** Completed tests, newest first (spec §7 GET /api/test-sessions). */
  list: restProcedure(authedProcedure, practiceRest.list).query(({ ctx, input }) =>
    listSessions(ctx.deps, ctx.user, input),
  ),
  /** The student's tool marks on an item: struck options and highlights, kept with the test. */
  mark: authedProcedure
    .input(markInputSchema)
    .output(z.object({ marks: itemMarksSchema }))
    .mutation(({ ctx, input }) => markQuestion(ctx.deps, ctx.user, input)),
  /**
   * Simulations: start the open section's clock (leaving its intro), close it (it locks), end
   * a break, move on where there is no going back.
   */
  startSection: authedProcedure
    .input(startSectionInputSchema)
    .output(sessionViewSchema)
    .mutation(({ ctx, input }) => startSection(ctx.deps, ctx.user, input)),
  closeSection: authedProcedure
    .input(closeSectionInputSchema)
    .output(sessionViewSchema)
    .mutation(({ ctx, input }) => closeSection(ctx.deps, ctx.user, input)),
  endBreak: authedProcedure
    .input(endBreakInputSchema)
    .output(sessionViewSchema)
    .mutation(({ ctx, input }) => endBreak(ctx.deps, ctx.user, input)),
  advance: authedProcedure
    .input(advanceInputSchema)
    .output(sessionViewSchema)
    .mutation(({ ctx, input }) => advance(ctx.deps, ctx.user, input)),
  /** The student's extended time and extra breaks, applied to every test they start. */
  accommodations: authedProcedure
    .output(accommodationsSchema)
    .query(({ ctx }) => getAccommodations(ctx.deps, ctx.user)),
  setAccommodations: authedProcedure
    .input(accommodationsSchema)
    .output(accommodationsSchema)
    .mutation(({ ctx, input }) => setAccommodations(ctx.deps, ctx.user, input)),
  bookmark: authedProcedure
    .input(bookmarkInputSchema)
    .output(z.object({ bookmarked: z.boolean() }))
    .mutation(({ ctx, input }) => setBookmark(ctx.deps, ctx.user, input, ctx.resHeaders)),
  bookmarks: authedProcedure
    .input(examTypeIdInputSchema.partial().default({}))
    .output(bookmarkListSchema)
    .query(({ ctx, input }) => listBookmarks(ctx.deps, ctx.user, input.examTypeId)),
});
