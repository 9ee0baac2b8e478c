import { z } from 'zod';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
} from '../admin';
import { EXAM_IDS } from '../exams';
import { questionTextField } from '../question-content';
import { answerLetterSchema, difficultySchema, questionSchema } from './practice';

export const adminExamTypeIdSchema = z.coerce
  .number({ error: 'Exam type is required' })
  .int('Exam type must be a whole number')
  .refine((id) => EXAM_IDS.includes(id), 'Exam type must be one of the catalogue ids 1 to 7');

const questionIdSchema = z.coerce
  .number({ error: 'Question id must be a number' })
  .int('Question id must be a whole number')
  .positive('Question id must be a positive number')
  .max(2_147_483_647, 'Question id is too large');

/** Spec §7 POST /api/questions (and the /upload form): one single-answer question. */
export const questionInputSchema = z.strictObject({
  examTypeId: adminExamTypeIdSchema,
  // Text fields: lengths and characters by the one question validation (question-content.ts).
  category: questionTextField('category', { required: true }),
  /** A reading passage or data table the question refers to; empty means none. */
  passage: questionTextField('passage')
    .optional()
    .transform((value) => value || undefined),
  questionText: questionTextField('questionText', { required: true }),
  optionA: questionTextField('optionA', { required: true }),
  optionB: questionTextField('optionB', { required: true }),
  optionC: questionTextField('optionC', { required: true }),
  optionD: questionTextField('optionD', { required: true }),
  /** A fifth option (five-option items, as CLEP's); empty means none. */
  optionE: questionTextField('optionE')
    .optional()
    .transform((value) => value || undefined),
  correctAnswer: answerLetterSchema,
  explanation: questionTextField('explanation', { required: true }),
  difficulty: difficultySchema.default('medium'),
});
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** An edit: the question's id and the fields that change. */
export const questionEditSchema = questionInputSchema
  .omit({ difficulty: true })
  .extend({ difficulty: difficultySchema })
  .partial()
  .extend({ id: questionIdSchema });
export type QuestionEdit = z.infer<typeof questionEditSchema>;

export const questionIdInputSchema = z.strictObject({ id: questionIdSchema });

/** Filters of the admin list (all optional) and its page. */
export const adminQuestionFilterSchema = z.strictObject({
  examTypeId: adminExamTypeIdSchema.optional(),
  category: z.string().trim().max(80).optional(),
  difficulty: difficultySchema.optional(),
  /** 'active' (default), 'retired' or 'all'. */
  status: z
    .enum(['active', 'retired', 'all'], { error: 'Status must be active, retired or all' })
    .default('active'),
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(ADMIN_MAX_PAGE_SIZE, `Limit must be at most ${ADMIN_MAX_PAGE_SIZE}`)
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'Offset must be a number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be 0 or more')
    .max(1_000_000, 'Offset is too large')
    .default(0),
});
export type AdminQuestionFilter = z.infer<typeof adminQuestionFilterSchema>;

/**
 * Spec §7 GET /api/questions, "all questions (admin)": the same filters; without `limit`
 * every matching question (bounded by ADMIN_LIST_ALL_MAX), with it one page.
 */
export const adminQuestionListSchema = adminQuestionFilterSchema.extend({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(ADMIN_MAX_PAGE_SIZE, `Limit must be at most ${ADMIN_MAX_PAGE_SIZE}`)
    .optional(),
});
export type AdminQuestionList = z.infer<typeof adminQuestionListSchema>;

