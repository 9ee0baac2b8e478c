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

/**
 * The candidates in preference order: unseen first, then wrong, unanswered, right; random
 * within each group. Only as many as `wanted` (plus the rest lazily) are shuffled: one pass
 * sorts the pool into groups, then a partial Fisher–Yates draws from them in order.
 */
function* ranked(
  candidates: readonly PoolEntry[],
  history: ReadonlyMap<number, QuestionHistory>,
  random: Random,
): Generator<PoolEntry> {
  const groups: PoolEntry[][] = [[], [], [], []];
  for (const entry of candidates) {
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
  const byCategory = new Map<string, PoolEntry[]>([...quotas.keys()].map((c) => [c, []]));
  for (const entry of pool) byCategory.get(entry.category)?.push(entry);
  const queues = new Map<string, Generator<PoolEntry>>();
  for (const [category, entries] of byCategory) {
    queues.set(category, ranked(entries, history, random));
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
