import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/**
 * A student's graded answers of one exam, oldest first: every answered item of every
 * submitted test (practice, tutor, custom, review, bookmarks, simulations), with the item's
 * category and tags. The service keeps the first answer to each question.
 */
export function gradedAnswers(db: Db, userId: string, examTypeId: number) {
  return db
    .selectFrom('test_answers as a')
    .innerJoin('test_sessions as s', 's.id', 'a.session_id')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select(['a.question_id', 'a.is_correct', 'q.category', 'q.topic', 'q.subarea', 'q.difficulty'])
    .where('a.user_id', '=', userId)
    .where('a.exam_type_id', '=', examTypeId)
    .where('a.chosen', 'is not', null)
    .where('a.is_correct', 'is not', null)
    .where('s.submitted_at', 'is not', null)
    .orderBy('s.submitted_at')
    .orderBy('a.position')
    .execute();
}

export type TargetRow = {
  exam_type_id: number;
  exam_date: string | null;
  target_kind: string | null;
  target_score: number | null;
  updated_at: string;
};

export function targetsOf(db: Db, userId: string): Promise<TargetRow[]> {
  return db
    .selectFrom('readiness_targets')
    .select(['exam_type_id', 'exam_date', 'target_kind', 'target_score', 'updated_at'])
    .where('user_id', '=', userId)
    .execute();
}

export async function saveTarget(db: Db, userId: string, row: TargetRow): Promise<void> {
  await db
    .insertInto('readiness_targets')
    .values({ user_id: userId, ...row })
    .onConflict((oc) =>
      oc.columns(['user_id', 'exam_type_id']).doUpdateSet({
        exam_date: row.exam_date,
        target_kind: row.target_kind,
        target_score: row.target_score,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export type EstimateRow = {
  scope: string;
  answers: number;
  percent: number;
  percent_low: number;
  percent_high: number;
  theta: number;
  theta_sd: number;
  scale_version: number;
  computed_at: string;
};

export function storedEstimates(db: Db, userId: string, examTypeId: number) {
  return db
    .selectFrom('readiness_estimates')
    .select(['scope', 'answers', 'percent', 'scale_version'])
    .where('user_id', '=', userId)
    .where('exam_type_id', '=', examTypeId)
    .execute();
}

/** Saves the student's latest estimates of an exam (one row per form), replacing earlier ones. */
export async function saveEstimates(
  db: Db,
  userId: string,
  examTypeId: number,
  rows: readonly EstimateRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('readiness_estimates')
    .values(rows.map((row) => ({ user_id: userId, exam_type_id: examTypeId, ...row })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'exam_type_id', 'scope']).doUpdateSet((eb) => ({
        answers: eb.ref('excluded.answers'),
        percent: eb.ref('excluded.percent'),
        percent_low: eb.ref('excluded.percent_low'),
        percent_high: eb.ref('excluded.percent_high'),
        theta: eb.ref('excluded.theta'),
        theta_sd: eb.ref('excluded.theta_sd'),
        scale_version: eb.ref('excluded.scale_version'),
        computed_at: eb.ref('excluded.computed_at'),
      })),
    )
    .execute();
}

/**
 * For each form of the exam the student has an estimate on: how many other students have one,
 * and how many of them are below the student's expected percent, or level with it.
 */
export async function peerCounts(db: Db, userId: string, examTypeId: number) {
  const { rows } = await sql<{ scope: string; total: number; below: number; ties: number }>`
    select o.scope as scope,
      count(*) as total,
      sum(case when o.percent < m.percent then 1 else 0 end) as below,
      sum(case when o.percent = m.percent then 1 else 0 end) as ties
    from readiness_estimates m
    join readiness_estimates o
      on o.exam_type_id = m.exam_type_id and o.scope = m.scope and o.user_id <> m.user_id
    where m.user_id = ${userId} and m.exam_type_id = ${examTypeId}
    group by o.scope
  `.execute(db);
  return rows.map((r) => ({
    scope: r.scope,
    total: Number(r.total),
    below: Number(r.below),
    ties: Number(r.ties),
  }));
}
