/**
 * Item calibration (decision 0036): each item's difficulty re-estimated from students' answers
 * by maximum a posteriori with its label's prior, integrating over each student's uncertain
 * ability. What an item keeps between runs is its tally: for every node of the ability grid,
 * the expected number of its answers (n) and of its correct answers (r) given by students
 * there. A student adds their answers to the tallies of the items they answered, weighted by
 * N(θ, sd²) of their current estimate; when their estimate changes, the same weights from
 * the stored (θ, sd) are taken off again and the new ones added. Tallies add up, so a job can
 * take any bounded batch of students, and an item's estimate needs only its own tally.
 */

import type { Difficulty } from '../practice';
import { GRID_SIZE, type GridWeights, normalWeights, THETA_GRID } from './grid';
import { DIFFICULTY_PRIOR_MEAN, type DifficultyPrior, pCorrect } from './rasch';

export type ItemTally = {
  /** Answers counted in. */
  answers: number;
  /** Of those, correct. */
  correct: number;
  /** Expected answers at each grid node. */
  n: Float64Array;
  /** Expected correct answers at each grid node. */
  r: Float64Array;
};

export function emptyTally(): ItemTally {
  return {
    answers: 0,
    correct: 0,
    n: new Float64Array(GRID_SIZE),
    r: new Float64Array(GRID_SIZE),
  };
}

/** The first and last grid nodes where weights are not zero (the rest add nothing to a tally). */
export function weightsSpan(weights: GridWeights): { first: number; last: number } {
  let first = 0;
  while (first < GRID_SIZE && weights[first] === 0) first++;
  let last = GRID_SIZE - 1;
  while (last > first && weights[last] === 0) last--;
  return { first, last };
}

/**
 * Counts one answer in (sign 1) or takes it out again (sign −1), weighted by the answering
 * student's ability weights (normalWeights of their stored θ and sd). `span`, when given, is
 * weightsSpan(weights), found once for all of a student's answers.
 */
export function tallyAnswer(
  tally: ItemTally,
  weights: GridWeights,
  correct: boolean,
  sign: 1 | -1 = 1,
  span: { first: number; last: number } = weightsSpan(weights),
): void {
  tally.answers += sign;
  if (correct) tally.correct += sign;
  const { n, r } = tally;
  const { first, last } = span;
  if (sign === 1) {
    for (let k = first; k <= last; k++) n[k] = (n[k] as number) + (weights[k] as number);
    if (correct)
      for (let k = first; k <= last; k++) r[k] = (r[k] as number) + (weights[k] as number);
    return;
  }
  // Taking off what was added can leave a rounding residue below zero: held at zero.
  for (let k = first; k <= last; k++) n[k] = Math.max(0, (n[k] as number) - (weights[k] as number));
  if (correct) {
    for (let k = first; k <= last; k++)
      r[k] = Math.max(0, (r[k] as number) - (weights[k] as number));
  }
}

/** An answer as calibration counts it: which item (the caller's key) and whether it was right. */
export type CountedAnswer<K> = { item: K; correct: boolean };

/** A student's ability as counted into the tallies: what is stored per student and exam. */
export type CountedAbility = { theta: number; sd: number };

/**
 * Re-counts one student: the answers counted before are taken off with the weights of the
 * ability they were counted with, and the student's answers now are added with the weights of
 * their new ability. The first time, `previous` is null and `counted` empty.
 */
export function recountStudent<K>(
  tallyOf: (item: K) => ItemTally,
  counted: readonly CountedAnswer<K>[],
  previous: CountedAbility | null,
  answers: readonly CountedAnswer<K>[],
  next: CountedAbility,
): void {
  if (previous && counted.length > 0) {
    const old = normalWeights(previous.theta, previous.sd);
    const span = weightsSpan(old);
    for (const a of counted) tallyAnswer(tallyOf(a.item), old, a.correct, -1, span);
  }
  const weights = normalWeights(next.theta, next.sd);
  const span = weightsSpan(weights);
  for (const a of answers) tallyAnswer(tallyOf(a.item), weights, a.correct, 1, span);
}

/**
 * Answers an item needs before its fit is judged. Measured on model-following items (decision
 * 0036): at 100 answers the bounds below flag 2.2% of them, at 300 answers 0.5%.
 */
export const MIN_ANSWERS_FOR_FIT = 100;

/**
 * Mean squares that flag an item (decision 0036), after Wright and Linacre's reasonable ranges
 * for multiple-choice items (0.8–1.2 high stakes, 0.7–1.3 run of the mill). Answered more
 * erratically than the model expects — infit over 1.2 or outfit over 1.3 — is what a wrong key,
 * two defensible answers or an unclear stem look like; infit under 0.75, more predictably
 * (an item that gives its answer away or depends on another). Low outfit alone is not flagged:
 * its spread on model-following items is wide at these answer counts, and it harms least.
 */
export const FIT_BOUNDS = { infitLow: 0.75, infitHigh: 1.2, outfitHigh: 1.3 } as const;

