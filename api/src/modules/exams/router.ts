import { examTypeListSchema } from '@app/domain';
import { memoizedParser } from '../../lib/memoized-parser';
import { publicProcedure, router } from '../../trpc';

const examTypeListOutput = memoizedParser(examTypeListSchema);

export const examsRouter = router({
  list: publicProcedure.output(examTypeListOutput).query(({ ctx }) => ctx.deps.exams.list()),
});
