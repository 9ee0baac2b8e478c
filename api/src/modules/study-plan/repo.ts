import { PERIOD_STATUS } from '@app/domain';
import type { Db } from '../../db/kysely';

export type StudyPlanRow = {
  started_on: string;
  diagnostic_skipped_at: string | null;
};

export function planRowOf(db: Db, userId: string, examTypeId: number) {
  return db
    .selectFrom('study_plans')
    .select(['started_on', 'diagnostic_skipped_at'])
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .executeTakeFirst();
}

/** Begins the plan on `startedOn` (kept when one exists: two first visits at once agree). */
export async function beginPlan(
  db: Db,
  userId: string,
  examTypeId: number,
  startedOn: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('study_plans')
    .values({
      user_id: userId,
      exam_type_id: examTypeId,
      started_on: startedOn,
      diagnostic_skipped_at: null,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'exam_type_id']).doNothing())
    .execute();
}

/** Moves the plan's first day (a new paid period began after it). */
export async function restartPlan(db: Db, userId: string, examTypeId: number, startedOn: string) {
  await db
    .updateTable('study_plans')
    .set({ started_on: startedOn })
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .execute();
}

export async function markDiagnosticSkipped(
  db: Db,
  userId: string,
  examTypeId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('study_plans')
    .set({ diagnostic_skipped_at: at })
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .where('diagnostic_skipped_at', 'is', null)
    .execute();
}

/** Sessions of the exam a plan reads at most (its days are at most PLAN_MAX_DAYS back). */
const MAX_SESSIONS = 5000;

/**
 * The student's tests of the exam submitted since `sinceIso` (their graded answers counted),
 * and the diagnostic's state: submitted, or open.
 */
export async function submittedSince(db: Db, userId: string, examTypeId: number, sinceIso: string) {
  const rows = await db
    .selectFrom('test_sessions as s')
    .leftJoin('test_answers as a', (join) =>
      join.onRef('a.session_id', '=', 's.id').on('a.is_correct', 'is not', null),
    )
    .select(['s.mode', 's.submitted_at', (eb) => eb.fn.count<number>('a.question_id').as('graded')])
    .where('s.user_id', '=', userId)
    .where('s.exam_type_id', '=', examTypeId)
    .where('s.submitted_at', '>=', sinceIso)
    .groupBy(['s.id', 's.mode', 's.submitted_at'])
    .orderBy('s.submitted_at', 'desc')
    .limit(MAX_SESSIONS)
    .execute();
  return rows.map((r) => ({
    mode: r.mode,
    submittedAt: r.submitted_at as string,
    graded: Number(r.graded),
  }));
}

export async function diagnosticSessions(db: Db, userId: string, examTypeId: number) {
  const rows = await db
    .selectFrom('test_sessions')
    .select(['submitted_at'])
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .where('mode', '=', 'diagnostic')
    .limit(20)
    .execute();
  return {
    submitted: rows.some((r) => r.submitted_at !== null),
    open: rows.some((r) => r.submitted_at === null),
  };
}

/** Due dates of the student's review cards of the exam up to `untilIso`. */
export async function reviewDueDates(db: Db, userId: string, examTypeId: number, untilIso: string) {
  const rows = await db
    .selectFrom('review_cards')
    .select(['due_at'])
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .where('due_at', '<', untilIso)
    .limit(MAX_SESSIONS)
    .execute();
  return rows.map((r) => r.due_at);
}

/** The start of the student's paid period of the exam covering `nowIso`, if any. */
export async function coveringPeriodStart(
  db: Db,
  userId: string,
  examTypeId: number,
  nowIso: string,
) {
  const row = await db
    .selectFrom('subscriptions')
    .select(['starts_at'])
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .where('status', '=', PERIOD_STATUS.active)
    .where('starts_at', '<=', nowIso)
    .where('expires_at', '>', nowIso)
    .orderBy('starts_at')
    .executeTakeFirst();
  return row?.starts_at ?? null;
}
