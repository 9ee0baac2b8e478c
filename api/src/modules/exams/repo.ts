import type { Db } from '../../db/kysely';

export function listExamTypeRows(db: Db) {
  return db
    .selectFrom('exam_types')
    .select(['id', 'slug', 'name', 'description', 'icon', 'color'])
    .orderBy('id')
    .execute();
}
