/**
 * Rules of the practice engine (spec §4, §9 and issue 4): test modes, sizes, timers and the
 * free quota. The api enforces them; the web shows them. Blueprints live in blueprints.ts.
 */
import { FREE_QUESTIONS_PER_EXAM, scorePercent, TEST_DURATION_SECONDS } from './rules';

/** Every option letter a question may have: A–D always, E on five-option items (CLEP). */
export const ANSWER_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

/** The letters of one question's options: A–D, and E when it has a fifth option. */
export function optionLetters(question: { optionE?: string | null }): AnswerLetter[] {
  return question.optionE ? ['A', 'B', 'C', 'D', 'E'] : ['A', 'B', 'C', 'D'];
}

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A stored label read back: one of DIFFICULTIES (anything else, which no write allows, as medium). */
export function asDifficulty(value: string): Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : 'medium';
}

/**
 * - timed: the standard test (20 questions, 25:00, balanced across categories).
 * - tutor: instant feedback after each answer; untimed.
 * - custom: chosen categories, difficulty and count; timed at the standard pace.
 * - simulation: a full-length test following the exam's section blueprint.
 * - review: missed questions that the spaced-repetition schedule says are due.
 * - bookmarks: the student's bookmarked questions of the exam, newest first.
 * - free: the free quota of a user without a subscription (3 questions per exam in total).
 * - diagnostic: a short untimed test spread over the exam's blueprint by weight, offered on
 *   the first visit of a paid exam (decision 0042).
 */
export const TEST_MODES = [
  'timed',
  'tutor',
  'custom',
  'simulation',
  'review',
  'bookmarks',
  'free',
  'diagnostic',
] as const;
export type TestMode = (typeof TEST_MODES)[number];

/** Modes a student may ask for; 'free' is what the server gives a user without access. */
export const REQUESTABLE_MODES = [
  'timed',
  'tutor',
  'custom',
  'simulation',
  'review',
  'bookmarks',
  'diagnostic',
] as const;
export type RequestableMode = (typeof REQUESTABLE_MODES)[number];

export const TEST_MODE_LABELS: Record<TestMode, string> = {
  timed: 'Timed test',
  tutor: 'Tutor mode',
  custom: 'Custom quiz',
  simulation: 'Full-length simulation',
  review: 'Missed-question review',
  bookmarks: 'Bookmarked questions',
  free: 'Free questions',
  diagnostic: 'Diagnostic',
};

/** Questions in a standard timed test (configurable per request within the bounds below). */
export const DEFAULT_TEST_QUESTIONS = 20;
export const MIN_TEST_QUESTIONS = 1;
export const MAX_TEST_QUESTIONS = 100;
/**
 * Bookmarks a student may keep across all exams (decision 0023): the list returns them all
 * (one bounded answer), and a bookmarks test draws at most MAX_TEST_QUESTIONS of them.
 */
export const BOOKMARKS_MAX_PER_STUDENT = 200;

/** The standard pace: 25 minutes for 20 questions, i.e. 75 seconds a question. */
export const SECONDS_PER_QUESTION = TEST_DURATION_SECONDS / DEFAULT_TEST_QUESTIONS;

/**
 * Timer of a session: the standard test and the free questions get the spec's 25:00; a
 * custom quiz or review gets the standard pace per question, at most 25:00 for up to 20
 * questions and proportionally more beyond; tutor mode and the diagnostic are untimed (null).
 */
export function sessionDurationSeconds(mode: TestMode, questionCount: number): number | null {
  if (mode === 'tutor' || mode === 'diagnostic') return null;
  if (mode === 'timed' || mode === 'free') return TEST_DURATION_SECONDS;
  return Math.max(TEST_DURATION_SECONDS, Math.round(questionCount * SECONDS_PER_QUESTION));
}

/** Free questions still available for one exam, given how many were already served. */
export function freeQuestionsRemaining(served: number): number {
  return Math.max(0, FREE_QUESTIONS_PER_EXAM - served);
}

/** Seconds left on a session's timer at `nowMs`; null for an untimed session. */
export function remainingSeconds(deadlineAt: string | null, nowMs: number): number | null {
  if (deadlineAt === null) return null;
  return Math.max(0, Math.ceil((new Date(deadlineAt).getTime() - nowMs) / 1000));
}

/** Answers arriving up to this long after a test's deadline still count (network latency). */
export const TIMER_GRACE_MS = 2000;

/** In tutor mode an answer is final once given (its key was shown); elsewhere it can change. */
export function isAnswerLocked(mode: TestMode, alreadyAnswered: boolean): boolean {
  return mode === 'tutor' && alreadyAnswered;
}

/** Timer text as the practice screen shows it: '25:00', '4:05', '1:02:03'. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = hours ? String(minutes).padStart(2, '0') : String(minutes);
  return `${hours ? `${hours}:` : ''}${mm}:${String(seconds).padStart(2, '0')}`;
}

/** Moments at which the timer is announced to screen readers (seconds left). */
export const TIMER_ANNOUNCEMENTS = [300, 60] as const;

/** Accuracy as a whole percentage; null when nothing was attempted. */
export function accuracyPercent(correct: number, attempted: number): number | null {
  if (attempted <= 0) return null;
  return scorePercent(correct, attempted);
}

/** How many weakest categories the dashboard lists, and the fewest answers that rank one. */
export const WEAKEST_CATEGORIES_SHOWN = 3;
export const MIN_ANSWERS_TO_RANK_CATEGORY = 3;

/** Points on the score-over-time chart per exam. */
export const SCORE_HISTORY_POINTS = 20;
