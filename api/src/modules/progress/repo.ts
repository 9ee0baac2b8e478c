import type { Db } from '../../db/kysely';

/**
 * Totals of completed tests per exam for one user; `full_*` leave out the free 3-question
 * runs, whose score says little (decision 0015).
 */
export function examTotals(db: Db, userId: string) {
  return db
    .selectFrom('test_sessions')
    .select((eb) => [
      'exam_type_id',
      eb.fn.countAll<number>().as('tests'),
      eb.fn.sum<number>('score').as('score_sum'),
      eb.fn.count<number>(eb.case().when('mode', '!=', 'free').then(1).end()).as('full_tests'),
      eb.fn
        .sum<number>(eb.case().when('mode', '!=', 'free').then(eb.ref('score')).end())
        .as('full_score_sum'),
      eb.fn.sum<number>('answered_count').as('answered'),
      eb.fn.sum<number>('correct_count').as('correct'),
      eb.fn.max('submitted_at').as('last_at'),
    ])
    .where('user_id', '=', userId)
    .where('submitted_at', 'is not', null)
    .groupBy('exam_type_id')
    .execute();
}

/** Scores of completed tests, newest first (the score chart); `fullOnly` leaves out free runs. */
export function recentScores(
  db: Db,
  userId: string,
  limit: number,
  examTypeId?: number,
  fullOnly = false,
) {
  let query = db
    .selectFrom('test_sessions')
    .select(['id', 'exam_type_id', 'score', 'submitted_at'])
    .where('user_id', '=', userId)
    .where('submitted_at', 'is not', null);
  if (examTypeId !== undefined) query = query.where('exam_type_id', '=', examTypeId);
  if (fullOnly) query = query.where('mode', '!=', 'free');
  return query.orderBy('submitted_at', 'desc').limit(limit).execute();
}

/** The newest score of each exam (one indexed lookup per exam the user has tests in). */
export async function lastScores(db: Db, userId: string, examTypeIds: readonly number[]) {
  const rows = await Promise.all(
    examTypeIds.map((examTypeId) =>
      db
        .selectFrom('test_sessions')
        .select(['exam_type_id', 'score'])
        .where('user_id', '=', userId)
        .where('exam_type_id', '=', examTypeId)
        .where('submitted_at', 'is not', null)
        .orderBy('submitted_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  return new Map(rows.flatMap((r) => (r ? [[r.exam_type_id, r.score ?? 0] as const] : [])));
}

/** Answered questions per exam and category, and how many were right (graded answers only). */
export function categoryTotals(db: Db, userId: string) {
  return db
    .selectFrom('test_answers as a')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select((eb) => [
      'a.exam_type_id',
      'q.category',
      eb.fn.countAll<number>().as('attempted'),
      eb.fn.sum<number>('a.is_correct').as('correct'),
    ])
    .where('a.user_id', '=', userId)
    .where('a.chosen', 'is not', null)
    .where('a.is_correct', 'is not', null)
    .groupBy(['a.exam_type_id', 'q.category'])
    .execute();
}
