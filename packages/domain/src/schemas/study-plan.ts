/**
 * Study plan procedures' inputs and outputs (issue 26, decision 0042): the diagnostic, today's
 * work and the plan to the exam date.
 */
import { z } from 'zod';
import { PLAN_MAX_DAYS } from '../readiness/study-plan';
import { examTypeIdInputSchema } from './practice';

/** The student's time zone as minutes east of UTC (UTC−12 to UTC+14), so days are theirs. */
export const utcOffsetMinutesSchema = z.coerce
  .number({ error: 'The time zone offset must be a number of minutes' })
  .int('The time zone offset must be whole minutes')
  .min(-720, 'The time zone offset is at least −720 minutes (UTC−12)')
  .max(840, 'The time zone offset is at most 840 minutes (UTC+14)')
  .default(0);

export const studyPlanInputSchema = examTypeIdInputSchema.extend({
  utcOffsetMinutes: utcOffsetMinutesSchema,
});
export type StudyPlanInput = z.input<typeof studyPlanInputSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const planQuizSchema = z.object({
  /** The blueprint section and category of the sub-area. */
  section: z.string(),
  category: z.string(),
  /** The custom quiz's section, when it narrows the category to its topics; else null. */
  quizSection: z.string().nullable(),
  count: z.number().int().min(1).max(100),
});
export type PlanQuizView = z.infer<typeof planQuizSchema>;

export const planDaySchema = z.object({
  date: isoDate,
  when: z.enum(['past', 'today', 'ahead']),
  /** Questions planned (today: those left after today's answers; past days: 0). */
  questions: z.number().int(),
  /** Questions answered that day. */
  done: z.number().int(),
  quizzes: z.array(planQuizSchema),
  /** Missed questions falling due for spaced review that day. */
  reviews: z.number().int(),
  simulation: z.boolean(),
  diagnostic: z.boolean(),
});
export type PlanDayView = z.infer<typeof planDaySchema>;

export const diagnosticStateSchema = z.enum(['due', 'in-progress', 'done', 'skipped']);

export const studyPlanSchema = z.object({
  examTypeId: z.number().int(),
  examName: z.string(),
  /** The student's today (in their time zone). */
  today: isoDate,
  startedOn: isoDate,
  lastDay: isoDate,
  endsBy: z.enum(['exam-date', 'paid-access', 'horizon']),
  examDate: isoDate.nullable(),
  /** The last day of paid access; null without an end. */
  paidUntil: isoDate.nullable(),
  totalQuestions: z.number().int(),
  doneQuestions: z.number().int(),
  unplaced: z.number().int(),
  simulation: z.object({ date: isoDate, done: z.boolean() }),
  diagnostic: z.object({ state: diagnosticStateSchema, questions: z.number().int() }),
  days: z.array(planDaySchema).max(2 * PLAN_MAX_DAYS + 1),
});
export type StudyPlanView = z.infer<typeof studyPlanSchema>;

export const skipDiagnosticOutputSchema = z.object({
  examTypeId: z.number().int(),
  skippedAt: z.string(),
});
