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
  'section_state',
  'unscored_ids',
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
    .select(['question_id', 'position', 'chosen', 'is_correct', 'flagged', 'marks'])
    .where('session_id', '=', sessionId)
    .orderBy('position'),
);

export async function sessionAnswerRows(db: Executor, sessionId: string) {
  return (await answersOfSession(db, sessionId)).rows;
}

export function sessionAnswerRow(db: Executor, sessionId: string, questionId: number) {
  return db
    .selectFrom('test_answers')
    .select(['question_id', 'chosen', 'flagged', 'position'])
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

/** Moves a simulation's clock state from `from` to `to`, only if nobody moved it meanwhile. */
export async function updateSectionState(
  db: Executor,
  sessionId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await db
    .updateTable('test_sessions')
    .set({ section_state: to })
    .where('id', '=', sessionId)
    .where('section_state', '=', from)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A student's extended time and extra breaks (accommodations; migration 0013). */
export async function accommodationsOf(db: Executor, userId: string) {
  const row = await db
    .selectFrom('users')
    .select(['time_multiplier', 'extra_breaks'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    timeMultiplier: Number(row?.time_multiplier ?? 1),
    extraBreaks: Number(row?.extra_breaks ?? 0) === 1,
  };
}

export async function saveAccommodations(
  db: Executor,
  userId: string,
  value: { timeMultiplier: number; extraBreaks: boolean },
) {
  await db
    .updateTable('users')
    .set({ time_multiplier: value.timeMultiplier, extra_breaks: value.extraBreaks ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** Saves a student's tool marks on one item of a session (JSON; null clears them). */
export function saveMarks(
  db: Executor,
  sessionId: string,
  questionId: number,
  marks: string | null,
) {
  return db
    .updateTable('test_answers')
    .set({ marks })
    .where('session_id', '=', sessionId)
    .where('question_id', '=', questionId)
    .execute();
}

/**
 * Moves a simulation's state from `from` to `to` (compare and set, as updateSectionState) and,
 * in the same transaction, puts the item chosen for an adaptive slot in place: the test's list
 * of items becomes `questionIds`; the answer row of the item chosen moves to `position` (from
 * `swapFrom`, where the displaced item goes) or, for an item not yet in the test, the displaced
 * row takes its id. Only unanswered rows of slots not yet reached move. False if the state had
 * moved meanwhile (nothing written).
 */
export function placeItem(
  db: Db,
  sessionId: string,
  from: string,
  to: string,
  questionIds: string,
  place: { position: number; questionId: number; displaced: number; swapFrom: number | null },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('test_sessions')
      .set({ section_state: to, question_ids: questionIds })
      .where('id', '=', sessionId)
      .where('section_state', '=', from)
      .where('submitted_at', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const rows = trx
      .updateTable('test_answers')
      .where('session_id', '=', sessionId)
      .where('chosen', 'is', null);
    if (place.swapFrom === null) {
      await rows
        .set({ question_id: place.questionId })
        .where('question_id', '=', place.displaced)
        .execute();
    } else {
      await rows
        .set({ position: place.swapFrom })
        .where('question_id', '=', place.displaced)
        .execute();
      await rows
        .set({ position: place.position })
        .where('question_id', '=', place.questionId)
        .execute();
    }
    return true;
  });
}
