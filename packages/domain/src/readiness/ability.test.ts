import { describe, expect, it } from 'vitest';
import {
  addAnswerLogLikelihood,
  estimateAbilities,
  estimateAbility,
  MIN_ANSWERS_FOR_CATEGORY_ESTIMATE,
  MIN_ANSWERS_FOR_ESTIMATE,
  posteriorEstimate,
} from './ability';
import { GRID_SIZE, THETA_GRID } from './grid';
import { logSigmoid } from './rasch';

const answers = (correct: number, wrong: number, difficulty = 0) => [
  ...Array.from({ length: correct }, () => ({ difficulty, correct: true })),
  ...Array.from({ length: wrong }, () => ({ difficulty, correct: false })),
];

describe('an answer’s log-likelihood on the grid', () => {
  it('matches log σ(±(θ − b)) computed directly, inside the table and beyond it', () => {
    for (const difficulty of [-9.37, -2.5, -0.05, 0, 0.333, 1.7, 6.01, 31, -40]) {
      for (const correct of [true, false]) {
        const log = new Float64Array(GRID_SIZE);
        addAnswerLogLikelihood(log, difficulty, correct);
        for (let k = 0; k < GRID_SIZE; k++) {
          const x = (THETA_GRID[k] as number) - difficulty;
          expect(log[k]).toBeCloseTo(logSigmoid(correct ? x : -x), 7);
        }
      }
    }
  });
});

describe('ability (EAP on the grid)', () => {
  it('is the N(0, 1) prior without answers: mean 0, SD 1, 80% interval ±1.28', () => {
    const prior = posteriorEstimate([]);
    expect(prior.theta).toBeCloseTo(0, 6);
    expect(prior.sd).toBeCloseTo(1, 3);
    expect(prior.low).toBeCloseTo(-1.2816, 2);
    expect(prior.high).toBeCloseTo(1.2816, 2);
  });

  it('rises with right answers, narrows with more answers, and stays finite when all are right', () => {
    const half = posteriorEstimate(answers(10, 10));
    const most = posteriorEstimate(answers(16, 4));
    const many = posteriorEstimate(answers(160, 40));
    const all = posteriorEstimate(answers(40, 0));
    expect(half.theta).toBeCloseTo(0, 6);
    expect(most.theta).toBeGreaterThan(half.theta + 0.5);
    expect(many.sd).toBeLessThan(most.sd / 2);
    expect(many.low).toBeLessThan(many.theta);
    expect(many.high).toBeGreaterThan(many.theta);
    expect(Number.isFinite(all.theta)).toBe(true);
    expect(all.theta).toBeGreaterThan(2);
  });

  it('says how many more answers it needs below the minimum, and estimates from it on', () => {
    const below = estimateAbility(answers(10, MIN_ANSWERS_FOR_ESTIMATE - 11));
    expect(below).toEqual({
      kind: 'needs-answers',
      answers: MIN_ANSWERS_FOR_ESTIMATE - 1,
      needed: 1,
    });
    expect(estimateAbility(answers(10, MIN_ANSWERS_FOR_ESTIMATE - 10)).kind).toBe('estimate');
  });

  it('gives each category its own estimate with the category minimum', () => {
    const math = answers(8, MIN_ANSWERS_FOR_CATEGORY_ESTIMATE - 8).map((a) => ({
      ...a,
      category: 'Math',
    }));
    const reading = answers(3, 0).map((a) => ({ ...a, category: 'Reading' }));
    const result = estimateAbilities([...math, ...reading], ['Math', 'Reading', 'Science']);
    expect(result.exam).toMatchObject({ kind: 'needs-answers', answers: math.length + 3 });
    expect(result.categories.Math?.kind).toBe('estimate');
    expect(result.categories.Reading).toMatchObject({
      kind: 'needs-answers',
      needed: MIN_ANSWERS_FOR_CATEGORY_ESTIMATE - 3,
    });
    expect(result.categories.Science).toMatchObject({ answers: 0 });
  });
});
