import type { Difficulty } from '@app/domain';
import type { Db } from '../../db/kysely';
import { activeQuestionsOfExam } from './pool-repo';

export type PoolEntry = {
  id: number;
  category: string;
  difficulty: Difficulty;
  /** The blueprint sub-area (seed tag), or null. */
  topic: string | null;
  /** The finer sub-area (seed tag), or null. */
  subarea: string | null;
};

/** Upper bound on a pool's age should a change notice from another node be lost. */
const POOL_TTL_MS = 60_000;

/**
 * The active question ids of each exam, with category and difficulty, held in memory: a test
 * start picks from them without reading the whole bank. Dropped at once after a change made
 * through this node or announced by another (question-changes.ts), and after `POOL_TTL_MS`.
 */
export type QuestionPool = {
  forExam(examTypeId: number): Promise<readonly PoolEntry[]>;
  invalidate(examTypeId?: number): void;
};

export function createQuestionPool(db: Db, now: () => number = Date.now): QuestionPool {
  const cache = new Map<number, { loadedAt: number; entries: Promise<PoolEntry[]> }>();
  return {
    forExam(examTypeId) {
      const hit = cache.get(examTypeId);
      if (hit && now() - hit.loadedAt < POOL_TTL_MS) return hit.entries;
      const entries = activeQuestionsOfExam(db, examTypeId).then((rows) => rows as PoolEntry[]);
      entries.catch(() => cache.delete(examTypeId));
      cache.set(examTypeId, { loadedAt: now(), entries });
      return entries;
    },
    invalidate(examTypeId) {
      if (examTypeId === undefined) cache.clear();
      else cache.delete(examTypeId);
    },
  };
}
