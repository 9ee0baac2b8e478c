/**
 * A student's target for one exam (issue 26, decision 0039): the exam date and the score their
 * school requires, on the exam's own scale, or the exam's published pass mark. One rule for the
 * api (which refuses with a stable code) and the form (which says the same before sending).
 */
import type { ErrorCode } from '../error-codes';
import { READINESS_VIEW_MESSAGES as M } from '../readiness-view-messages';
import type { ExamScale } from './scales';

/** What the student asked for: a score on the exam's scale, or the exam's pass mark. */
export type TargetChoice = number | 'pass-mark';

/** An exam date is at most two years ahead (the message says so; further out is a typing mistake). */
export const EXAM_DATE_MAX_DAYS_AHEAD = 2 * 365;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last time zone to reach a date is 12 hours behind UTC (UTC−12). */
const LATEST_ZONE_MS = 12 * 60 * 60 * 1000;

/** A calendar date as YYYY-MM-DD, read in UTC. */
export function isoDateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A calendar date as YYYY-MM-DD in the device's own time zone (the browser's today). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && isoDateOf(ms) === value;
}

/** Whole days from `today` to `date` (both YYYY-MM-DD): 0 on the day, negative after it. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The earliest exam date accepted at `nowMs`: today where today began last (UTC−12). The
 * server does not know the student's time zone, so it refuses only a date that is past
 * everywhere; the form checks against the device's own today.
 */
export function earliestExamDate(nowMs: number): string {
  return isoDateOf(nowMs - LATEST_ZONE_MS);
}

/** The latest exam date accepted when today is `today`. */
export function latestExamDate(today: string): string {
  return isoDateOf(Date.parse(`${today}T00:00:00Z`) + EXAM_DATE_MAX_DAYS_AHEAD * DAY_MS);
}

/** A score a student may enter on the scale: whole points, or a percent to one decimal. */
/** What the target's rules read of a scale (the api's view of a scale has these too). */
export type TargetScale = Pick<ExamScale, 'name' | 'unit' | 'min' | 'max' | 'passMark'>;

export function isScoreOnScale(scale: TargetScale, score: number): boolean {
  if (!Number.isFinite(score) || score < scale.min || score > scale.max) return false;
  const steps = scale.unit === 'points' ? score : score * 10;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** The target as a score on the scale: the student's, the pass mark, or null. */
export function targetScore(scale: TargetScale, target: TargetChoice | null): number | null {
  if (target === null) return null;
  return target === 'pass-mark' ? scale.passMark : target;
}

export type TargetProblem = { code: ErrorCode; field: 'examDate' | 'target'; message: string };

/**
 * What is wrong with a target, or null: a date before `earliest` or more than two years after
 * it, a score off the scale, or the pass mark of an exam that publishes none.
 */
export function targetProblem(
  scale: TargetScale,
  input: { examDate: string | null; target: TargetChoice | null },
  earliest: string,
): TargetProblem | null {
  if (input.examDate !== null) {
    if (!isIsoDate(input.examDate)) {
      return { code: 'VALIDATION_FAILED', field: 'examDate', message: M.examDateInvalid };
    }
    if (input.examDate < earliest) {
      return { code: 'EXAM_DATE_PAST', field: 'examDate', message: M.examDatePast };
    }
    if (input.examDate > latestExamDate(earliest)) {
      return { code: 'EXAM_DATE_TOO_FAR', field: 'examDate', message: M.examDateTooFar };
    }
  }
  if (input.target === 'pass-mark' && scale.passMark === null) {
    return { code: 'NO_PASS_MARK', field: 'target', message: M.noPassMark(scale.name) };
  }
  if (typeof input.target === 'number' && !isScoreOnScale(scale, input.target)) {
    return {
      code: 'TARGET_OUT_OF_RANGE',
      field: 'target',
      message: M.targetOutOfRange(scale),
    };
  }
  return null;
}
