import { describe, expect, it } from 'vitest';
import type { PoolEntry } from '../questions/pool';
import { pickByQuota, type QuestionHistory } from './selection';

const pool: PoolEntry[] = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  category: i % 2 ? 'Math' : 'Reading',
  difficulty: 'medium',
  topic: null,
}));

/** A seeded generator: the same draws every run. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

describe('choosing the questions of a test', () => {
  it('takes unseen questions first, then wrong, unanswered and right ones, in that order', () => {
    const math = pool.filter((q) => q.category === 'Math').map((q) => q.id);
    const history = new Map<number, QuestionHistory>();
    // Of 200 Math questions: 3 unseen, 4 wrong, 5 unanswered, the rest right.
    for (const [i, id] of math.entries()) {
      if (i < 3) continue;
      history.set(id, i < 7 ? 'wrong' : i < 12 ? 'unanswered' : 'right');
    }
    for (let seed = 1; seed <= 20; seed++) {
      const picked = pickByQuota(pool, new Map([['Math', 10]]), history, seeded(seed));
      const ids = picked.get('Math') ?? [];
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
      expect(ids.slice(0, 3).sort()).toEqual(math.slice(0, 3).sort());
      expect(ids.slice(3, 7).every((id) => history.get(id) === 'wrong')).toBe(true);
      expect(ids.slice(7).every((id) => history.get(id) === 'unanswered')).toBe(true);
    }
  });

  it('draws unseen questions evenly, never one the student has seen while unseen ones remain', () => {
    const history = new Map<number, QuestionHistory>();
    // Half of Reading seen.
    for (const q of pool.filter((p) => p.category === 'Reading').slice(0, 100)) {
      history.set(q.id, 'right');
    }
    const counts = new Map<number, number>();
    const random = seeded(7);
    for (let run = 0; run < 2000; run++) {
      const ids = pickByQuota(pool, new Map([['Reading', 5]]), history, random).get('Reading');
      for (const id of ids ?? []) {
        expect(history.has(id)).toBe(false);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    // 10,000 draws over the 100 unseen: each about 100 times.
    expect(counts.size).toBe(100);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(60);
      expect(n).toBeLessThan(140);
    }
  });

  it('gives a category short of questions its shortfall to the others', () => {
    const small = pool.slice(0, 6);
    const picked = pickByQuota(
      small,
      new Map([
        ['Math', 5],
        ['Reading', 1],
      ]),
      new Map(),
      seeded(3),
    );
    expect(picked.get('Math')).toHaveLength(3);
    expect(picked.get('Reading')).toHaveLength(3);
  });
});
