import type { PoolEntry } from '../questions/pool';

/** What a student's history says about a question: never served, last answered wrong or right, or served but left unanswered. */
export type QuestionHistory = 'wrong' | 'unanswered' | 'right';

/** Lower goes first: unseen questions, then ones answered wrongly, then the rest. */
const PRIORITY = { unseen: 0, wrong: 1, unanswered: 2, right: 3 } as const;

export type Random = () => number;

export function shuffle<T>(items: readonly T[], random: Random = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Consecutive draws that found no unseen question before the full ranking takes over. */
const MAX_MISSES = 8;

/**
 * The candidates in preference order: unseen first, then wrong, unanswered, right; random
 * within each group. A test takes a handful from a category of thousands, and most of a
 * category is usually unseen: so unseen questions are first drawn at random (uniform over the
 * unseen ones not yet drawn), without touching the rest of the pool. Once draws keep missing,
 * one pass sorts what is left into groups and a partial Fisher–Yates yields from them in
 * order.
 */
function* ranked(
  candidates: readonly PoolEntry[],
  history: ReadonlyMap<number, QuestionHistory>,
  random: Random,
): Generator<PoolEntry> {
  const drawn = new Set<number>();
  let misses = 0;
  while (misses < MAX_MISSES && drawn.size < candidates.length) {
    const entry = candidates[Math.floor(random() * candidates.length)] as PoolEntry;
    if (drawn.has(entry.id) || history.has(entry.id)) {
      misses++;
      continue;
    }
    misses = 0;
    drawn.add(entry.id);
    yield entry;
  }
  const groups: PoolEntry[][] = [[], [], [], []];
  for (const entry of candidates) {
    if (drawn.has(entry.id)) continue;
    groups[PRIORITY[history.get(entry.id) ?? 'unseen']]?.push(entry);
  }
  for (const group of groups) {
    for (let i = 0; i < group.length; i++) {
      const j = i + Math.floor(random() * (group.length - i));
      [group[i], group[j]] = [group[j] as PoolEntry, group[i] as PoolEntry];
      yield group[i] as PoolEntry;
    }
  }
}

/** The pool split by category, kept per pool (the cached pool is the same array each time). */
const byCategoryOf = new WeakMap<readonly PoolEntry[], Map<string, PoolEntry[]>>();

export function splitByCategory(pool: readonly PoolEntry[]): Map<string, PoolEntry[]> {
  let split = byCategoryOf.get(pool);
  if (!split) {
    split = new Map();
    for (const entry of pool) {
      const list = split.get(entry.category);
      if (list) list.push(entry);
      else split.set(entry.category, [entry]);
    }
    byCategoryOf.set(pool, split);
  }
  return split;
}

/**
 * Picks questions category by category (`quotas`: category → how many), preferring unseen
 * questions, then ones answered wrongly before. When a category has too few questions, the
 * shortfall goes to the categories that still have some, one at a time in turn, so the test
 * keeps its length whenever the bank allows. Returns ids grouped by category in quota order.
 */
export function pickByQuota(
  pool: readonly PoolEntry[],
  quotas: ReadonlyMap<string, number>,
  history: ReadonlyMap<number, QuestionHistory>,
  random: Random = Math.random,
): Map<string, number[]> {
  const byCategory = splitByCategory(pool);
  const queues = new Map<string, Generator<PoolEntry>>();
  for (const category of quotas.keys()) {
    queues.set(category, ranked(byCategory.get(category) ?? [], history, random));
  }
  const take = (category: string, n: number) => {
    const out: PoolEntry[] = [];
    const queue = queues.get(category);
    while (queue && out.length < n) {
      const next = queue.next();
      if (next.done) break;
      out.push(next.value);
    }
    return out;
  };
  const picked = new Map<string, number[]>([...quotas.keys()].map((c) => [c, []]));
  let shortfall = 0;
  for (const [category, quota] of quotas) {
    const taken = take(category, quota);
    picked.get(category)?.push(...taken.map((q) => q.id));
    shortfall += quota - taken.length;
  }
  while (shortfall > 0) {
    let moved = false;
    for (const category of quotas.keys()) {
      if (shortfall === 0) break;
      const [next] = take(category, 1);
      if (!next) continue;
      picked.get(category)?.push(next.id);
      shortfall--;
      moved = true;
    }
    if (!moved) break;
  }
  return picked;
}
