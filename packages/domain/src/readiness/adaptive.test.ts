import { describe, expect, it } from 'vitest';
import { posteriorEstimate, type ScoredAnswer } from './ability';
import {
  ADAPTIVE_TOP_ITEMS,
  type AdaptiveCandidate,
  adaptiveAbility,
  itemInformation,
  nextAdaptiveItem,
} from './adaptive';
import { pCorrect } from './rasch';

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

/** A pool of items with difficulties spread evenly from −3 to 3 logits. */
const pool = (n: number): AdaptiveCandidate[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, difficulty: -3 + (6 * i) / (n - 1) }));

/**
 * A student of true ability θ sitting `length` items picked by `pick` from the pool; returns
 * the items' difficulties in order and the final estimate.
 */
function sit(
  theta: number,
  items: readonly AdaptiveCandidate[],
  length: number,
  random: () => number,
  pick: (left: AdaptiveCandidate[], ability: number) => number | null,
) {
  const answers: ScoredAnswer[] = [];
  let left = [...items];
  const served: number[] = [];
  for (let i = 0; i < length; i++) {
    const id = pick(left, adaptiveAbility(answers));
    const item = left.find((c) => c.id === id) as AdaptiveCandidate;
    left = left.filter((c) => c.id !== id);
    served.push(item.difficulty);
    answers.push({
      difficulty: item.difficulty,
      correct: random() < pCorrect(theta, item.difficulty),
    });
  }
  return { served, estimate: posteriorEstimate(answers) };
}

describe('item information (Rasch)', () => {
  it('is largest where the item is as hard as the student is able, and falls off either side', () => {
    expect(itemInformation(0.7, 0.7)).toBeCloseTo(0.25, 10);
    expect(itemInformation(0.7, 1.7)).toBeLessThan(0.25);
    expect(itemInformation(0.7, 1.7)).toBeCloseTo(itemInformation(0.7, -0.3), 10);
  });
});

describe('the next item of an adaptive test', () => {
  it('is drawn among the few items nearest the ability, so two students get different forms', () => {
    const items = pool(61); // one item every 0.1 logit
    const nearest = new Set(
      [...items]
        .sort((a, b) => Math.abs(a.difficulty - 1.2) - Math.abs(b.difficulty - 1.2))
        .slice(0, ADAPTIVE_TOP_ITEMS)
        .map((c) => c.id),
    );
    const random = seeded(1);
    const drawn = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const id = nextAdaptiveItem(items, 1.2, random) as number;
      expect(nearest.has(id)).toBe(true);
      drawn.add(id);
    }
    // Every one of the top items comes up: no single item is everyone's next.
    expect(drawn).toEqual(nearest);
    expect(nextAdaptiveItem([], 0, random)).toBeNull();
  });

  it('breaks ties at random (items of one label before calibration)', () => {
    const tied = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, difficulty: 0 }));
    const random = seeded(2);
    const drawn = new Set(Array.from({ length: 100 }, () => nextAdaptiveItem(tied, 0, random)));
    expect(drawn.size).toBeGreaterThan(ADAPTIVE_TOP_ITEMS);
  });

  it('gives harder items after right answers and easier ones after wrong answers', () => {
    const items = pool(121);
    const random = seeded(3);
    const pick = (left: AdaptiveCandidate[], ability: number) =>
      nextAdaptiveItem(left, ability, random);
    const right = sit(9, items, 10, () => 0, pick); // answers everything right
    const wrong = sit(-9, items, 10, () => 1, pick); // answers everything wrong
    for (let i = 1; i < 10; i++) {
      expect(right.served[i]).toBeGreaterThan(right.served[i - 1] as number);
      expect(wrong.served[i]).toBeLessThan(wrong.served[i - 1] as number);
    }
  });

  it('measures a student more precisely than the same number of items drawn at random', () => {
    const items = pool(300);
    const random = seeded(4);
    const adaptive = (left: AdaptiveCandidate[], ability: number) =>
      nextAdaptiveItem(left, ability, random);
    const atRandom = (left: AdaptiveCandidate[]) =>
      (left[Math.floor(random() * left.length)] as AdaptiveCandidate).id;
    let adaptiveSd = 0;
    let randomSd = 0;
    let adaptiveError = 0;
    let randomError = 0;
    const students = 200;
    for (let s = 0; s < students; s++) {
      const theta = -2 + (4 * s) / (students - 1);
      const a = sit(theta, items, 20, random, adaptive).estimate;
      const r = sit(theta, items, 20, random, atRandom).estimate;
      adaptiveSd += a.sd / students;
      randomSd += r.sd / students;
      adaptiveError += (a.theta - theta) ** 2 / students;
      randomError += (r.theta - theta) ** 2 / students;
    }
    expect(adaptiveSd).toBeLessThan(0.9 * randomSd);
    expect(adaptiveError).toBeLessThan(randomError);
  });

  it('ends a strong student above a weak one', () => {
    const items = pool(200);
    const random = seeded(5);
    const pick = (left: AdaptiveCandidate[], ability: number) =>
      nextAdaptiveItem(left, ability, random);
    const strong = sit(1.5, items, 20, random, pick).estimate;
    const weak = sit(-1.5, items, 20, random, pick).estimate;
    expect(strong.theta).toBeGreaterThan(weak.theta + 1.5);
    expect(strong.low).toBeGreaterThan(weak.high);
  });
});
