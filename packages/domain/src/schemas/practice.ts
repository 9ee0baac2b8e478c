import { z } from 'zod';
import { ITEM_TYPES, MAX_RESPONSE_LENGTH } from '../item-types';
import { questionIdSchema, testSessionIdSchema } from './ids';
import {
  itemMarksSchema,
  sectionResultSchema,
  sessionSectionSchema,
  simulationStateSchema,
} from './simulation';

export { testSessionIdSchema };

import {
  ANSWER_LETTERS,
  DIFFICULTIES,
  MAX_TEST_QUESTIONS,
  MIN_TEST_QUESTIONS,
  REQUESTABLE_MODES,
  TEST_MODES,
} from '../practice';

export const answerLetterSchema = z.enum(ANSWER_LETTERS, {
  error: 'Answer must be one of A, B, C, D (or E on a five-option question)',
});
/**
 * A response to any item type as it travels (see item-types.ts): a letter, letters, or a
 * number as typed. Whether it suits its item is checked by the server against the item.
 */
export const responseSchema = z
  .string({ error: 'An answer must be text, such as "B", "ACE" or "12.5"' })
  .trim()
  .min(1, 'An answer is required (send null to clear it)')
  .max(MAX_RESPONSE_LENGTH, `An answer is at most ${MAX_RESPONSE_LENGTH} characters`);
export const itemTypeSchema = z.enum(ITEM_TYPES, {
  error: 'Type must be single, multiple-select, ordered or numeric',
});
export const difficultySchema = z.enum(DIFFICULTIES, {
  error: 'Difficulty must be easy, medium or hard',
});
export const testModeSchema = z.enum(TEST_MODES);

const examTypeIdSchema = z.coerce
  .number({ error: 'Exam type id must be a number' })
  .int('Exam type id must be a whole number')
  .positive('Exam type id must be a positive number');

// The seed files' question schema is the file import's item schema: schemas/question-file.ts.

