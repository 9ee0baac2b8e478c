import {
  daysLeft,
  type ExamAccess,
  type ExamType,
  FREE_QUESTIONS_PER_EXAM,
  type UserProgress,
  wholeScore,
} from '@app/domain';

/** One exam card of the dashboard: the catalogue entry, what the student may do, progress. */
export type ExamCardModel = {
  exam: ExamType;
  isPremium: boolean;
  /** Days of premium left; null without premium or without an end date (administrators). */
  premiumDaysLeft: number | null;
  freeQuestionsRemaining: number;
  /** 'Continue Practice' when a test is in progress or tests were completed. */
  hasStarted: boolean;
  lastScore: number | null;
  /** Average score, rounded; 0 before the first completed test. */
  averageScore: number;
  reviewDue: number;
};

/**
 * Joins `exams.list` with `progress.access` and `progress.list` into one card per exam, in
 * catalogue order. An exam the access list does not mention is treated as free and unused.
 */
export function examCardModels(
  exams: readonly ExamType[],
  access: readonly ExamAccess[],
  progress: readonly UserProgress[],
  now: Date = new Date(),
): ExamCardModel[] {
  return exams.map((exam) => {
    const a = access.find((entry) => entry.examTypeId === exam.id);
    const p = progress.find((entry) => entry.examTypeId === exam.id);
    const isPremium = a?.isPremium ?? false;
    return {
      exam,
      isPremium,
      premiumDaysLeft: isPremium && a?.expiresAt ? daysLeft(a.expiresAt, now) : null,
      freeQuestionsRemaining: a?.freeQuestionsRemaining ?? FREE_QUESTIONS_PER_EXAM,
      hasStarted: Boolean(a?.inProgressSessionId) || (p?.testsCompleted ?? 0) > 0,
      lastScore: p?.lastTestScore ?? null,
      averageScore: wholeScore(p?.averageScore) ?? 0,
      reviewDue: a?.reviewDue ?? 0,
    };
  });
}
