/**
 * The Rasch (one-parameter logistic) model (decision 0036): the chance that a student of
 * ability θ answers an item of difficulty b correctly is 1 / (1 + e^−(θ − b)), both in logits.
 * Abilities are on the scale of each exam's students, with N(0, 1) as the students' prior.
 */
import type { Difficulty } from '../practice';

/** P(correct | θ, b). */
export function pCorrect(theta: number, difficulty: number): number {
  return 1 / (1 + Math.exp(difficulty - theta));
}

/** log σ(x), computed without overflow either way. */
export function logSigmoid(x: number): number {
  return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
}

/**
 * Where an item's difficulty starts before any answer: the bank's label as a prior
 * N(mean, DIFFICULTY_PRIOR_SD²), one logit apart: an average student (θ = 0) answers about 73%
 * of easy items, 50% of medium and 27% of hard ones, for the content guide's easy (one fact
 * or step), medium (two steps) and hard (several steps) — decision 0036.
 */
export const DIFFICULTY_PRIOR_MEAN: Readonly<Record<Difficulty, number>> = {
  easy: -1,
  medium: 0,
  hard: 1,
};

/**
 * The prior's spread: one logit. Authors' labels order items only roughly, so items of one
 * label overlap the next; the prior weighs as much as about four answers from students near
 * the item, so a few dozen answers outweigh it.
 */
export const DIFFICULTY_PRIOR_SD = 1;

export type DifficultyPrior = { mean: number; sd: number };

export function difficultyPrior(label: Difficulty): DifficultyPrior {
  return { mean: DIFFICULTY_PRIOR_MEAN[label], sd: DIFFICULTY_PRIOR_SD };
}
