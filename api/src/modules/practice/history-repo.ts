import { sql } from 'kysely';
import { idsIn, jsonTuples } from '../../db/json-rows';
import type { Executor, SessionRow } from './repo';

/** What the user last did with each question of an exam they were served. */
export function userQuestionHistory(db: Executor, userId: string, examTypeId: number) {
  return db
    .selectFrom('question_history')
    .select(['question_id', 'status'])
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .execute();
}

/** What the user last did with some of an exam's questions (those they were served). */
export function questionHistoryOf(
  db: Executor,
  userId: string,
  examTypeId: number,
  questionIds: readonly number[],
) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return sql<{ question_id: number; status: string }>`
    select question_id, status from question_history
    where user_id = ${userId} and exam_type_id = ${examTypeId}
      and ${idsIn(db, 'question_id', questionIds)}
  `
    .execute(db)
    .then((result) => result.rows);
}

/**
 * Records a finished session's questions in the user's history: an answered one as its latest
 * result, an unanswered one as served (a question already in the history keeps what it had).
 * A start needs no record of its own: the next start of the exam finalizes an open session
 * first, and only starts read the history.
 */
export async function recordResults(
  db: Executor,
  session: SessionRow,
  results: readonly { questionId: number; result: 'right' | 'wrong' | 'unanswered' }[],
  at: string,
) {
  if (results.length === 0) return;
  // `where true`: SQLite's parser needs it between a SELECT and ON CONFLICT.
  await sql`
    insert into question_history (user_id, exam_type_id, question_id, status, updated_at)
    select ${session.user_id}, ${session.exam_type_id}, cast(g.v->>0 as integer), g.v->>1, ${at}
    from ${jsonTuples(
      db,
      results.map((r) => [r.questionId, r.result]),
    )} as g
    where true
    on conflict (user_id, exam_type_id, question_id)
    do update set status = excluded.status, updated_at = excluded.updated_at
    where excluded.status <> 'unanswered'
  `.execute(db);
}
