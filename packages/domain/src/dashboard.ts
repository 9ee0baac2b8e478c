/**
 * Rules of the signed-in dashboard (spec §2 '/ Dashboard', §9): the welcome banner's figures,
 * the weakest categories, the custom quiz's bounds and the simulation's subject choice.
 */
import { findBlueprint } from './blueprints';
import { MIN_ANSWERS_TO_RANK_CATEGORY, WEAKEST_CATEGORIES_SHOWN } from './practice';
import { type Level, levelLabel, scorePercent, wholeScore } from './rules';

/** Per-exam average scores (progress.list gives them as numeric strings, spec §3). */
export function examAverages(progress: readonly { averageScore: string | number }[]): number[] {
  return progress.map((entry) => Number(entry.averageScore)).filter(Number.isFinite);
}

/**
 * Whether the banner greets the student 'back': only once they have practised (a completed
 * test or an answered question in any exam). A brand-new account, wherever it was made, is
 * greeted 'Welcome'.
 */
export function hasPracticed(
  progress: readonly { testsCompleted: number; questionsAttempted: number }[],
): boolean {
  return progress.some((entry) => entry.testsCompleted > 0 || entry.questionsAttempted > 0);
}

/** The welcome banner: mean of the per-exam averages (rounded), tests completed, level. */
export type DashboardSummary = {
  /** null before any test is completed. */
  averageScore: number | null;
  testsCompleted: number;
  level: Level;
};

export function dashboardSummary(
  progress: readonly { averageScore: string | number; testsCompleted: number }[],
): DashboardSummary {
  const averages = examAverages(progress);
  const averageScore = averages.length
    ? wholeScore(averages.reduce((sum, value) => sum + value, 0) / averages.length)
    : null;
  return {
    averageScore,
    testsCompleted: progress.reduce((sum, entry) => sum + entry.testsCompleted, 0),
    level: levelLabel(averages),
  };
}

export type CategoryTally = { category: string; attempted: number; correct: number };
export type RankedCategory = CategoryTally & { accuracy: number };

/**
 * The categories to practise next: among those with at least `minAnswers` answers, the
 * lowest accuracy first (compared exactly, not rounded); on a tie, the one with more answers
 * (the surer result), then the given order (the catalogue's). At most `limit`.
 */
export function weakestCategories(
  categories: readonly CategoryTally[],
  {
    limit = WEAKEST_CATEGORIES_SHOWN,
    minAnswers = MIN_ANSWERS_TO_RANK_CATEGORY,
  }: { limit?: number; minAnswers?: number } = {},
): RankedCategory[] {
  return categories
    .map((c, index) => ({ c, index, ratio: c.attempted > 0 ? c.correct / c.attempted : 0 }))
    .filter(({ c }) => c.attempted >= Math.max(1, minAnswers))
    .sort((a, b) => a.ratio - b.ratio || b.c.attempted - a.c.attempted || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ c }) => ({
      category: c.category,
      attempted: c.attempted,
      correct: c.correct,
      accuracy: scorePercent(c.correct, c.attempted),
    }));
}

/** Custom quiz built from the dashboard: number of questions, 5 to 50 (10 by default). */
export const CUSTOM_QUIZ_MIN_QUESTIONS = 5;
export const CUSTOM_QUIZ_MAX_QUESTIONS = 50;
export const CUSTOM_QUIZ_DEFAULT_QUESTIONS = 10;

/** A whole number of questions within the custom quiz's bounds, or null. */
export function customQuizCount(raw: string | number): number | null {
  const text = String(raw).trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count >= CUSTOM_QUIZ_MIN_QUESTIONS && count <= CUSTOM_QUIZ_MAX_QUESTIONS ? count : null;
}

/**
 * The sections a student picks one of before a full-length simulation, or [] when the
 * simulation is the whole exam (every other blueprint).
 */
export function simulationSectionChoices(examTypeId: number): string[] {
  // Exams whose parts are separate tests sat one at a time (CLEP subjects, GED subjects):
  // a simulation covers one of them, with the parts that share its clock.
  const blueprint = findBlueprint(examTypeId);
  if (blueprint?.choose !== 'one') return [];
  return blueprint.sections.filter((s) => !s.continuesClock).map((s) => s.label);
}
