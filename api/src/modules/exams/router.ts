import { questionCountsSchema } from '@app/domain';
import { restProcedure } from '../../rest-meta';
import { publicProcedure, router } from '../../trpc';
import { examsRest } from './rest-paths';

export const examsRouter = router({
  list: restProcedure(publicProcedure, examsRest.list).query(({ ctx }) => ctx.deps.exams.list()),
  /** Active questions per exam, from the in-memory pools (the Services page's badges). */
  questionCounts: publicProcedure.output(questionCountsSchema).query(({ ctx }) =>
    Promise.all(
      ctx.deps.exams.list().map(async (exam) => {
        const pool = await ctx.deps.questionPool.forExam(exam.id);
        const perCategory = new Map<string, number>();
        for (const entry of pool) {
          perCategory.set(entry.category, (perCategory.get(entry.category) ?? 0) + 1);
        }
        return {
          examTypeId: exam.id,
          count: pool.length,
          categories: exam.categories.map((c) => ({
            category: c.title,
            count: perCategory.get(c.title) ?? 0,
          })),
        };
      }),
    ),
  ),
});
