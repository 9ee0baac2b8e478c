/**
 * What to study next (issue 26, decision 0039): the exam's sub-areas ranked by
 * blueprint weight × distance below the target × uncertainty. A sub-area is a part of the
 * blueprint-weighted form (a section's share of one category, within the section's topics);
 * its weight is its share of the scored items of the form it counts in; its distance is how
 * many percentage points the student's expected percent on it falls short of the target; its
 * uncertainty is the posterior SD of the student's ability from their answers in it alone
 * (the N(0, 1) prior's 1 with no answer), so a sub-area not yet tried ranks up as well as a
 * weak one.
 */

/** Sub-areas the dashboard offers (each with its quiz). */
export const STUDY_NEXT_SHOWN = 3;

/** Questions in a study-next quiz (a custom quiz of the sub-area). */
export const STUDY_NEXT_QUIZ_QUESTIONS = 10;

export type StudyCandidate = {
  /** Share of the form's scored items (0–1). */
  weight: number;
  /** Expected percent on the sub-area (0–100). */
  expectedPercent: number;
  /** The ability's posterior SD from the sub-area's answers, logits. */
  sd: number;
};

/**
 * The sub-area's priority at a target percent. With no target (an exam with no published
 * pass mark, before the student sets one) the distance is to 100%: the room left to grow.
 */
export function studyPriority(candidate: StudyCandidate, targetPercent: number | null): number {
  const distance = Math.max(0, (targetPercent ?? 100) - candidate.expectedPercent);
  return candidate.weight * distance * candidate.sd;
}

/** Highest priority first; among equals, the lower expected percent, then the larger share. */
export function rankStudyCandidates<T extends StudyCandidate & { priority: number }>(
  candidates: readonly T[],
): T[] {
  return [...candidates].sort(
    (a, b) =>
      b.priority - a.priority || a.expectedPercent - b.expectedPercent || b.weight - a.weight,
  );
}