/** A question as the admin sees it: spec §3 plus its state. */
export const adminQuestionSchema = questionSchema.extend({
  isActive: z.boolean(),
  updatedAt: z.string(),
  /** The earlier version this one replaced (an edit of an answered question), or null. */
  replacesId: z.number().int().nullable(),
  replacedById: z.number().int().nullable(),
  /** From the seed files (null for questions added by admins). */
  seedKey: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionPageSchema = z.object({
  questions: z.array(adminQuestionSchema),
  total: z.number().int(),
});
export type AdminQuestionPage = z.infer<typeof adminQuestionPageSchema>;

/** Spec §2 Questions Manager stats. */
export const questionStatsSchema = z.object({
  total: z.number().int(),
  examTypes: z.number().int(),
  categories: z.number().int(),
  addedToday: z.number().int(),
  retired: z.number().int(),
});
export type QuestionStats = z.infer<typeof questionStatsSchema>;

/** One problem of a bulk import: the file's line (CSV) or item number (JSON). */
export const importProblemSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  problem: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importReportSchema = z.object({
  /** Questions in the file. */
  rows: z.number().int(),
  /** Questions written (0 unless every row is valid). */
  imported: z.number().int(),
  problems: z.array(importProblemSchema),
  /** Problems beyond those listed. */
  moreProblems: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const reportReasonSchema = z.enum(REPORT_REASONS, {
  error: 'Choose what is wrong: wrong_key, unclear, typo or other',
});

/** A student's report on a question they answered. */
export const questionReportInputSchema = z.strictObject({
  questionId: questionIdSchema,
  reason: reportReasonSchema,
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`)
    .default(''),
});
export type QuestionReportInput = z.infer<typeof questionReportInputSchema>;

export const questionReportAckSchema = z.object({ message: z.string() });

export const reportStatusSchema = z.enum(REPORT_STATUSES);

/** One report in the admin queue. */
export const questionReportSchema = z.object({
  id: z.string(),
  reason: reportReasonSchema,
  details: z.string(),
  status: reportStatusSchema,
  studentEmail: z.string(),
  createdAt: z.string(),
  resolutionNote: z.string().nullable(),
  handledAt: z.string().nullable(),
});

/** The queue: reports grouped by question, open ones first. */
export const reportGroupSchema = z.object({
  question: adminQuestionSchema,
  open: z.number().int(),
  reasons: z.record(z.string(), z.number().int()),
  lastReportedAt: z.string(),
  reports: z.array(questionReportSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueInputSchema = z
  .strictObject({
    status: z
      .enum(['open', 'handled'], { error: 'Status must be open or handled' })
      .default('open'),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .default({ status: 'open', limit: 25 });

export const reportDecisionSchema = z.strictObject({
  questionId: questionIdSchema,
  decision: z.enum(['resolved', 'dismissed'], { error: 'Decision must be resolved or dismissed' }),
  note: z
    .string({ error: 'A note is required' })
    .trim()
    .min(1, 'A note is required')
    .max(1000, 'The note must be at most 1000 characters'),
});
export const reportDecisionResultSchema = z.object({ handled: z.number().int() });

/** Item statistics of one question. */
export const itemStatSchema = z.object({
  questionId: z.number().int(),
  examTypeId: z.number().int(),
  category: z.string(),
  questionText: z.string(),
  correctAnswer: z.string(),
  answered: z.number().int(),
  /** Share answered correctly, 0–1 (null before any answer). */
  facility: z.number().nullable(),
  /** Correlation of the item with the rest of the test, −1 to 1 (null when undefined). */
  discrimination: z.number().nullable(),
  /** Share of answers on each option, 0–1. */
  shares: z.object({
    A: z.number(),
    B: z.number(),
    C: z.number(),
    D: z.number(),
    E: z.number().optional(),
    F: z.number().optional(),
  }),
  /** The bank's difficulty label, the prior calibration starts from. */
  difficultyLabel: difficultySchema,
  /**
   * The item's Rasch calibration (decisions 0036, 0038), null before its answers have been
   * counted (its difficulty is then its label's prior).
   */
  calibration: z
    .object({
      /** Estimated difficulty, logits (0: an average item; the labels' priors are −1, 0, 1). */
      difficulty: z.number(),
      /** Its standard error, logits. */
      se: z.number(),
      /** Students' first answers it was calibrated from. */
      answers: z.number().int(),
      /** The label whose prior mean is nearest the estimate (where it sits against its label). */
      nearestLabel: difficultySchema,
      /** Information-weighted and unweighted mean squares (1 when answers fit the model). */
      infit: z.number().nullable(),
      outfit: z.number().nullable(),
      /** Outside the fit bounds; null below MIN_ANSWERS_FOR_FIT answers (not judged yet). */
      misfit: z.boolean().nullable(),
    })
    .nullable(),
  flags: z.array(
    z.enum(['too_hard', 'too_easy', 'low_discrimination', 'misfit_erratic', 'misfit_predictable']),
  ),
});
export type ItemStat = z.infer<typeof itemStatSchema>;

export const itemStatsInputSchema = z
  .strictObject({
    examTypeId: adminExamTypeIdSchema.optional(),
    flaggedOnly: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
      .default(false),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .default({ flaggedOnly: false, limit: 50, offset: 0 });

export const itemStatsPageSchema = z.object({
  items: z.array(itemStatSchema),
  total: z.number().int(),
  flagged: z.number().int(),
});
