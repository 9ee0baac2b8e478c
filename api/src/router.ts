import { reportsRouter } from './modules/admin/router';
import { authRouter } from './modules/auth/router';
import { blogRouter } from './modules/blog/router';
import { contactRouter } from './modules/contact/router';
import { contentRouter } from './modules/content/router';
import { examsRouter } from './modules/exams/router';
import { newsletterRouter } from './modules/newsletter/router';
import { paymentsRouter } from './modules/payments/router';
import { practiceRouter } from './modules/practice/router';
import { progressRouter } from './modules/progress/router';
import { questionsRouter } from './modules/questions/router';
import { readinessRouter } from './modules/readiness/router';
import { realScoresRouter } from './modules/real-scores/router';
import { remindersRouter } from './modules/reminders/router';
import { studyPlanRouter } from './modules/study-plan/router';
import { subscriptionsRouter } from './modules/subscriptions/router';
import { usersRouter } from './modules/users/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  exams: examsRouter,
  blog: blogRouter,
  content: contentRouter,
  users: usersRouter,
  practice: practiceRouter,
  questions: questionsRouter,
  reports: reportsRouter,
  progress: progressRouter,
  subscriptions: subscriptionsRouter,
  payments: paymentsRouter,
  readiness: readinessRouter,
  studyPlan: studyPlanRouter,
  reminders: remindersRouter,
  realScores: realScoresRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
