/**
 * Calibration of a set of items and students in one go (decision 0036): the alternating
 * scheme the incremental job runs in bounded steps, here run to convergence in memory. Each
 * pass estimates every student's ability (EAP) from the current difficulties and re-counts
 * their answers in the items' tallies with the weights N(θ, sd²) (recountStudent), then
 * re-estimates every item from its tally (MAP with its prior). This is expectation–
 * maximisation for the items' marginal MAP, with each student's posterior taken as normal; a
 * job that re-counts a bounded batch of students and then their items runs the same steps.
 */
import { posteriorEstimate } from './ability';
import {
  type CountedAbility,
  emptyTally,
  estimateItem,
  type ItemEstimate,
  type ItemTally,
  recountStudent,
} from './calibration';
import type { DifficultyPrior } from './rasch';

export type CalibrationInput = {
  /** Each item's prior (from its label), by item index. */
  priors: readonly DifficultyPrior[];
  /** Each student's answers: item index and whether it was right. */
  students: readonly (readonly { item: number; correct: boolean }[])[];
  /** Starting difficulties (the last run's); the priors' means when absent. */
  start?: readonly number[];
  /** Stop when no difficulty moves more than this in a pass. */
  tolerance?: number;
  maxPasses?: number;
};

export type CalibrationResult = {
  items: ItemEstimate[];
  /** Each student's ability as last counted into the tallies (what the job stores per student). */
  students: CountedAbility[];
  tallies: ItemTally[];
  passes: number;
  converged: boolean;
};

export function calibrate({
  priors,
  students,
  start,
  tolerance = 0.005,
  maxPasses = 40,
}: CalibrationInput): CalibrationResult {
  let difficulties = priors.map((p, i) => start?.[i] ?? p.mean);
  const tallies = priors.map(() => emptyTally());
  const tallyOf = (item: number) => tallies[item] as ItemTally;
  let abilities: (CountedAbility | null)[] = students.map(() => null);
  let items: ItemEstimate[] = [];
  let passes = 0;
  let converged = false;
  while (passes < maxPasses && !converged) {
    passes++;
    abilities = students.map((answers, s) => {
      const estimate = posteriorEstimate(
        answers.map((a) => ({ difficulty: difficulties[a.item] as number, correct: a.correct })),
      );
      const next = { theta: estimate.theta, sd: estimate.sd };
      recountStudent(tallyOf, answers, abilities[s] ?? null, answers, next);
      return next;
    });
    items = priors.map((prior, i) => estimateItem(tallyOf(i), prior, difficulties[i] as number));
    const next = items.map((item) => item.difficulty);
    converged = next.every((b, i) => Math.abs(b - (difficulties[i] as number)) < tolerance);
    difficulties = next;
  }
  return {
    items,
    students: abilities.map((a) => a ?? { theta: 0, sd: 1 }),
    tallies,
    passes,
    converged,
  };
}
