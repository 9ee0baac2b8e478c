import { blogRouter } from './modules/blog/router';
import { examsRouter } from './modules/exams/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  exams: examsRouter,
  blog: blogRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
