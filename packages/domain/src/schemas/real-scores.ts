/** Real score reports and the admin's calibration table (issue 26, decision 0043). */
import { z } from 'zod';
import { REAL_SCORE_MESSAGES as M } from '../real-score-messages';
import { examTypeIdInputSchema } from './practice';

export const reportRealScoreInputSchema = examTypeIdInputSchema.extend({
  /** The form the score is for: the exam's (TEAS, NEX, CNA) or one test's label. */
  scope: z.string().trim().min(1).max(160),
  score: z.number({ error: M.scoreRequired }),
  /** Consent to store the score with the estimate and use it without the student's name. */
  consent: z.boolean(),
});
export type ReportRealScoreInput = z.input<typeof reportRealScoreInputSchema>;

export const realScoreSchema = z.object({
  examTypeId: z.number().int(),
  scope: z.string(),
  score: z.number(),
  examDate: z.string(),
  reportedAt: z.string(),
  /** The estimate we had shown, on the exam's scale, when it was made, and from how many answers. */
  predicted: z.object({
    score: z.number(),
    low: z.number(),
    high: z.number(),
    answers: z.number().int(),
    estimatedAt: z.string(),
  }),
  /** The mark judged against (the pass mark, else the student's target), and whether reached. */
  mark: z.number().nullable(),
  reached: z.boolean().nullable(),
});
export type RealScore = z.infer<typeof realScoreSchema>;

export const calibrationBinSchema = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
  meanPredicted: z.number(),
  meanReal: z.number(),
  withMark: z.number().int(),
  reached: z.number().int(),
});

export const examCalibrationSchema = z.object({
  examTypeId: z.number().int(),
  examName: z.string(),
  scale: z.object({
    name: z.string(),
    unit: z.enum(['percent', 'points']),
    min: z.number(),
    max: z.number(),
  }),
  reports: z.number().int(),
  bins: z.array(calibrationBinSchema),
});
export type ExamCalibration = z.infer<typeof examCalibrationSchema>;
