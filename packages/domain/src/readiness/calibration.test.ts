import { describe, expect, it } from 'vitest';
import { posteriorEstimate } from './ability';
import { calibrate } from './calibrate';
import {
  type CountedAbility,
  emptyTally,
  estimateItem,
  type ItemTally,
  MIN_ANSWERS_FOR_FIT,
  misfitKind,
  nearestLabel,
  recountStudent,
  tallyAnswer,
} from './calibration';
import { normalWeights } from './grid';
import { difficultyPrior, pCorrect } from './rasch';

/** mulberry32: the same draws every run. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const normal = (random: () => number) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

describe('an item’s estimate from its tally', () => {
  it('is its prior before any answer, with no fit judged', () => {
    const estimate = estimateItem(emptyTally(), difficultyPrior('hard'));
    expect(estimate).toMatchObject({ answers: 0, infit: null, outfit: null, misfit: null });
    expect(estimate.difficulty).toBeCloseTo(1, 9);
    expect(estimate.se).toBeCloseTo(1, 9);
  });

  it('moves from its label to the difficulty its answers show, more surely with more answers', () => {
    const random = seeded(3);
    const truth = 1.4;
    const tally = (answers: number) => {
      const t = emptyTally();
      for (let i = 0; i < answers; i++) {
        const theta = normal(random);
        // Students known to ±0.3.
        tallyAnswer(t, normalWeights(theta, 0.3), random() < pCorrect(theta, truth));
      }
      return t;
    };
    const few = estimateItem(tally(20), difficultyPrior('easy'));
    const many = estimateItem(tally(2000), difficultyPrior('easy'));
    expect(few.difficulty).toBeGreaterThan(-1);
    expect(many.difficulty).toBeGreaterThan(truth - 0.2);
    expect(many.difficulty).toBeLessThan(truth + 0.2);
    expect(many.se).toBeLessThan(few.se / 5);
    expect(many.misfit).toBe(false);
  });
});

describe('tallies', () => {
  it('return to empty when what was counted is taken off again', () => {
    const tally = emptyTally();
    const weights = normalWeights(0.4, 0.5);
    tallyAnswer(tally, weights, true);
    tallyAnswer(tally, normalWeights(-1, 0.2), false);
    tallyAnswer(tally, weights, true, -1);
    tallyAnswer(tally, normalWeights(-1, 0.2), false, -1);
    expect(tally.answers).toBe(0);
    expect(tally.correct).toBe(0);
    expect(Math.max(...tally.n, ...tally.r)).toBeLessThan(1e-12);
  });

  it('count a student once however often they are re-counted', () => {
    const tallies = new Map<string, ItemTally>([
      ['a', emptyTally()],
      ['b', emptyTally()],
    ]);
    const tallyOf = (item: string) => tallies.get(item) as ItemTally;
    const before = [{ item: 'a', correct: true }];
    const after = [...before, { item: 'b', correct: false }];
    recountStudent(tallyOf, [], null, before, { theta: 0.2, sd: 0.8 });
    recountStudent(tallyOf, before, { theta: 0.2, sd: 0.8 }, after, { theta: -0.1, sd: 0.6 });
    const a = tallyOf('a');
    expect(a.answers).toBe(1);
    const expected = normalWeights(-0.1, 0.6);
    a.n.forEach((n, k) => {
      expect(n).toBeCloseTo(expected[k] as number, 12);
    });
    expect(tallyOf('b')).toMatchObject({ answers: 1, correct: 0 });
  });
});

/** Students answering `perStudent` random items each, by the model (with items' true slopes). */
function cohort(
  random: () => number,
  truths: readonly { difficulty: number; slope: number }[],
  students: number,
  perStudent: number,
) {
  return Array.from({ length: students }, () => {
    const theta = normal(random);
    const items = new Set<number>();
    while (items.size < perStudent) items.add(Math.floor(random() * truths.length));
    return [...items].map((item) => {
      const { difficulty, slope } = truths[item] as { difficulty: number; slope: number };
      return { item, correct: random() < pCorrect(slope * theta, slope * difficulty) };
    });
  });
}

