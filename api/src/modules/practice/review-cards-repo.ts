import { sql } from 'kysely';
import { idsIn, jsonTuples } from '../../db/json-rows';
import type { Executor } from './repo';

export async function reviewCardsOf(db: Executor, userId: string, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  const { rows } = await sql<{ question_id: number; card: string }>`
    select question_id, card from review_cards
    where user_id = ${userId} and ${idsIn(db, 'question_id', questionIds)}
  `.execute(db);
  return rows;
}

/** Saves review cards: new ones inserted, a student's existing card for a question moved along. */
export async function saveReviewCards(
  db: Executor,
  userId: string,
  examTypeId: number,
  cards: readonly { questionId: number; dueAt: string; card: string }[],
  at: string,
) {
  if (cards.length === 0) return;
  await sql`
    insert into review_cards (user_id, question_id, exam_type_id, due_at, card, updated_at)
    select ${userId}, cast(g.v->>0 as integer), ${examTypeId}, g.v->>1, g.v->>2, ${at}
    from ${jsonTuples(
      db,
      cards.map((c) => [c.questionId, c.dueAt, c.card]),
    )} as g
    where true
    on conflict (user_id, question_id)
    do update set due_at = excluded.due_at, card = excluded.card, updated_at = excluded.updated_at
  `.execute(db);
}

export function dueReviewCards(
  db: Executor,
  userId: string,
  examTypeId: number,
  nowIso: string,
  limit: number,
) {
  return db
    .selectFrom('review_cards')
    .select(['question_id'])
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .where('due_at', '<=', nowIso)
    .orderBy('due_at')
    .limit(limit)
    .execute();
}

export function dueReviewCounts(db: Executor, userId: string, nowIso: string) {
  return db
    .selectFrom('review_cards')
    .select(['exam_type_id', (eb) => eb.fn.countAll<number>().as('due')])
    .where('user_id', '=', userId)
    .where('due_at', '<=', nowIso)
    .groupBy('exam_type_id')
    .execute();
}
