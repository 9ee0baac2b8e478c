import { describe, expect, it } from 'vitest';
import { posteriorEstimate } from './ability';
import type { ReadinessForm } from './forms';
import { GRID_SIZE, THETA_GRID } from './grid';
import { pCorrect } from './rasch';
import {
  chanceOfReaching,
  estimateReadiness,
  expectedPercent,
  formCurve,
  itemsForPercent,
  readinessBand,
} from './readiness';
import { findExamScale } from './scales';

const item = (difficulty: number) => ({ category: 'Math', difficulty });
const small: ReadinessForm = {
  label: 'Small',
  scope: 'test',
  parts: [
    { section: 'A', category: 'Math', count: 2, items: [item(-1), item(0.5)] },
    { section: 'B', category: 'Reading', count: 3, items: [item(1.2)] },
  ],
  scored: 5,
};
/** n choose r, for the small n here. */
const choose = (n: number, r: number): number =>
  r === 0 || r === n ? 1 : choose(n - 1, r - 1) + choose(n - 1, r);
const answers = (correct: number, wrong: number) => [
  ...Array.from({ length: correct }, () => ({ difficulty: 0, correct: true })),
  ...Array.from({ length: wrong }, () => ({ difficulty: 0, correct: false })),
];

describe('readiness on a form', () => {
  it('expects each part’s mean chance, weighted by its items, rising with ability', () => {
    const curve = formCurve(small);
    const k = 70;
    const theta = THETA_GRID[k] as number;
    const a = (pCorrect(theta, -1) + pCorrect(theta, 0.5)) / 2;
    const b = pCorrect(theta, 1.2);
    expect(curve.expected[k]).toBeCloseTo((2 * a + 3 * b) / 5, 12);
    for (let i = 1; i < GRID_SIZE; i++) {
      expect(curve.expected[i]).toBeGreaterThan(curve.expected[i - 1] as number);
    }
  });

  it('gives the chance of a score as the parts’ binomials convolved, averaged over the posterior', () => {
    const curve = formCurve(small);
    const ability = posteriorEstimate(answers(12, 8));
    // By hand: P(at least 3 of 5) at each node, two items at p̄A and three at p̄B.
    let expected = 0;
    for (let k = 0; k < GRID_SIZE; k++) {
      const pa = curve.parts[0]?.p[k] as number;
      const pb = curve.parts[1]?.p[k] as number;
      let atLeast3 = 0;
      for (let x = 0; x <= 2; x++) {
        for (let y = 0; y <= 3; y++) {
          if (x + y < 3) continue;
          atLeast3 +=
            choose(2, x) *
            pa ** x *
            (1 - pa) ** (2 - x) *
            choose(3, y) *
            pb ** y *
            (1 - pb) ** (3 - y);
        }
      }
      expected += (ability.posterior[k] as number) * atLeast3;
    }
    expect(itemsForPercent(curve, 60)).toBe(3);
    expect(chanceOfReaching(curve, ability, 60)).toBeCloseTo(expected, 10);
    expect(chanceOfReaching(curve, ability, 0)).toBeCloseTo(1, 12);
    expect(chanceOfReaching(curve, ability, 101)).toBe(0);
    expect(chanceOfReaching(curve, ability, 40)).toBeGreaterThan(
      chanceOfReaching(curve, ability, 60),
    );
  });

  it('reads its range off the curve at the ends of the ability interval', () => {
    const curve = formCurve(small);
    const percent = expectedPercent(curve, posteriorEstimate(answers(30, 10)));
    expect(percent.low).toBeLessThan(percent.estimate);
    expect(percent.high).toBeGreaterThan(percent.estimate);
    expect(percent.low).toBeGreaterThan(0);
    expect(percent.high).toBeLessThan(100);
  });

  it('places a range against a mark: all above, all below, or the mark inside it', () => {
    expect(readinessBand({ estimate: 150, low: 145, high: 158 }, 145)).toBe('likely');
    expect(readinessBand({ estimate: 140, low: 133, high: 144.9 }, 145)).toBe('not-yet');
    expect(readinessBand({ estimate: 144, low: 138, high: 150 }, 145)).toBe('too-close-to-call');
  });

  it('on the exam’s scale: needs its minimum, then gives the range and the chance of the pass mark', () => {
    const ged = findExamScale(2);
    if (!ged) throw new Error('no GED scale');
    const curve = formCurve(small);
    expect(estimateReadiness({ answers: answers(10, 9), curve, scale: ged })).toMatchObject({
      kind: 'needs-answers',
      needed: 1,
    });
    const readiness = estimateReadiness({ answers: answers(14, 6), curve, scale: ged });
    if (readiness.kind !== 'estimate') throw new Error('no estimate');
    expect(readiness.score.low).toBeGreaterThanOrEqual(100);
    expect(readiness.score.high).toBeLessThanOrEqual(200);
    expect(readiness.target?.score).toBe(145);
    expect(readiness.target?.chance).toBeCloseTo(
      chanceOfReaching(curve, readiness.ability, 60),
      12,
    );
    const noTarget = estimateReadiness({
      answers: answers(14, 6),
      curve,
      scale: findExamScale(1) ?? ged,
    });
    expect(noTarget.kind === 'estimate' && noTarget.target).toBeNull();
  });
});