describe('calibration', () => {
  it('flags items answered against the model (a reversed key) and few of the others', () => {
    const random = seeded(5);
    const truths = Array.from({ length: 200 }, (_, i) => ({
      difficulty: normal(random),
      // Every 20th item is answered as if its key were wrong: the abler, the likelier wrong.
      slope: i % 20 === 0 ? -0.7 : 1,
    }));
    const students = cohort(random, truths, 800, 40);
    const result = calibrate({ priors: truths.map(() => difficultyPrior('medium')), students });
    const judged = result.items.filter((item) => item.answers >= MIN_ANSWERS_FOR_FIT);
    expect(judged.length).toBeGreaterThan(190);
    const reversed = result.items.filter((_, i) => i % 20 === 0);
    const others = result.items.filter((item, i) => i % 20 !== 0 && item.misfit !== null);
    expect(reversed.every((item) => item.misfit === true)).toBe(true);
    expect(others.filter((item) => item.misfit).length / others.length).toBeLessThan(0.05);
    const meanInfit = others.reduce((sum, item) => sum + (item.infit ?? 0), 0) / others.length;
    expect(meanInfit).toBeGreaterThan(0.9);
    expect(meanInfit).toBeLessThan(1.05);
  });

  it('reaches the same difficulties in bounded batches (the job) as all at once', () => {
    const random = seeded(9);
    const truths = Array.from({ length: 60 }, () => ({ difficulty: normal(random), slope: 1 }));
    const students = cohort(random, truths, 300, 20);
    const priors = truths.map(() => difficultyPrior('medium'));
    const once = calibrate({ priors, students, tolerance: 1e-4, maxPasses: 200 });

    // The job: each run re-counts at most 50 students (new ones first, then the longest
    // unvisited), then re-estimates the items they touched; what it keeps is each item's
    // tally and difficulty and each student's counted ability.
    const tallies = priors.map(() => emptyTally());
    const tallyOf = (item: number) => tallies[item] as ItemTally;
    const difficulties = priors.map((p) => p.mean);
    const counted: (CountedAbility | null)[] = students.map(() => null);
    let next = 0;
    for (let run = 0; run < 120; run++) {
      const touched = new Set<number>();
      for (let i = 0; i < 50; i++) {
        const s = next;
        next = (next + 1) % students.length;
        const answers = students[s] ?? [];
        const { theta, sd } = posteriorEstimate(
          answers.map((a) => ({ difficulty: difficulties[a.item] as number, correct: a.correct })),
        );
        const ability = { theta, sd };
        recountStudent(tallyOf, counted[s] ? answers : [], counted[s] ?? null, answers, ability);
        counted[s] = ability;
        for (const a of answers) touched.add(a.item);
      }
      for (const item of touched) {
        difficulties[item] = estimateItem(
          tallyOf(item),
          priors[item] as ReturnType<typeof difficultyPrior>,
          difficulties[item],
        ).difficulty;
      }
    }
    once.items.forEach((item, i) => {
      expect(Math.abs(item.difficulty - (difficulties[i] as number))).toBeLessThan(0.002);
    });
  });
});

describe('reading an item’s estimate', () => {
  it('says how a judged item misfits, and nothing before it is judged', () => {
    expect(misfitKind({ infit: 1.5, outfit: 1.1, misfit: true })).toBe('erratic');
    expect(misfitKind({ infit: 1.1, outfit: 1.6, misfit: true })).toBe('erratic');
    expect(misfitKind({ infit: 0.6, outfit: 0.5, misfit: true })).toBe('predictable');
    expect(misfitKind({ infit: 1.0, outfit: 1.0, misfit: false })).toBeNull();
    expect(misfitKind({ infit: 1.9, outfit: 2.0, misfit: null })).toBeNull();
  });

  it('places a difficulty against the labels, half-way between their priors', () => {
    expect(nearestLabel(-1.7)).toBe('easy');
    expect(nearestLabel(-0.51)).toBe('easy');
    expect(nearestLabel(0.4)).toBe('medium');
    expect(nearestLabel(0.51)).toBe('hard');
    expect(nearestLabel(3)).toBe('hard');
  });
});
