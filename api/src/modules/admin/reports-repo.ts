import type { Db } from '../../db/kysely';
import type { QuestionReportsTable } from '../../db/schema/admin';
import { ADMIN_QUESTION_COLUMNS, type AdminQuestionRow } from '../questions/admin-repo';

/** Whether the student was served the question (any answer row, answered or not). */
export async function wasServedTo(db: Db, userId: string, questionId: number): Promise<boolean> {
  const served = await db
    .selectFrom('test_answers')
    .select('question_id')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(served);
}

/** The student's open report on the question, if any. */
export function openReportOf(db: Db, userId: string, questionId: number) {
  return db
    .selectFrom('question_reports')
    .select('id')
    .where('question_id', '=', questionId)
    .where('user_id', '=', userId)
    .where('open_slot', '=', 1)
    .executeTakeFirst();
}

export async function insertReport(db: Db, row: QuestionReportsTable): Promise<void> {
  await db.insertInto('question_reports').values(row).execute();
}

/** Questions with open (or handled) reports: count and latest report, most reported first. */
export function reportedQuestionGroups(db: Db, open: boolean, limit: number) {
  return db
    .selectFrom('question_reports')
    .select((eb) => [
      'question_id',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max('created_at').as('last'),
    ])
    .where('status', open ? '=' : '!=', 'open')
    .groupBy('question_id')
    .orderBy('n', 'desc')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
}

/** The reported questions as the admin sees them. */
export function reportedQuestions(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('questions')
    .select(ADMIN_QUESTION_COLUMNS)
    .where('id', 'in', ids)
    .execute() as Promise<AdminQuestionRow[]>;
}

/** The open (or handled) reports of these questions with the students' e-mails, newest first. */
export function reportsOf(db: Db, questionIds: readonly number[], open: boolean) {
  return db
    .selectFrom('question_reports')
    .innerJoin('users', 'users.id', 'question_reports.user_id')
    .select([
      'question_reports.id',
      'question_reports.question_id',
      'question_reports.reason',
      'question_reports.details',
      'question_reports.status',
      'question_reports.created_at',
      'question_reports.resolution_note',
      'question_reports.handled_at',
      'users.email',
    ])
    .where('question_reports.question_id', 'in', questionIds)
    .where('question_reports.status', open ? '=' : '!=', 'open')
    .orderBy('question_reports.created_at', 'desc')
    .execute();
}

/** Closes every open report of a question; how many it closed. */
export async function closeOpenReports(
  db: Db,
  questionId: number,
  decision: { status: 'resolved' | 'dismissed'; note: string; handledBy: string; at: string },
): Promise<number> {
  const result = await db
    .updateTable('question_reports')
    .set({
      status: decision.status,
      open_slot: null,
      resolution_note: decision.note,
      handled_by: decision.handledBy,
      handled_at: decision.at,
    })
    .where('question_id', '=', questionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
