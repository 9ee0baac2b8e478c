import { examTypeListSchema } from '@app/domain';
import { publicProcedure, router } from '../../trpc';

export const examsRouter = router({
  list: publicProcedure.output(examTypeListSchema).query(({ ctx }) => ctx.deps.exams.list()),
});
