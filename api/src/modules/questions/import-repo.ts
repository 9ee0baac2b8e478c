import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from './admin-repo';

/** The current version of every question of an exam: its id, stem and passage. */
export function currentStems(db: Executor, examTypeId: number) {
  return db
    .selectFrom('questions')
    .select(['id', 'question_text', 'passage'])
    .where('exam_type_id', '=', examTypeId)
    .where('replaced_by_id', 'is', null)
    .execute();
}

/** Which of these seed keys the bank already holds. */
export async function takenSeedKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('questions')
      .select('seed_key')
      .where('seed_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) if (row.seed_key) taken.add(row.seed_key);
  }
  return taken;
}

/** Adds questions in one statement; their ids in order. */
export async function insertImportedQuestions(
  db: Executor,
  rows: readonly Insertable<Database['questions']>[],
): Promise<number[]> {
  const inserted = await db.insertInto('questions').values(rows).returning('id').execute();
  return inserted.map((r) => Number(r.id));
}
