import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { idsIn, jsonTuples } from '../../db/json-rows';
import type { Db } from '../../db/kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';

export type Executor = Db | Transaction<Database> | Kysely<Database>;

export const SESSION_COLUMNS = [
  'id',
  'user_id',
  'exam_type_id',
  'mode',
  'free_slot',
  'question_ids',
  'sections',
  'total',
  'duration_seconds',
  'started_at',
  'deadline_at',
  'submitted_at',
  'submitted_by',
  'score',
  'correct_count',
  'answered_count',
  'time_spent',
  'notice',
] as const;

export type SessionRow = Database['test_sessions'];

const sessionById = preparedQuery((db, id: string) =>
  db.selectFrom('test_sessions').select(SESSION_COLUMNS).where('id', '=', id),
);

export async function findSession(db: Executor, id: string): Promise<SessionRow | undefined> {
  return (await sessionById(db, id)).rows[0];
}

/** The user's unsubmitted session of an exam, if any (the newest). */
const openSessionOf = preparedQuery((db, userId: string, examTypeId: number) =>
  db
    .selectFrom('test_sessions')
    .select(SESSION_COLUMNS)
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .where('submitted_at', 'is', null)
    .orderBy('started_at', 'desc')
    .limit(1),
);

export async function findOpenSession(
  db: Executor,
  userId: string,
  examTypeId: number,
): Promise<SessionRow | undefined> {
  return (await openSessionOf(db, userId, examTypeId)).rows[0];
}

/** Open sessions of a user, one per exam at most in practice (dashboard "Continue"). */
export function openSessionsOfUser(db: Executor, userId: string) {
  return db
    .selectFrom('test_sessions')
    .select(['id', 'exam_type_id', 'deadline_at'])
    .where('user_id', '=', userId)
    .where('submitted_at', 'is', null)
    .execute();
}

const freeSessionOf = preparedQuery((db, userId: string, examTypeId: number) =>
  db
    .selectFrom('test_sessions')
    .select('total')
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .where('free_slot', '=', 1),
);

export async function hasFreeSession(db: Executor, userId: string, examTypeId: number) {
  return (await freeSessionOf(db, userId, examTypeId)).rows[0]?.total ?? 0;
}

/** Free questions served per exam to a user (one free session per exam holds them). */
export function freeServedByExam(db: Executor, userId: string) {
  return db
    .selectFrom('test_sessions')
    .select(['exam_type_id', 'total'])
    .where('user_id', '=', userId)
    .where('free_slot', '=', 1)
    .execute();
}

const insertSessionRow = preparedQuery((db, ...values: unknown[]) =>
  db
    .insertInto('test_sessions')
    .values(Object.fromEntries(SESSION_COLUMNS.map((c, i) => [c, values[i]])) as never),
);

export function insertSession(db: Executor, session: SessionRow, questionIds: readonly number[]) {
  return db.transaction().execute(async (trx) => {
    await insertSessionRow(trx, ...SESSION_COLUMNS.map((c) => session[c]));
    // One row per question, in the test's order (position from 0).
    await sql`
      insert into test_answers (session_id, question_id, user_id, exam_type_id, position)
      select ${session.id}, cast(g.v->>0 as integer), ${session.user_id}, ${session.exam_type_id},
        cast(g.i as integer)
      from ${jsonTuples(
        trx,
        questionIds.map((id) => [id]),
      )} as g
    `.execute(trx);
  });
}

const answersOfSession = preparedQuery((db, sessionId: string) =>
  db
    .selectFrom('test_answers')
    .select(['question_id', 'position', 'chosen', 'is_correct', 'flagged'])
    .where('session_id', '=', sessionId)
    .orderBy('position'),
);

export async function sessionAnswerRows(db: Executor, sessionId: string) {
  return (await answersOfSession(db, sessionId)).rows;
}

