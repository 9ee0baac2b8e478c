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
/** Tags students never see: a change of them is written in place, never copied (decision 0030). */
export const SEED_TAG_FIELDS = ['topic', 'subarea'] as const;

/** Every question loaded from the seed files (it has a seed key), with its content fields and tags. */
export function seededQuestions(db: Executor) {
  return db
    .selectFrom('questions')
    .select(['id', 'seed_key', ...SEED_CONTENT_FIELDS, ...SEED_TAG_FIELDS])
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

/** Writes a question's seed tags in place (they are never copied on write). */
export async function setQuestionTags(
  db: Executor,
  id: number,
  tags: { topic: string | null; subarea: string | null },
): Promise<void> {
  await db.updateTable('questions').set(tags).where('id', '=', id).execute();
}
