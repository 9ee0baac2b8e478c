import type { Db } from '../../db/kysely';
import type { RealScoresTable } from '../../db/schema/reminders-and-scores';

/** The estimate stored for the student on one form (readiness_estimates), if any. */
export function storedEstimate(db: Db, userId: string, examTypeId: number, scope: string) {
  return db
    .selectFrom('readiness_estimates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .where('scope', '=', scope)
    .executeTakeFirst();
}

/** Stores a report, replacing the student's earlier one for the same form. */
export async function saveRealScore(db: Db, row: RealScoresTable): Promise<void> {
  const { user_id, exam_type_id, scope, ...rest } = row;
  await db
    .insertInto('real_scores')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'exam_type_id', 'scope']).doUpdateSet(rest))
    .execute();
}

export function realScoresOf(db: Db, userId: string, examTypeId: number) {
  return db
    .selectFrom('real_scores')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .orderBy('scope')
    .execute();
}

/** Every report, without who made it: what the calibration table reads. */
export function anonymousReports(db: Db) {
  return db
    .selectFrom('real_scores')
    .select(['exam_type_id', 'predicted_score', 'score', 'reached'])
    .orderBy('exam_type_id')
    .execute();
}
