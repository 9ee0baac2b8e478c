import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { type EvidenceWindow, evidenceSessions } from '../practice/evidence-sessions-repo';

/*
 * The queries of the item calibration job (decision 0038): the tests it discovers, the
 * students it must count again, their answers, the items' estimates and tallies, and the
 * students' abilities. Lists of ids travel in chunks (SQLite takes at most 32,766 parameters).
 * The row-value compare and the upserts' `excluded` reference read alike on SQLite and
 * PostgreSQL.
 */

const CHUNK = 500;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const replaced = (column: string) => sql<never>`excluded.${sql.ref(column)}`;

/** Submitted tests of students (not demo accounts) by `until`, after the (submitted_at, id) mark. */
export function sessionsToDiscover(db: Db, window: EvidenceWindow) {
  return evidenceSessions(db, window).execute() as Promise<
    { id: string; user_id: string; exam_type_id: number; submitted_at: string }[]
  >;
}

/** Where the job got to with these students of one exam. */
export async function studentMarks(db: Db, examTypeId: number, userIds: readonly string[]) {
  const rows: { user_id: string; counted_through: string }[] = [];
  for (const part of chunks(userIds)) {
    rows.push(
      ...(await db
        .selectFrom('calibration_students')
        .select(['user_id', 'counted_through'])
        .where('exam_type_id', '=', examTypeId)
        .where('user_id', 'in', part)
        .execute()),
    );
  }
  return rows;
}