/** A question as a student sees it during a test: no key, no explanation. */
export const practiceQuestionSchema = z.object({
  id: z.number().int(),
  examTypeId: z.number().int(),
  category: z.string(),
  /**
   * 'single' (spec §3's four options and one key), or an alternate type: 'multiple-select',
   * 'ordered' (optionA… are the steps, scrambled) or 'numeric' (no options: optionA–D are
   * empty strings; the answer is a number, in `unit` when one is given).
   */
  type: itemTypeSchema,
  /** The reading passage or data table the question refers to (shared by several), if any. */
  passage: z.string().optional(),
  questionText: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  optionC: z.string(),
  optionD: z.string(),
  /** Present on questions with a fifth (and sixth) option only. */
  optionE: z.string().optional(),
  optionF: z.string().optional(),
  /** Numeric items: the unit of the answer, shown beside the box ('mL', '%'). */
  unit: z.string().optional(),
  difficulty: difficultySchema,
  createdAt: z.string(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

/** A question as spec §3 describes it (admin, and after a test for its review). */
export const questionSchema = practiceQuestionSchema.extend({
  /** A letter (single); letters A–F in alphabetical order (multiple-select); letters in the
   *  right order (ordered); a plain number (numeric). */
  correctAnswer: z.string(),
  /** Numeric items: answers within this distance of the key count (absent: exact). */
  tolerance: z.number().optional(),
  explanation: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** A question in the results review: the key, the explanation and what the student chose. */
export const reviewedQuestionSchema = questionSchema.extend({
  /** The response as given (see item-types.ts), or null when unanswered. */
  userAnswer: z.string().nullable(),
  isCorrect: z.boolean(),
  /** Its number in the test (1 = the first question), also when only the misses are shown. */
  number: z.number().int().min(1),
  /** The student flagged it during the test. */
  flagged: z.boolean(),
  /**
   * How students answered it: the share (0–1) choosing each option, once at least
   * ANSWER_SHARES_MIN answers are counted; null before that.
   */
  answerShares: z
    .object({
      answered: z.number().int(),
      A: z.number(),
      B: z.number(),
      C: z.number(),
      D: z.number(),
      E: z.number().optional(),
      F: z.number().optional(),
    })
    .nullable(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestionSchema>;

export const startSessionInputSchema = z.object({
  examTypeId: examTypeIdSchema,
  mode: z.enum(REQUESTABLE_MODES).default('timed'),
  /** Questions in a timed test, custom quiz or review (the simulation follows its blueprint). */
  count: z.coerce
    .number({ error: 'Question count must be a number' })
    .int('Question count must be a whole number')
    .min(MIN_TEST_QUESTIONS, `Choose at least ${MIN_TEST_QUESTIONS} question`)
    .max(MAX_TEST_QUESTIONS, `Choose at most ${MAX_TEST_QUESTIONS} questions`)
    .optional(),
  /** Custom quiz: categories to draw from (titles); all when empty. */
  categories: z.array(z.string().trim().min(1).max(80)).max(10).optional(),
  /** Custom quiz: one difficulty, or all. */
  difficulty: difficultySchema.optional(),
  /** Simulation: section labels to include (e.g. one CLEP subject); all when empty. */
  sections: z.array(z.string().trim().min(1).max(120)).max(10).optional(),
  /** Start a new test even if one is in progress for this exam (the old one is submitted). */
  restart: z.boolean().optional(),
});
export type StartSessionInput = z.input<typeof startSessionInputSchema>;

/** Instant feedback of tutor mode, for one answered question. */
export const tutorFeedbackSchema = z.object({
  correctAnswer: z.string(),
  explanation: z.string(),
  isCorrect: z.boolean(),
});
export type TutorFeedback = z.infer<typeof tutorFeedbackSchema>;

export const examTypeRefSchema = z.object({ name: z.string(), icon: z.string() });

/** A test session as the practice screen needs it (in progress or submitted). */
export const sessionViewSchema = z.object({
  id: z.string(),
  examTypeId: z.number().int(),
  examType: examTypeRefSchema,
  mode: testModeSchema,
  status: z.enum(['in_progress', 'completed']),
  questionIds: z.array(z.number().int()),
  questions: z.array(practiceQuestionSchema),
  answers: z.record(z.string(), z.string()),
  flagged: z.array(z.number().int()),
  bookmarked: z.array(z.number().int()),
  feedback: z.record(z.string(), tutorFeedbackSchema),
  sections: z.array(sessionSectionSchema).nullable(),
  /** The student's tool marks (struck options, highlights) by question id. */
  marks: z.record(z.string(), itemMarksSchema),
  /** A sectioned simulation's clock and position now; null on every other test. */
  simulation: simulationStateSchema.nullable(),
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  remainingSeconds: z.number().int().nullable(),
  /** Set once submitted. Score as a numeric string (spec §3). */
  score: z.string().nullable(),
  completedAt: z.string().nullable(),
  timeSpent: z.number().int().nullable(),
  /** Notes for the student (e.g. a simulation shortened because the bank is smaller). */
  notice: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const answerInputSchema = z.object({
  sessionId: testSessionIdSchema,
  questionId: questionIdSchema,
  /** A response suited to the question's type (see responseSchema); null clears it. */
  answer: responseSchema.nullable(),
});
export const answerOutputSchema = z.object({
  saved: z.boolean(),
  remainingSeconds: z.number().int().nullable(),
  feedback: tutorFeedbackSchema.nullable(),
});

export const flagInputSchema = z.object({
  sessionId: testSessionIdSchema,
  questionId: questionIdSchema,
  flagged: z.boolean(),
});

export const answersMapSchema = z.record(z.string().regex(/^\d+$/), responseSchema, {
  error: (issue) => (issue.code === 'invalid_key' ? 'Answer keys must be question ids' : undefined),
});

export const submitInputSchema = z.object({
  sessionId: testSessionIdSchema,
  /** Answers not yet saved (merged over the saved ones before grading). */
  answers: answersMapSchema.optional(),
});

export const categoryResultSchema = z.object({
  category: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  accuracy: z.number().int(),
});

/** The graded result of a submitted session. */
export const testResultSchema = z.object({
  sessionId: z.string(),
  examTypeId: z.number().int(),
  mode: testModeSchema,
  score: z.number().int(),
  correctCount: z.number().int(),
  /**
   * Scored questions: what the score and correctCount are out of. A simulation's unscored
   * (pretest) items are not in it (unscoredCount); every other test has none.
   */
  total: z.number().int(),
  answeredCount: z.number().int(),
  timeSpent: z.number().int(),
  completedAt: z.string(),
  submittedBy: z.enum(['student', 'timer']),
  categories: z.array(categoryResultSchema),
  /** Premium: every question. Free: the top missed questions only. */
  review: z.array(reviewedQuestionSchema),
  isPremium: z.boolean(),
  /** Free users: explanations not shown ('+N more explanations available with premium access!'). */
  hiddenExplanations: z.number().int(),
  /**
   * Questions whose submitted answer did not suit the question's type (a letter for a
   * fill-in item, say): saved as given and graded wrong. Empty when every answer suited.
   */
  invalidAnswers: z.array(z.number().int()),
  /** A simulation's sections, each scored without its unscored items; null otherwise. */
  sections: z.array(sectionResultSchema).nullable(),
  /** Unscored (pretest) items the test held, left out of the score as on the real exam. */
  unscoredCount: z.number().int(),
});
export type TestResult = z.infer<typeof testResultSchema>;

/** A completed session in lists (spec §3 test session). */
export const testSessionSummarySchema = z.object({
  id: z.string(),
  examTypeId: z.number().int(),
  examType: examTypeRefSchema,
  mode: testModeSchema,
  questionIds: z.array(z.number().int()),
  score: z.string().nullable(),
  correctCount: z.number().int().nullable(),
  /** Scored questions (a simulation's unscored items are in unscoredCount). */
  total: z.number().int(),
  /** Unscored (pretest) items a simulation held; 0 for every other test. */
  unscoredCount: z.number().int(),
  timeSpent: z.number().int().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TestSessionSummary = z.infer<typeof testSessionSummarySchema>;

export const sessionListInputSchema = z
  .object({
    examTypeId: examTypeIdSchema.optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(100, 'Limit must be at most 100')
      .default(20),
  })
  .default({ limit: 20 });

export const sessionIdInputSchema = z.object({ sessionId: testSessionIdSchema });
export const examTypeIdInputSchema = z.object({ examTypeId: examTypeIdSchema });

/** What a student may do with each exam (dashboard cards, practice entry). */
export const examAccessSchema = z.object({
  examTypeId: z.number().int(),
  isPremium: z.boolean(),
  expiresAt: z.string().nullable(),
  freeQuestionsRemaining: z.number().int(),
  inProgressSessionId: z.string().nullable(),
  questionCount: z.number().int(),
  reviewDue: z.number().int(),
});
export type ExamAccess = z.infer<typeof examAccessSchema>;

/** Progress per exam (spec §3 user progress, plus per-category accuracy). */
export const userProgressSchema = z.object({
  id: z.string(),
  examTypeId: z.number().int(),
  examType: examTypeRefSchema,
  /** Numeric string with two decimals (spec §3). */
  averageScore: z.string(),
  lastTestScore: z.number().int().nullable(),
  questionsAttempted: z.number().int(),
  questionsCorrect: z.number().int(),
  testsCompleted: z.number().int(),
  lastTestAt: z.string().nullable(),
  categories: z.array(
    z.object({
      category: z.string(),
      attempted: z.number().int(),
      correct: z.number().int(),
      accuracy: z.number().int().nullable(),
    }),
  ),
});
export type UserProgress = z.infer<typeof userProgressSchema>;

export const scoreHistorySchema = z.array(
  z.object({ sessionId: z.string(), completedAt: z.string(), score: z.number().int() }),
);

export const bookmarkInputSchema = z.object({
  questionId: questionIdSchema,
  bookmarked: z.boolean(),
});

export const bookmarkListSchema = z.array(
  z.object({
    questionId: z.number().int(),
    examTypeId: z.number().int(),
    category: z.string(),
    questionText: z.string(),
    bookmarkedAt: z.string(),
  }),
);

export const subscriptionStatusSchema = z.object({
  hasActiveSubscription: z.boolean(),
  expiresAt: z.string().nullable(),
});
export const userSubscriptionSchema = z.object({
  id: z.string(),
  examTypeId: z.number().int(),
  status: z.string(),
  /** The paid period is [startsAt, expiresAt) (domain periods.ts). */
  startsAt: z.string(),
  expiresAt: z.string(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;
