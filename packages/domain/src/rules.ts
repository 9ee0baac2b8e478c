/** Business constants and rules of spec §1, §4 and §9, as pure functions. */

export const PRICE_USD = 100;
export const SUBSCRIPTION_DAYS = 10;
export const FREE_QUESTIONS_PER_EXAM = 3;
export const TEST_DURATION_SECONDS = 1500;
export const RECENT_RESULTS_SHOWN = 5;
export const PROGRESS_ENTRIES_SHOWN = 4;
export const MISSED_QUESTIONS_PREVIEW = 3;
/** A reviewed question shows how students answered it once this many answers are counted. */
export const ANSWER_SHARES_MIN = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Score (and accuracy) as the rounded percentage of correct answers; 0 for an empty test. The
 * one rounding of a share of correct answers: tests, categories and the dashboard use it.
 */
export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  const bounded = Math.min(Math.max(correct, 0), total);
  return Math.round((bounded / total) * 100);
}

/**
 * A score as the site shows it: a whole percentage, from a number or the numeric string the
 * api gives (spec §3: '84.60' reads 85); null when there is none ('', null, not a number).
 */
export function wholeScore(score: string | number | null | undefined): number | null {
  if (score === null || score === undefined || score === '') return null;
  const value = Number(score);
  return Number.isFinite(value) ? Math.round(value) : null;
}

export type Level = 'Advanced' | 'Intermediate' | 'Beginner';

/** Level label from per-exam average scores: Advanced if any ≥ 90, Intermediate if any ≥ 70. */
export function levelLabel(examAverages: readonly number[]): Level {
  const best = examAverages.length ? Math.max(...examAverages) : 0;
  if (best >= 90) return 'Advanced';
  if (best >= 70) return 'Intermediate';
  return 'Beginner';
}

export type Band = 'excellent' | 'good' | 'fair' | 'poor';

export const BAND_COLORS: Record<Band, string> = {
  excellent: 'green',
  good: 'blue',
  fair: 'yellow',
  poor: 'red',
};

function band(value: number, thresholds: readonly [number, number, number]): Band {
  if (value >= thresholds[0]) return 'excellent';
  if (value >= thresholds[1]) return 'good';
  if (value >= thresholds[2]) return 'fair';
  return 'poor';
}

/** Colour band of a test score: ≥ 80, ≥ 70, ≥ 60, below. */
export function scoreBand(score: number): Band {
  return band(score, [80, 70, 60]);
}

/** Colour band of a per-category accuracy bar: ≥ 90, ≥ 80, ≥ 70, below. */
export function categoryBand(accuracy: number): Band {
  return band(accuracy, [90, 80, 70]);
}

/** Whole days left before expiry, rounded up (a subscription expiring in 2 hours has 1 day). */
export function daysLeft(expiresAt: Date | string, now: Date = new Date()): number {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** Expiry of a subscription bought at `start`. */
export function subscriptionExpiry(start: Date = new Date()): Date {
  return new Date(start.getTime() + SUBSCRIPTION_DAYS * DAY_MS);
}