export type ItemEstimate = {
  /** Difficulty, logits (MAP). */
  difficulty: number;
  /** Its standard error (from the curvature of the log-posterior at the MAP). */
  se: number;
  answers: number;
  correct: number;
  /** Information-weighted mean square; null without answers. */
  infit: number | null;
  /** Unweighted mean square; null without answers. */
  outfit: number | null;
  /** Outside FIT_BOUNDS; null below MIN_ANSWERS_FOR_FIT (not judged yet). */
  misfit: boolean | null;
};

const MAX_NEWTON_STEPS = 50;
const MAX_NEWTON_STEP = 1;

/** The item's MAP difficulty given its tally and prior, with its standard error and fit. */
export function estimateItem(
  tally: ItemTally,
  prior: DifficultyPrior,
  start: number = prior.mean,
): ItemEstimate {
  const { n, r } = tally;
  const precision = 1 / (prior.sd * prior.sd);
  let b = start;
  let information = precision;
  for (let step = 0; step < MAX_NEWTON_STEPS; step++) {
    let gradient = -(b - prior.mean) * precision;
    information = precision;
    for (let k = 0; k < GRID_SIZE; k++) {
      const nk = n[k] as number;
      if (nk === 0) continue;
      const p = pCorrect(THETA_GRID[k] as number, b);
      gradient += nk * p - (r[k] as number);
      information += nk * p * (1 - p);
    }
    const move = Math.max(-MAX_NEWTON_STEP, Math.min(MAX_NEWTON_STEP, gradient / information));
    b += move;
    if (Math.abs(move) < 1e-7) break;
  }
  const fit = meanSquares(tally, b);
  const judged = tally.answers >= MIN_ANSWERS_FOR_FIT && fit !== null;
  return {
    difficulty: b,
    se: 1 / Math.sqrt(information),
    answers: tally.answers,
    correct: tally.correct,
    infit: fit?.infit ?? null,
    outfit: fit?.outfit ?? null,
    misfit: judged
      ? fit.infit < FIT_BOUNDS.infitLow ||
        fit.infit > FIT_BOUNDS.infitHigh ||
        fit.outfit > FIT_BOUNDS.outfitHigh
      : null,
  };
}

/**
 * Infit and outfit mean squares at difficulty b, each answer's squared residual averaged over
 * its student's ability weights: outfit = mean of (x − P)² / P(1 − P); infit = Σ (x − P)² /
 * Σ P(1 − P). Both are 1 on average when the answers follow the model.
 */
export function meanSquares(
  tally: ItemTally,
  difficulty: number,
): { infit: number; outfit: number } | null {
  const { n, r } = tally;
  let total = 0;
  let outfitSum = 0;
  let squared = 0;
  let variance = 0;
  for (let k = 0; k < GRID_SIZE; k++) {
    const nk = n[k] as number;
    if (nk === 0) continue;
    const rk = r[k] as number;
    const p = pCorrect(THETA_GRID[k] as number, difficulty);
    const q = 1 - p;
    total += nk;
    outfitSum += (rk * q) / p + ((nk - rk) * p) / q;
    squared += rk * q * q + (nk - rk) * p * p;
    variance += nk * p * q;
  }
  if (total <= 0 || variance <= 0) return null;
  return { infit: squared / variance, outfit: outfitSum / total };
}

/**
 * How a judged item misfits: 'erratic' (infit over FIT_BOUNDS.infitHigh or outfit over
 * FIT_BOUNDS.outfitHigh: answered less in line with ability than the model expects — a wrong
 * key, two defensible options, an unclear stem) or 'predictable' (infit under
 * FIT_BOUNDS.infitLow: the item gives its answer away or depends on another); null when it
 * fits or is not judged yet.
 */
export type MisfitKind = 'erratic' | 'predictable';

export function misfitKind(
  fit: Pick<ItemEstimate, 'infit' | 'outfit' | 'misfit'>,
): MisfitKind | null {
  if (fit.misfit !== true || fit.infit === null || fit.outfit === null) return null;
  if (fit.infit > FIT_BOUNDS.infitHigh || fit.outfit > FIT_BOUNDS.outfitHigh) return 'erratic';
  return fit.infit < FIT_BOUNDS.infitLow ? 'predictable' : null;
}

/**
 * The label whose prior mean lies nearest an estimated difficulty (boundaries half-way between
 * them: −0.5 and 0.5 logit): where an item sits against its label — a 'medium' item estimated
 * at 1.3 behaves like a hard one.
 */
export function nearestLabel(difficulty: number): Difficulty {
  let best: Difficulty = 'medium';
  for (const label of Object.keys(DIFFICULTY_PRIOR_MEAN) as Difficulty[]) {
    if (
      Math.abs(difficulty - DIFFICULTY_PRIOR_MEAN[label]) <
      Math.abs(difficulty - DIFFICULTY_PRIOR_MEAN[best])
    ) {
      best = label;
    }
  }
  return best;
}
