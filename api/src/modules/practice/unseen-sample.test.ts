import { describe, expect, it } from 'vitest';
import type { PoolEntry } from '../questions/pool';
import type { QuestionHistory } from './selection';
import { type HistorySource, pickPreferringUnseen } from './unseen-sample';

const pool: PoolEntry[] = Array.from({ length: 2000 }, (_, i) => ({
  id: i + 1,
  category: i % 2 ? 'Math' : 'Reading',
  difficulty: 'medium',
  topic: null,
}));

/** A seeded generator (mulberry32): the same draws every run, without a short LCG's patterns. */
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

/** A student's history that counts how it is read. */
function historyOf(entries: Map<number, QuestionHistory>) {
  const reads = { of: 0, ids: 0, all: 0 };
  const source: HistorySource = {
    async of(ids) {
      reads.of++;
      reads.ids += ids.length;
      const out = new Map<number, QuestionHistory>();
      for (const id of ids) {
        const status = entries.get(id);
        if (status) out.set(id, status);
      }
      return out;
    },
    async all() {
      reads.all++;
      return entries;
    },
  };
  return { source, reads };
}

const quotas = new Map([
  ['Math', 5],
  ['Reading', 5],
]);

describe('choosing a test without reading the whole history', () => {
  it('reads the history of a small sample only, and takes unseen questions from it', async () => {
    // A student who has seen a third of the bank.
    const seen = new Map<number, QuestionHistory>(
      pool.filter((q) => q.id % 3 === 0).map((q) => [q.id, 'right']),
    );
    const { source, reads } = historyOf(seen);
    for (let seed = 1; seed <= 30; seed++) {
      const picked = await pickPreferringUnseen(pool, quotas, source, seeded(seed));
      for (const [category, ids] of picked) {
        expect(ids).toHaveLength(5);
        expect(new Set(ids).size).toBe(5);
        for (const id of ids) {
          expect(seen.has(id)).toBe(false);
          expect(pool[id - 1]?.category).toBe(category);
        }
      }
    }
    expect(reads.all).toBe(0);
    expect(reads.of).toBe(30);
    // A few dozen ids per start, not the 2,000 of the bank or the 667 the student has seen.
    expect(reads.ids / reads.of).toBeLessThanOrEqual(50);
  });

  it('reads the whole history when a category is nearly all seen, and still finds its unseen questions', async () => {
    const math = pool.filter((q) => q.category === 'Math');
    // Every Math question seen but three.
    const unseenMath = new Set(math.slice(0, 3).map((q) => q.id));
    const seen = new Map<number, QuestionHistory>(
      math.filter((q) => !unseenMath.has(q.id)).map((q) => [q.id, 'right']),
    );
    const [, , , fourth, fifth] = math.map((q) => q.id) as [number, number, number, number, number];
    seen.set(fourth, 'wrong');
    seen.set(fifth, 'wrong');
    const { source, reads } = historyOf(seen);
    const picked = await pickPreferringUnseen(pool, quotas, source, seeded(4));
    const ids = picked.get('Math') ?? [];
    expect(reads.all).toBe(1);
    // The three unseen first, then the two answered wrongly (pickByQuota's order).
    expect(new Set(ids.slice(0, 3))).toEqual(unseenMath);
    expect(ids.slice(3).sort()).toEqual([fourth, fifth].sort());
    expect(picked.get('Reading')).toHaveLength(5);
  });

  it('draws the unseen questions evenly', async () => {
    const small = pool.slice(0, 200);
    const seen = new Map<number, QuestionHistory>(
      small.filter((q) => q.category === 'Reading' && q.id <= 100).map((q) => [q.id, 'right']),
    );
    const { source } = historyOf(seen);
    const counts = new Map<number, number>();
    const random = seeded(11);
    for (let run = 0; run < 2000; run++) {
      const picked = await pickPreferringUnseen(small, new Map([['Reading', 5]]), source, random);
      for (const id of picked.get('Reading') ?? []) {
        expect(seen.has(id)).toBe(false);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    // 10,000 draws over the 50 unseen Reading questions: each about 200 times.
    expect(counts.size).toBe(50);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(140);
      expect(n).toBeLessThan(260);
    }
  });
});
