/**
 * Readiness procedures' inputs and outputs (issue 26, decision 0039): a student's target per
 * exam, and the estimate per exam, per test (section) and per category, what to study next and
 * where they stand among other students.
 */
import { z } from 'zod';
import { READINESS_VIEW_MESSAGES as M } from '../readiness-view-messages';
import { examTypeIdInputSchema } from './practice';

export const setReadinessTargetInputSchema = examTypeIdInputSchema.extend({
  /** The exam date (YYYY-MM-DD), or null for none. */
  examDate: z
    .string({ error: M.examDateInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.examDateInvalid)
    .nullable(),
  /** A score on the exam's scale, 'pass-mark' (where the exam publishes one), or null. */
  target: z
    .union([z.literal('pass-mark'), z.number({ error: M.targetRequired })], {
      error: M.targetRequired,
    })
    .nullable(),
});
export type SetReadinessTargetInput = z.input<typeof setReadinessTargetInputSchema>;

export const readinessTargetSchema = z.object({
  examTypeId: z.number().int(),
  examDate: z.string().nullable(),
  /** What the student chose: a score, the pass mark, or none. */
  target: z.union([z.literal('pass-mark'), z.number()]).nullable(),
  /** The target as a score on the exam's scale (the pass mark's value when chosen). */
  targetScore: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type ReadinessTarget = z.infer<typeof readinessTargetSchema>;

const scoreBandSchema = z.object({ label: z.string(), from: z.number(), to: z.number() });

/** The exam's scale as EXAM_SCALES gives it: what every figure is on, with its assumption. */
export const examScaleViewSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  unit: z.enum(['percent', 'points']),
  min: z.number(),
  max: z.number(),
  passMark: z.number().nullable(),
  bands: z.array(scoreBandSchema),
  source: z.string(),
  assumption: z.string(),
});

export const readinessRangeSchema = z.object({
  estimate: z.number(),
  low: z.number(),
  high: z.number(),
});

const needsAnswersSchema = z.object({
  kind: z.literal('needs-answers'),
  answers: z.number().int(),
  needed: z.number().int(),
});

export const scopeEstimateSchema = z.discriminatedUnion('kind', [
  needsAnswersSchema,
  z.object({
    kind: z.literal('estimate'),
    answers: z.number().int(),
    /** Expected percent correct on the blueprint-weighted form, with its 80% range. */
    percent: readinessRangeSchema,
    /** The same on the exam's scale. */
    score: readinessRangeSchema,
    /** The target (the student's, else the pass mark) and the chance of reaching it. */
    target: z
      .object({
        score: z.number(),
        chance: z.number(),
        band: z.enum(['likely', 'too-close-to-call', 'not-yet']),
      })
      .nullable(),
  }),
]);
export type ScopeEstimate = z.infer<typeof scopeEstimateSchema>;

export const peerStandingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percentile'),
    percentile: z.number().int(),
    students: z.number().int(),
  }),
  z.object({ kind: z.literal('hidden'), students: z.number().int(), needed: z.number().int() }),
]);

/** One form: the whole exam (where it is taken whole) or one test (a section, a subject). */
export const scopeReadinessSchema = z.object({
  label: z.string(),
  scope: z.enum(['exam', 'test']),
  estimate: scopeEstimateSchema,
  /** Where the estimate stands among other students; null without an estimate. */
  peers: peerStandingSchema.nullable(),
});
export type ScopeReadiness = z.infer<typeof scopeReadinessSchema>;

export const categoryReadinessSchema = z.object({
  category: z.string(),
  estimate: z.discriminatedUnion('kind', [
    needsAnswersSchema,
    z.object({
      kind: z.literal('estimate'),
      answers: z.number().int(),
      /** Expected percent on the category's questions, with its 80% range. */
      percent: readinessRangeSchema,
    }),
  ]),
});

export const studyNextItemSchema = z.object({
  /** The blueprint section (test part) the sub-area belongs to. */
  section: z.string(),
  category: z.string(),
  /** Share of the form's scored items (0–1). */
  weight: z.number(),
  answers: z.number().int(),
  /** Expected percent on the sub-area's questions (posterior mean). */
  expectedPercent: z.number(),
  /** The ability's posterior SD from the sub-area's answers, logits. */
  sd: z.number(),
  /** The target as a percent of our form, or null when there is none. */
  targetPercent: z.number().nullable(),
  /** weight × distance below the target × sd. */
  priority: z.number(),
  /** The custom quiz of the sub-area: /practice/{examTypeId}?mode=custom&category=…&section=… */
  quiz: z.object({
    category: z.string(),
    /** The section, when it narrows the category to its topics; else null. */
    section: z.string().nullable(),
    count: z.number().int(),
  }),
});
export type StudyNextItem = z.infer<typeof studyNextItemSchema>;

export const examReadinessSchema = z.object({
  examTypeId: z.number().int(),
  examName: z.string(),
  scale: examScaleViewSchema,
  target: readinessTargetSchema,
  /** Questions answered and graded (the first answer to each counts). */
  answers: z.number().int(),
  /** The whole exam's form where it is taken whole (TEAS, NEX, CNA); null otherwise. */
  overall: scopeReadinessSchema.nullable(),
  /** Each test (section or subject) the exam scores. */
  tests: z.array(scopeReadinessSchema),
  categories: z.array(categoryReadinessSchema),
  studyNext: z.array(studyNextItemSchema),
  /** Missed questions due for spaced review now. */
  reviewDue: z.number().int(),
  /** Of the bank items in the forms, how many have a difficulty learnt from answers. */
  difficulties: z.object({ items: z.number().int(), calibrated: z.number().int() }),
});
export type ExamReadiness = z.infer<typeof examReadinessSchema>;