export function sessionAnswerRow(db: Executor, sessionId: string, questionId: number) {
  return db
    .selectFrom('test_answers')
    .select(['question_id', 'chosen', 'flagged'])
    .where('session_id', '=', sessionId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

export function saveAnswer(
  db: Executor,
  sessionId: string,
  questionId: number,
  chosen: string | null,
  at: string,
) {
  return db
    .updateTable('test_answers')
    .set({ chosen, answered_at: chosen === null ? null : at })
    .where('session_id', '=', sessionId)
    .where('question_id', '=', questionId)
    .execute();
}

/**
 * Saves a tutor-mode answer only if the question has none yet; false when another request
 * answered it first (its key may already be shown).
 */
export async function saveFirstAnswer(
  db: Executor,
  sessionId: string,
  questionId: number,
  chosen: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('test_answers')
    .set({ chosen, answered_at: at })
    .where('session_id', '=', sessionId)
    .where('question_id', '=', questionId)
    .where('chosen', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the session's row lock for the rest of the transaction if it is still open (so two
 * finalizers, e.g. a submit and the timer, run one after the other); false if submitted.
 */
const lockIfOpen = preparedQuery((db, id: string) =>
  db
    .updateTable('test_sessions')
    .set({ id })
    .where('id', '=', id)
    .where('submitted_at', 'is', null),
);

export async function lockOpenSession(db: Executor, id: string): Promise<boolean> {
  return Number((await lockIfOpen(db, id)).numAffectedRows) === 1;
}

export function saveFlag(db: Executor, sessionId: string, questionId: number, flagged: boolean) {
  return db
    .updateTable('test_answers')
    .set({ flagged: flagged ? 1 : 0 })
    .where('session_id', '=', sessionId)
    .where('question_id', '=', questionId)
    .execute();
}

export const QUESTION_COLUMNS = [
  'id',
  'exam_type_id',
  'category',
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
  'created_at',
] as const;

export type QuestionRecord = Pick<
  Selectable<Database['questions']>,
  (typeof QUESTION_COLUMNS)[number]
>;

const QUESTION_SELECT = sql.raw(QUESTION_COLUMNS.map((c) => `"${c}"`).join(', '));

export async function questionsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<QuestionRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<QuestionRecord>`
    select ${QUESTION_SELECT} from questions where ${idsIn(db, 'id', ids)}
  `.execute(db);
  return rows;
}

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

const markIfOpen = preparedQuery(
  (
    db,
    id: string,
    submitted_at: string | null,
    submitted_by: string | null,
    score: number | null,
    correct_count: number | null,
    answered_count: number | null,
    time_spent: number | null,
  ) =>
    db
      .updateTable('test_sessions')
      .set({ submitted_at, submitted_by, score, correct_count, answered_count, time_spent })
      .where('id', '=', id)
      .where('submitted_at', 'is', null),
);

export async function markSubmitted(
  db: Executor,
  id: string,
  values: Pick<
    SessionRow,
    'submitted_at' | 'submitted_by' | 'score' | 'correct_count' | 'answered_count' | 'time_spent'
  >,
): Promise<boolean> {
  const result = await markIfOpen(
    db,
    id,
    values.submitted_at,
    values.submitted_by,
    values.score,
    values.correct_count,
    values.answered_count,
    values.time_spent,
  );
  return Number(result.numAffectedRows) === 1;
}

export function completedSessions(
  db: Executor,
  userId: string,
  limit: number,
  examTypeId?: number,
) {
  let query = db
    .selectFrom('test_sessions')
    .select(SESSION_COLUMNS)
    .where('user_id', '=', userId)
    .where('submitted_at', 'is not', null);
  if (examTypeId !== undefined) query = query.where('exam_type_id', '=', examTypeId);
  return query.orderBy('submitted_at', 'desc').limit(limit).execute();
}

/** Open sessions whose time (plus grace) ran out before `beforeIso`, oldest first. */
export function expiredOpenSessions(db: Executor, beforeIso: string, limit: number) {
  return db
    .selectFrom('test_sessions')
    .select(SESSION_COLUMNS)
    .where('submitted_at', 'is', null)
    .where('deadline_at', '<', beforeIso)
    .orderBy('deadline_at')
    .limit(limit)
    .execute();
}

export async function bookmarkedAmong(
  db: Executor,
  userId: string,
  questionIds: readonly number[],
) {
  if (questionIds.length === 0) return [];
  const { rows } = await sql<{ question_id: number }>`
    select question_id from bookmarks
    where user_id = ${userId} and ${idsIn(db, 'question_id', questionIds)}
  `.execute(db);
  return rows;
}

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
