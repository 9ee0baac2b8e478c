/**
 * Readiness on a form (decision 0036): from a student's ability posterior, the percent they
 * would be expected to score on a full-length form weighted like the real exam, its 80% range,
 * and the chance of reaching a target on one sitting of such a form.
 *
 * For a student at θ, an item drawn at random from a part's bank items is answered correctly
 * with probability p̄(θ), the mean of P(θ, b) over those items; the part's score is then
 * Binomial(count, p̄(θ)), and the form's score the sum of its parts'. The expected percent is
 * increasing in θ, so the range is the curve read at the ends of θ's 80% interval; the chance
 * of reaching a target averages P(score ≥ target | θ) over the posterior, so it counts the
 * luck of the day's questions as well as what is known of the student.
 */
import {
  type AbilityEstimate,
  estimateAbility,
  MIN_ANSWERS_FOR_ESTIMATE,
  type NeedsMoreAnswers,
  type ScoredAnswer,
} from './ability';
import type { ReadinessForm } from './forms';
import { GRID_SIZE, interpolateOnGrid, THETA_GRID } from './grid';
import { pCorrect } from './rasch';
import { type ExamScale, fromScale, toScale } from './scales';

export type FormCurve = {
  form: ReadinessForm;
  /** Expected share correct (0–1) at each grid node. */
  expected: Float64Array;
  /** Each part's p̄ at each grid node. */
  parts: { count: number; p: Float64Array }[];
  /** P(score ≥ s | θ_k), filled on first use: tails[k][s], s = 0…scored. */
  tails: Float64Array[] | null;
};

export function formCurve(form: ReadinessForm): FormCurve {
  const parts = form.parts.map((part) => {
    const p = new Float64Array(GRID_SIZE);
    for (let k = 0; k < GRID_SIZE; k++) {
      let sum = 0;
      for (const item of part.items) sum += pCorrect(THETA_GRID[k] as number, item.difficulty);
      p[k] = sum / part.items.length;
    }
    return { count: part.count, p };
  });
  const expected = new Float64Array(GRID_SIZE);
  for (let k = 0; k < GRID_SIZE; k++) {
    let correct = 0;
    for (const part of parts) correct += part.count * (part.p[k] as number);
    expected[k] = form.scored > 0 ? correct / form.scored : 0;
  }
  return { form, expected, parts, tails: null };
}

/** The score distribution's upper tails at each node: the parts' binomials convolved. */
function tails(curve: FormCurve): Float64Array[] {
  if (curve.tails) return curve.tails;
  const total = curve.form.scored;
  const result: Float64Array[] = [];
  for (let k = 0; k < GRID_SIZE; k++) {
    const distribution = new Float64Array(total + 1);
    distribution[0] = 1;
    let reach = 0;
    for (const part of curve.parts) {
      const p = part.p[k] as number;
      for (let i = 0; i < part.count; i++) {
        // One more item: s correct moves up with p or stays with 1 − p (in place, from the top).
        for (let s = reach; s >= 0; s--) {
          const d = distribution[s] as number;
          distribution[s + 1] = (distribution[s + 1] as number) + d * p;
          distribution[s] = d * (1 - p);
        }
        reach++;
      }
    }
    const tail = new Float64Array(total + 2);
    for (let s = total; s >= 0; s--)
      tail[s] = (tail[s + 1] as number) + (distribution[s] as number);
    result.push(tail);
  }
  curve.tails = result;
  return result;
}

/** Items to answer correctly on the form to reach `percent` (0–100). */
export function itemsForPercent(curve: FormCurve, percent: number): number {
  return Math.max(0, Math.ceil((percent / 100) * curve.form.scored - 1e-9));
}

export type ReadinessRange = { estimate: number; low: number; high: number };

/** Expected percent on the form: the posterior mean, and the 80% range. */
export function expectedPercent(curve: FormCurve, ability: AbilityEstimate): ReadinessRange {
  let mean = 0;
  for (let k = 0; k < GRID_SIZE; k++) {
    mean += (ability.posterior[k] as number) * (curve.expected[k] as number);
  }
  return {
    estimate: 100 * mean,
    low: 100 * interpolateOnGrid(curve.expected, ability.low),
    high: 100 * interpolateOnGrid(curve.expected, ability.high),
  };
}

/** The chance of scoring at least `percent` (0–100) on one sitting of the form. */
export function chanceOfReaching(
  curve: FormCurve,
  ability: AbilityEstimate,
  percent: number,
): number {
  const needed = itemsForPercent(curve, percent);
  if (needed > curve.form.scored) return 0;
  const tail = tails(curve);
  let chance = 0;
  for (let k = 0; k < GRID_SIZE; k++) {
    chance += (ability.posterior[k] as number) * ((tail[k] as Float64Array)[needed] as number);
  }
  return Math.min(1, Math.max(0, chance));
}

/**
 * Where a range stands against a mark (a pass mark or the student's target), in the manner of
 * GED Ready's bands but decided by the estimate's own range: all of it at or above the mark,
 * all of it below, or the mark inside it.
 */
export type ReadinessBand = 'likely' | 'too-close-to-call' | 'not-yet';

export function readinessBand(range: ReadinessRange, mark: number): ReadinessBand {
  if (range.low >= mark) return 'likely';
  if (range.high < mark) return 'not-yet';
  return 'too-close-to-call';
}

export type ReadinessEstimate =
  | NeedsMoreAnswers
  | {
      kind: 'estimate';
      answers: number;
      ability: AbilityEstimate;
      /** Expected percent correct on the form. */
      percent: ReadinessRange;
      /** The same on the exam's scale (the scale's conversion; equal to percent on a percent scale). */
      score: ReadinessRange;
      /** The target on the exam's scale and the chance of reaching it, when there is one. */
      target: { score: number; chance: number; band: ReadinessBand } | null;
    };

/**
 * The readiness figure for one form: the student's answers in its scope (the exam's, or the
 * test's categories'), the form's curve, the exam's scale, and the target on that scale (the
 * student's, or the scale's pass mark when they have none).
 */
export function estimateReadiness({
  answers,
  curve,
  scale,
  target = scale.passMark,
  minAnswers = MIN_ANSWERS_FOR_ESTIMATE,
}: {
  answers: readonly ScoredAnswer[];
  curve: FormCurve;
  scale: ExamScale;
  target?: number | null;
  minAnswers?: number;
}): ReadinessEstimate {
  const ability = estimateAbility(answers, minAnswers);
  if (ability.kind === 'needs-answers') return ability;
  const percent = expectedPercent(curve, ability);
  const score = {
    estimate: toScale(scale, percent.estimate),
    low: toScale(scale, percent.low),
    high: toScale(scale, percent.high),
  };
  return {
    kind: 'estimate',
    answers: ability.answers,
    ability,
    percent,
    score,
    target:
      target === null
        ? null
        : {
            score: target,
            chance: chanceOfReaching(curve, ability, fromScale(scale, target)),
            band: readinessBand(score, target),
          },
  };
}
