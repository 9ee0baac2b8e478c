/**
 * Computer-adaptive item selection (issue 25, decision 0040), on the readiness model's Rasch
 * scale (decision 0036): after each answer the student's ability is the EAP of their answers so
 * far (ability.ts), and the next item is one of the few unseen items most informative at that
 * ability, drawn at random among them ("randomesque" selection, Kingsbury and Zara 1989), so
 * that two students of one level are not given one identical form and no item is over-exposed.
 */
import { posteriorEstimate, type ScoredAnswer } from './ability';
import { pCorrect } from './rasch';

/** Among how many of the most informative items the next one is drawn. */
export const ADAPTIVE_TOP_ITEMS = 5;

/**
 * Fisher information of a Rasch item at θ: P(1 − P), largest (0.25) where the item's
 * difficulty equals the ability, so the most informative item is the one nearest the student.
 */
export function itemInformation(theta: number, difficulty: number): number {
  const p = pCorrect(theta, difficulty);
  return p * (1 - p);
}

export type AdaptiveCandidate = { id: number; difficulty: number };

/** The ability the next item is chosen at: the EAP of the answers so far (0 before any). */
export function adaptiveAbility(answers: readonly ScoredAnswer[]): number {
  return answers.length === 0 ? 0 : posteriorEstimate(answers).theta;
}

/**
 * The next item: one of the `top` candidates most informative at θ, drawn at random. The
 * candidates are shuffled first, so ties (every item of one label, before calibration) are
 * broken at random too. Null when there is no candidate.
 */
export function nextAdaptiveItem(
  candidates: readonly AdaptiveCandidate[],
  theta: number,
  random: () => number = Math.random,
  top: number = ADAPTIVE_TOP_ITEMS,
): number | null {
  if (candidates.length === 0) return null;
  const shuffled = [...candidates];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [
      shuffled[j] as AdaptiveCandidate,
      shuffled[i] as AdaptiveCandidate,
    ];
  }
  const ranked = shuffled
    .map((c) => ({ id: c.id, information: itemInformation(theta, c.difficulty) }))
    .sort((a, b) => b.information - a.information);
  const pool = ranked.slice(0, Math.max(1, top));
  return (pool[Math.floor(random() * pool.length)] as { id: number }).id;
}
