/**
 * Real scores students report after their exam (issue 26, decision 0043), and the admin's
 * calibration table of predicted against real. Pure rules for the api and the forms.
 */
import type { ErrorCode } from './error-codes';
import { isoDateOf, isScoreOnScale, type TargetScale } from './readiness/target';
import { REAL_SCORE_MESSAGES as M } from './real-score-messages';

/** The first time zone to reach a date is 14 hours ahead of UTC (UTC+14). */
const EARLIEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * The latest date that is already today somewhere at `nowMs`. A score may be reported from the
 * exam date on (results of computer-based exams come the same day); the server does not know
 * the student's zone, so it allows a date that has begun anywhere; the form uses the device's.
 */
export function latestToday(nowMs: number): string {
  return isoDateOf(nowMs + EARLIEST_ZONE_MS);
}

export type RealScoreProblem = {
  code: ErrorCode;
  field: 'score' | 'consent' | 'exam';
  message: string;
};

/**
 * What stops a report, or null: no consent (nothing is stored without it), no exam date, an
 * exam date still ahead on `today`, a score off the exam's scale (as a target is validated).
 */
export function realScoreProblem(
  scale: TargetScale,
  input: { score: number; consent: boolean },
  examDate: string | null,
  today: string,
): RealScoreProblem | null {
  if (!input.consent) {
    return { code: 'CONSENT_REQUIRED', field: 'consent', message: M.consentRequired };
  }
  if (examDate === null) return { code: 'EXAM_NOT_TAKEN', field: 'exam', message: M.noExamDate };
  if (examDate > today) {
    return { code: 'EXAM_NOT_TAKEN', field: 'exam', message: M.examNotYet(examDate) };
  }
  if (!isScoreOnScale(scale, input.score)) {
    return { code: 'SCORE_OUT_OF_RANGE', field: 'score', message: M.scoreOutOfRange(scale) };
  }
  return null;
}

/** Bins of predicted score across the scale: each a tenth of its span. */
export const CALIBRATION_BINS = 10;

/** One report as the calibration reads it (anonymous: no student). */
export type CalibrationReport = {
  predicted: number;
  real: number;
  /** Whether the real score reached the mark (the pass mark, else the student's target), or null. */
  reached: boolean | null;
};

export type CalibrationBin = {
  /** The bin's span of predicted scores, [from, to) (the last includes the scale's max). */
  from: number;
  to: number;
  count: number;
  meanPredicted: number;
  meanReal: number;
  /** Reports of the bin with a mark to judge, and how many reached it. */
  withMark: number;
  reached: number;
};

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Reports grouped by predicted score in CALIBRATION_BINS equal spans of the scale; empty bins
 * are left out. A calibrated estimate has each bin's mean real score near its mean predicted.
 */
export function calibrationBins(
  scale: Pick<TargetScale, 'min' | 'max'>,
  reports: readonly CalibrationReport[],
): CalibrationBin[] {
  const width = (scale.max - scale.min) / CALIBRATION_BINS;
  const bins = Array.from({ length: CALIBRATION_BINS }, (_, i) => ({
    from: round1(scale.min + i * width),
    to: round1(scale.min + (i + 1) * width),
    count: 0,
    sumPredicted: 0,
    sumReal: 0,
    withMark: 0,
    reached: 0,
  }));
  for (const r of reports) {
    const i = Math.min(
      CALIBRATION_BINS - 1,
      Math.max(0, Math.floor((r.predicted - scale.min) / width)),
    );
    const bin = bins[i] as (typeof bins)[number];
    bin.count += 1;
    bin.sumPredicted += r.predicted;
    bin.sumReal += r.real;
    if (r.reached !== null) {
      bin.withMark += 1;
      if (r.reached) bin.reached += 1;
    }
  }
  return bins
    .filter((b) => b.count > 0)
    .map((b) => ({
      from: b.from,
      to: b.to,
      count: b.count,
      meanPredicted: round1(b.sumPredicted / b.count),
      meanReal: round1(b.sumReal / b.count),
      withMark: b.withMark,
      reached: b.reached,
    }));
}
