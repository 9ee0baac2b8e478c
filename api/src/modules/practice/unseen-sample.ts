import type { PoolEntry } from '../questions/pool';
import { pickByQuota, type QuestionHistory, type Random, splitByCategory } from './selection';

/** Where a start reads what the student did with the exam's questions. */
export type HistorySource = {
  /** The student's history of these questions only (one indexed lookup per id). */
  of(ids: readonly number[]): Promise<ReadonlyMap<number, QuestionHistory>>;
  /** The student's whole history of the exam (grows with every question they were served). */
  all(): Promise<ReadonlyMap<number, QuestionHistory>>;
};

/** Questions drawn per category before the history is read: this many per question wanted… */
const SAMPLE_PER_QUOTA = 3;
/** …plus this many, so that a small quota still has room for a few seen ones. */
const SAMPLE_EXTRA = 8;

/** `n` distinct entries at random (all of them, shuffled, when there are no more than `n`). */
function drawDistinct(entries: readonly PoolEntry[], n: number, random: Random): PoolEntry[] {
  if (n >= entries.length) {
    const out = [...entries];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j] as PoolEntry, out[i] as PoolEntry];
    }
    return out;
  }
  const taken = new Set<number>();
  const out: PoolEntry[] = [];
  while (out.length < n) {
    const index = Math.floor(random() * entries.length);
    if (taken.has(index)) continue;
    taken.add(index);
    out.push(entries[index] as PoolEntry);
  }
  return out;
}

/**
 * pickByQuota's choice without reading the student's whole history in the usual case: each
 * category's quota is drawn from a small random sample of it, whose history alone is read;
 * when every quota fills with unseen questions from its sample, those are the test (a uniform
 * draw among the unseen ones, as pickByQuota makes). Otherwise (a student who has seen most
 * of a category, or a category short of questions) the whole history is read and pickByQuota
 * ranks the whole pool. The whole history grows with every question served, so reading it on
 * every start made starts slower the more a student practised.
 */
export async function pickPreferringUnseen(
  pool: readonly PoolEntry[],
  quotas: ReadonlyMap<string, number>,
  history: HistorySource,
  random: Random = Math.random,
): Promise<Map<string, number[]>> {
  const byCategory = splitByCategory(pool);
  const samples = new Map<string, PoolEntry[]>();
  for (const [category, quota] of quotas) {
    const entries = byCategory.get(category) ?? [];
    samples.set(category, drawDistinct(entries, quota * SAMPLE_PER_QUOTA + SAMPLE_EXTRA, random));
  }
  const known = await history.of([...samples.values()].flat().map((entry) => entry.id));
  const picked = new Map<string, number[]>();
  for (const [category, quota] of quotas) {
    const unseen = (samples.get(category) ?? []).filter((entry) => !known.has(entry.id));
    if (unseen.length < quota) return pickByQuota(pool, quotas, await history.all(), random);
    picked.set(
      category,
      unseen.slice(0, quota).map((entry) => entry.id),
    );
  }
  return picked;
}
