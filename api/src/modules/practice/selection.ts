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

function ranked(
  candidates: readonly PoolEntry[],
  history: ReadonlyMap<number, QuestionHistory>,
  random: Random,
): PoolEntry[] {
  return shuffle(candidates, random)
    .map((entry) => ({ entry, rank: PRIORITY[history.get(entry.id) ?? 'unseen'] }))
    .sort((a, b) => a.rank - b.rank)
    .map((x) => x.entry);
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
  const queues = new Map<string, PoolEntry[]>();
  for (const category of quotas.keys()) {
    queues.set(
      category,
      ranked(
        pool.filter((q) => q.category === category),
        history,
        random,
      ),
    );
  }
  const picked = new Map<string, number[]>([...quotas.keys()].map((c) => [c, []]));
  let shortfall = 0;
  for (const [category, quota] of quotas) {
    const queue = queues.get(category) ?? [];
    const take = queue.splice(0, quota);
    picked.get(category)?.push(...take.map((q) => q.id));
    shortfall += quota - take.length;
  }
  while (shortfall > 0) {
    let moved = false;
    for (const category of quotas.keys()) {
      if (shortfall === 0) break;
      const next = queues.get(category)?.shift();
      if (!next) continue;
      picked.get(category)?.push(next.id);
      shortfall--;
      moved = true;
    }
    if (!moved) break;
  }
  return picked;
}
