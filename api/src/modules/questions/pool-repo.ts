import type { Db } from '../../db/kysely';

/** The active questions of an exam, in id order: id, category, difficulty and the tags. */
export function activeQuestionsOfExam(db: Db, examTypeId: number) {
  return db
    .selectFrom('questions')
    .select(['id', 'category', 'difficulty', 'topic', 'subarea'])
    .where('exam_type_id', '=', examTypeId)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
}
