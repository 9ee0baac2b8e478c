import { reportsRest } from './modules/admin/rest-paths';
import { authRest } from './modules/auth/rest-paths';
import { blogRest } from './modules/blog/rest-paths';
import { contactRest } from './modules/contact/rest-paths';
import { contentRest } from './modules/content/rest-paths';
import { examsRest } from './modules/exams/rest-paths';
import { newsletterRest } from './modules/newsletter/rest-paths';
import { paymentsRest } from './modules/payments/rest-paths';
import { practiceRest } from './modules/practice/rest-paths';
import { progressRest } from './modules/progress/rest-paths';
import { questionsRest } from './modules/questions/rest-paths';
import { readinessRest } from './modules/readiness/rest-paths';
import { realScoresRest } from './modules/real-scores/rest-paths';
import { remindersRest } from './modules/reminders/rest-paths';
import { studyPlanRest } from './modules/study-plan/rest-paths';
import { subscriptionsRest } from './modules/subscriptions/rest-paths';
import { usersRest } from './modules/users/rest-paths';
import type { RestDeclaration } from './rest-meta';

/**
 * Every REST path of a procedure (decision 0033), in appRouter's order (router.ts), which is
 * the order of the OpenAPI document. The api mounts these (rest-routes.ts) and documents them
 * (openapi.ts); rest-registry.test.ts checks the list against the router's procedures.
 */
export const restRegistry: readonly RestDeclaration[] = [
  authRest,
  contactRest,
  newsletterRest,
  examsRest,
  blogRest,
  contentRest,
  usersRest,
  practiceRest,
  questionsRest,
  reportsRest,
  progressRest,
  subscriptionsRest,
  paymentsRest,
  readinessRest,
  studyPlanRest,
  remindersRest,
  realScoresRest,
].flatMap((declarations): RestDeclaration[] => Object.values(declarations));
