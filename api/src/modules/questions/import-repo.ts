import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from './admin-repo';

/** The current version of every question of an exam: id, text and passage (for duplicates). */
export function currentQuestionsOfExam(db: Executor, examTypeId: number) {
  return db
    .selectFrom('questions')
    .select(['id', 'question_text', 'passage'])
    .where('exam_type_id', '=', examTypeId)
    .where('replaced_by_id', 'is', null)
    .execute();
}

/** Which of these seed keys the bank already holds. */
export function takenSeedKeys(db: Executor, keys: readonly string[]) {
  return db.selectFrom('questions').select('seed_key').where('seed_key', 'in', keys).execute();
}

/** Adds questions in one statement; their ids in order. */
export async function insertImportedQuestions(
  db: Executor,
  rows: readonly Insertable<Database['questions']>[],
): Promise<number[]> {
  const inserted = await db.insertInto('questions').values(rows).returning('id').execute();
  return inserted.map((r) => Number(r.id));
}