/** Marks students of exams as having tests to count (added, never counted, when new). */
export async function markDirty(
  db: Db,
  students: readonly { user_id: string; exam_type_id: number }[],
  stamp: string,
) {
  for (const part of chunks(students, 200)) {
    await db
      .insertInto('calibration_students')
      .values(
        part.map((s) => ({
          user_id: s.user_id,
          exam_type_id: s.exam_type_id,
          dirty: 1,
          pass: 0,
          counted_through: '',
          updated_at: stamp,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'exam_type_id']).doUpdateSet({ dirty: 1, updated_at: stamp }),
      )
      .execute();
  }
}

export type StudentRow = {
  user_id: string;
  exam_type_id: number;
  dirty: number;
  pass: number;
  counted_through: string;
};

/** Students with tests to count, exam by exam. */
export function dirtyStudents(db: Db, limit: number): Promise<StudentRow[]> {
  return db
    .selectFrom('calibration_students')
    .select(['user_id', 'exam_type_id', 'dirty', 'pass', 'counted_through'])
    .where('dirty', '=', 1)
    .orderBy('exam_type_id')
    .orderBy('user_id')
    .limit(limit)
    .execute();
}

/** Students not yet counted in this pass of the sweep, exam by exam. */
export function unsweptStudents(db: Db, pass: number, limit: number): Promise<StudentRow[]> {
  return db
    .selectFrom('calibration_students')
    .select(['user_id', 'exam_type_id', 'dirty', 'pass', 'counted_through'])
    .where('pass', '<', pass)
    .where('dirty', '=', 0)
    .orderBy('pass')
    .orderBy('exam_type_id')
    .orderBy('user_id')
    .limit(limit)
    .execute();
}

export type AnswerRow = {
  user_id: string;
  question_id: number;
  is_correct: number | null;
  submitted_at: string;
  session_id: string;
};

/**
 * The answered items of these students' counted tests of one exam submitted by `until`, with
 * each test's place in submission order (in no particular order: the caller picks each
 * student's first answer to an item; sorting here cost as much as the read).
 */
export async function countedAnswers(
  db: Db,
  input: {
    examTypeId: number;
    userIds: readonly string[];
    until: string;
    modes: readonly string[];
  },
): Promise<AnswerRow[]> {
  const rows: AnswerRow[] = [];
  for (const part of chunks(input.userIds)) {
    const found = await db
      .selectFrom('test_answers')
      .innerJoin('test_sessions', 'test_sessions.id', 'test_answers.session_id')
      .select([
        'test_answers.user_id',
        'test_answers.question_id',
        'test_answers.is_correct',
        'test_sessions.submitted_at',
        'test_answers.session_id',
      ])
      .where('test_answers.exam_type_id', '=', input.examTypeId)
      .where('test_answers.user_id', 'in', part)
      .where('test_answers.chosen', 'is not', null)
      .where('test_sessions.submitted_at', 'is not', null)
      .where('test_sessions.submitted_at', '<=', input.until)
      .where('test_sessions.mode', 'in', input.modes)
      .execute();
    rows.push(...(found as AnswerRow[]));
  }
  return rows;
}

export type AbilityRow = {
  user_id: string;
  scope: string;
  theta: number;
  sd: number;
  answers: number;
  counted: Uint8Array;
};

/** The abilities these students of one exam were last counted with, every scope. */
export async function abilityRows(
  db: Db,
  examTypeId: number,
  userIds: readonly string[],
): Promise<AbilityRow[]> {
  const rows: AbilityRow[] = [];
  for (const part of chunks(userIds)) {
    rows.push(
      ...(await db
        .selectFrom('student_abilities')
        .select(['user_id', 'scope', 'theta', 'sd', 'answers', 'counted'])
        .where('exam_type_id', '=', examTypeId)
        .where('user_id', 'in', part)
        .execute()),
    );
  }
  return rows;
}

export type CalibrationItemRow = {
  id: number;
  exam_type_id: number;
  category: string;
  topic: string | null;
  subarea: string | null;
  difficulty: string;
  estimate: number | null;
  se: number | null;
  answers: number | null;
  correct: number | null;
  tally: Uint8Array | null;
};

/** Questions with their label, where they belong, and their calibration so far (if any). */
export async function calibrationItems(
  db: Db,
  questionIds: readonly number[],
): Promise<CalibrationItemRow[]> {
  const rows: CalibrationItemRow[] = [];
  for (const part of chunks(questionIds, 1000)) {
    rows.push(
      ...(await db
        .selectFrom('questions')
        .leftJoin('item_calibration', 'item_calibration.question_id', 'questions.id')
        .select([
          'questions.id',
          'questions.exam_type_id',
          'questions.category',
          'questions.topic',
          'questions.subarea',
          'questions.difficulty',
          'item_calibration.difficulty as estimate',
          'item_calibration.se',
          'item_calibration.answers',
          'item_calibration.correct',
          'item_calibration.tally',
        ])
        .where('questions.id', 'in', part)
        .execute()),
    );
  }
  return rows;
}

/** Questions' labels and their calibrated difficulties on this grid, where they have one. */
export async function itemDifficultyRows(
  db: Db,
  questionIds: readonly number[],
  gridVersion: number,
) {
  const rows: {
    id: number;
    difficulty: string;
    estimate: number | null;
    se: number | null;
    answers: number | null;
  }[] = [];
  for (const part of chunks(questionIds, 1000)) {
    rows.push(
      ...(await db
        .selectFrom('questions')
        .leftJoin('item_calibration', (join) =>
          join
            .onRef('item_calibration.question_id', '=', 'questions.id')
            .on('item_calibration.grid_version', '=', gridVersion),
        )
        .select([
          'questions.id',
          'questions.difficulty',
          'item_calibration.difficulty as estimate',
          'item_calibration.se',
          'item_calibration.answers',
        ])
        .where('questions.id', 'in', part)
        .execute()),
    );
  }
  return rows;
}

export type ItemWrite = {
  question_id: number;
  difficulty: number;
  se: number;
  answers: number;
  correct: number;
  infit: number | null;
  outfit: number | null;
  misfit: number | null;
  tally: Uint8Array;
  grid_version: number;
  updated_at: string;
};

export type AbilityWrite = {
  user_id: string;
  exam_type_id: number;
  scope: string;
  theta: number;
  sd: number;
  answers: number;
  counted: Uint8Array;
  updated_at: string;
};

export type CountedStudent = {
  user_id: string;
  exam_type_id: number;
  pass: number;
  counted_through: string;
};

/**
 * One run's results, written in the run's transaction: the items' new estimates and tallies,
 * the students' abilities (scopes left without answers removed) and where each student got to.
 */
export async function saveCalibration(
  db: Db,
  write: {
    items: readonly ItemWrite[];
    abilities: readonly AbilityWrite[];
    removedScopes: readonly { user_id: string; exam_type_id: number; scope: string }[];
    students: readonly CountedStudent[];
    stamp: string;
  },
) {
  for (const part of chunks(write.items, 200)) {
    await db
      .insertInto('item_calibration')
      .values(part)
      .onConflict((oc) =>
        oc.column('question_id').doUpdateSet({
          difficulty: replaced('difficulty'),
          se: replaced('se'),
          answers: replaced('answers'),
          correct: replaced('correct'),
          infit: replaced('infit'),
          outfit: replaced('outfit'),
          misfit: replaced('misfit'),
          tally: replaced('tally'),
          grid_version: replaced('grid_version'),
          updated_at: replaced('updated_at'),
        }),
      )
      .execute();
  }
  for (const part of chunks(write.abilities, 200)) {
    await db
      .insertInto('student_abilities')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['user_id', 'exam_type_id', 'scope']).doUpdateSet({
          theta: replaced('theta'),
          sd: replaced('sd'),
          answers: replaced('answers'),
          counted: replaced('counted'),
          updated_at: replaced('updated_at'),
        }),
      )
      .execute();
  }
  for (const scope of write.removedScopes) {
    await db
      .deleteFrom('student_abilities')
      .where('user_id', '=', scope.user_id)
      .where('exam_type_id', '=', scope.exam_type_id)
      .where('scope', '=', scope.scope)
      .execute();
  }
  for (const part of chunks(write.students, 200)) {
    await db
      .insertInto('calibration_students')
      .values(part.map((s) => ({ ...s, dirty: 0, updated_at: write.stamp })))
      .onConflict((oc) =>
        oc.columns(['user_id', 'exam_type_id']).doUpdateSet({
          dirty: 0,
          pass: replaced('pass'),
          counted_through: replaced('counted_through'),
          updated_at: write.stamp,
        }),
      )
      .execute();
  }
}

/** Forgets every estimate, tally and counted ability (the job then counts everything again). */
export async function clearCalibration(db: Db) {
  await db.deleteFrom('student_abilities').execute();
  await db.deleteFrom('calibration_students').execute();
  await db.deleteFrom('item_calibration').execute();
}

/** Whether any student has been counted (the sweep has someone to visit). */
export async function anyStudent(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('calibration_students')
    .select('user_id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
