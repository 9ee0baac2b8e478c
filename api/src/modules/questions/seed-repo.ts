import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from './admin-repo';

/** The fields a seed file sets: a seeded question whose fields differ was edited in the file. */
export const SEED_CONTENT_FIELDS = [
  'question_text',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'option_f',
  'item_type',
  'unit',
  'tolerance',
  'passage',
  'correct_answer',
  'explanation',
  'difficulty',
  'category',
] as const;

/** Every question loaded from the seed files (it has a seed key), with its content fields. */
export function seededQuestions(db: Executor) {
  return db
    .selectFrom('questions')
    .select(['id', 'seed_key', ...SEED_CONTENT_FIELDS])
    .where('seed_key', 'is not', null)
    .execute();
}

/** Adds questions in one statement (the caller keeps batches under SQLite's parameter limit). */
export async function insertSeedQuestions(
  db: Executor,
  rows: readonly Insertable<Database['questions']>[],
): Promise<void> {
  await db.insertInto('questions').values(rows).execute();
}
