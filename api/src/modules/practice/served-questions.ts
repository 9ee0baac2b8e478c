import type { Db } from '../../db/kysely';
import { type QuestionRecord, questionsByIds } from './repo';

/** Rows kept per database (about 2 kB each: a few megabytes). */
const CAPACITY = 4096;

const caches = new WeakMap<Db, Map<number, QuestionRecord>>();

/**
 * The rows of questions that are part of a test already saved, read from memory when they were
 * read lately. Such a row never changes: once a question has been served, an edit makes a new
 * question and retires the old one (decision 0011), so the cached row is the row. A question
 * not yet served may still be edited in place, so nothing else may be read through here.
 * Least recently used rows leave first.
 */
export async function servedQuestions(db: Db, ids: readonly number[]): Promise<QuestionRecord[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const found: QuestionRecord[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const row = cache.get(id);
    if (row) {
      cache.delete(id);
      cache.set(id, row);
      found.push(row);
    } else {
      missing.push(id);
    }
  }
  if (missing.length === 0) return found;
  for (const row of await questionsByIds(db, missing)) {
    cache.set(row.id, row);
    found.push(row);
  }
  while (cache.size > CAPACITY) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return found;
}
