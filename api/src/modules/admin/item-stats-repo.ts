import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { type EvidenceWindow, evidenceSessions } from '../practice/evidence-sessions-repo';

/*
 * The queries of the item statistics job and page (decision 0011): the job's mark, the tests
 * and answers it counts, and the per-question sums in question_stats. The row-value compare
 * and the upsert's `excluded` reference are written for SQLite and PostgreSQL alike.
 */

/** The per-question sums as stored. */
export type StatsRow = {
  answered: number;
  correct: number;
  chose_a: number;
  chose_b: number;
  chose_c: number;
  chose_d: number;
  chose_e: number;
  chose_f: number;
  sum_y: number;
  sum_yy: number;
  sum_xy: number;
};

/** One question's new totals, as the job writes them. */
export type StatsWrite = StatsRow & {
  question_id: number;
  discrimination: number | null;
  flagged: number;
  updated_at: string;
};

/** Creates the job's mark row (empty) unless it exists. */
export async function ensureJobMark(db: Db, job: string, nowIso: string): Promise<void> {
  await db
    .insertInto('job_marks')
    .values({ job, mark: '', updated_at: nowIso })
    .onConflict((oc) => oc.column('job').doNothing())
    .execute();
}

export async function jobMark(db: Db, job: string): Promise<string> {
  const { mark } = await db
    .selectFrom('job_marks')
    .select('mark')
    .where('job', '=', job)
    .executeTakeFirstOrThrow();
  return mark;
}

/**
 * Tests of students (not demo accounts) submitted by `until`, after the (submitted_at, id)
 * mark, in the counted modes, with at least two questions (a rest-of-test score needs one).
 */
export function sessionsToCount(db: Db, window: EvidenceWindow) {
  return evidenceSessions(db, window).where('test_sessions.total', '>=', 2).execute();
}

/** The chosen answers of these tests, with each question's type and last options. */
export function chosenAnswers(db: Db, sessionIds: readonly string[]) {
  return db
    .selectFrom('test_answers')
    .innerJoin('questions', 'questions.id', 'test_answers.question_id')
    .select([
      'session_id',
      'question_id',
      'chosen',
      'is_correct',
      'questions.item_type',
      'questions.option_e',
      'questions.option_f',
    ])
    .where('session_id', 'in', sessionIds)
    .where('chosen', 'is not', null)
    .execute();
}

export function statsRows(db: Db, questionIds: readonly number[]) {
  return db
    .selectFrom('question_stats')
    .selectAll()
    .where('question_id', 'in', questionIds)
    .execute();
}

/** Writes these questions' totals (inserted, or replacing the stored ones). */
export async function upsertStats(db: Db, rows: readonly StatsWrite[], stamp: string) {
  const replaced = (column: string) => sql<number>`excluded.${sql.ref(column)}`;
  await db
    .insertInto('question_stats')
    .values(rows)
    .onConflict((oc) =>
      oc.column('question_id').doUpdateSet({
        answered: replaced('answered'),
        correct: replaced('correct'),
        chose_a: replaced('chose_a'),
        chose_b: replaced('chose_b'),
        chose_c: replaced('chose_c'),
        chose_d: replaced('chose_d'),
        chose_e: replaced('chose_e'),
        chose_f: replaced('chose_f'),
        sum_y: replaced('sum_y'),
        sum_yy: replaced('sum_yy'),
        sum_xy: replaced('sum_xy'),
        discrimination: replaced('discrimination'),
        flagged: replaced('flagged'),
        updated_at: stamp,
      }),
    )
    .execute();
}

/** Moves the job's mark from `from` to `to`; false when another run moved it first. */
export async function moveJobMark(
  db: Db,
  job: string,
  from: string,
  to: string,
  stamp: string,
): Promise<boolean> {
  const moved = await db
    .updateTable('job_marks')
    .set({ mark: to, updated_at: stamp })
    .where('job', '=', job)
    .where('mark', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * A page of the statistics (flagged first — by facility and discrimination or as a Rasch
 * misfit — then the most answered) and the totals, with each item's calibration where it
 * has one on the current grid.
 */
export async function itemStatsRows(
  db: Db,
  input: {
    examTypeId?: number | undefined;
    flaggedOnly: boolean;
    limit: number;
    offset: number;
    gridVersion: number;
  },
) {
  let base = db
    .selectFrom('question_stats')
    .innerJoin('questions', 'questions.id', 'question_stats.question_id')
    .leftJoin('item_calibration', (join) =>
      join
        .onRef('item_calibration.question_id', '=', 'question_stats.question_id')
        .on('item_calibration.grid_version', '=', input.gridVersion),
    );
  if (input.examTypeId !== undefined) {
    base = base.where('questions.exam_type_id', '=', input.examTypeId);
  }
  const filtered = input.flaggedOnly
    ? base.where((eb) =>
        eb.or([eb('question_stats.flagged', '=', 1), eb('item_calibration.misfit', '=', 1)]),
      )
    : base;
  const [rows, totals] = await Promise.all([
    filtered
      .select([
        'question_stats.question_id',
        'question_stats.answered',
        'question_stats.correct',
        'question_stats.chose_a',
        'question_stats.chose_b',
        'question_stats.chose_c',
        'question_stats.chose_d',
        'question_stats.chose_e',
        'question_stats.chose_f',
        'question_stats.sum_y',
        'question_stats.sum_yy',
        'question_stats.sum_xy',
        'questions.exam_type_id',
        'questions.category',
        'questions.question_text',
        'questions.correct_answer',
        'questions.difficulty',
        'item_calibration.difficulty as estimate',
        'item_calibration.se',
        'item_calibration.answers as calibrated_answers',
        'item_calibration.infit',
        'item_calibration.outfit',
        'item_calibration.misfit',
      ])
      .orderBy(
        (eb) =>
          eb
            .case()
            .when(
              eb.or([eb('question_stats.flagged', '=', 1), eb('item_calibration.misfit', '=', 1)]),
            )
            .then(1)
            .else(0)
            .end(),
        'desc',
      )
      .orderBy('question_stats.answered', 'desc')
      .orderBy('question_stats.question_id')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn
          .sum<number | string>(
            eb
              .case()
              .when(
                eb.or([
                  eb('question_stats.flagged', '=', 1),
                  eb('item_calibration.misfit', '=', 1),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('flagged'),
      ])
      .executeTakeFirst(),
  ]);
  return { rows, totals };
}
