/**
 * Students of known ability answering items of known difficulty (the Rasch model, decision
 * 0036), written into a real database as submitted tests, for the calibration job's tests.
 */
import {
  DIFFICULTY_PRIOR_MEAN,
  type Difficulty,
  emptyTally,
  findExamById,
  GRID_VERSION,
  type ItemTally,
  normalWeights,
  tallyAnswer,
} from '@app/domain';
import { expect } from 'vitest';
import { isoAt } from '../../lib/clock';
import { addQuestions } from '../../test/practice-fixtures';
import { normal, type Random, sample, seeded } from '../../test/readiness-simulation';
import type { TestContext } from '../../test/test-deps';
import { decodeCounted, decodeTally } from './tally-codec';

export type SimItem = { id: number; label: Difficulty; truth: number; slope: number };
export type SimAnswer = { item: number; correct: boolean };

let students = 0;
let sessions = 0;

/** Adds students (not demo accounts, unless asked) straight into the users table. */
export async function addStudents(t: TestContext, count: number, options: { demo?: boolean } = {}) {
  const at = isoAt(t.deps.clock.now());
  const ids = Array.from({ length: count }, () => `calibration-student-${++students}`);
  for (let i = 0; i < ids.length; i += 200) {
    await t.deps.db
      .insertInto('users')
      .values(
        ids.slice(i, i + 200).map((id) => ({
          id,
          email: `${id}@example.com`,
          first_name: 'Sim',
          last_name: 'Student',
          profile_image_url: null,
          is_admin: 0,
          is_demo: options.demo ? 1 : 0,
          password_hash: 'no-password',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
  return ids;
}

/** A submitted test of these answers (null: left unanswered), `agoMs` before the clock's now. */
export async function submitTest(
  t: TestContext,
  test: {
    userId: string;
    examTypeId: number;
    answers: readonly { item: number; correct: boolean | null }[];
    agoMs?: number;
    mode?: string;
  },
) {
  sessions++;
  const id = `calibration-session-${String(sessions).padStart(6, '0')}`;
  const at = isoAt(t.deps.clock.now() - (test.agoMs ?? 120_000));
  const correct = test.answers.filter((a) => a.correct === true).length;
  await t.deps.db
    .insertInto('test_sessions')
    .values({
      id,
      user_id: test.userId,
      exam_type_id: test.examTypeId,
      mode: test.mode ?? 'timed',
      free_slot: null,
      question_ids: JSON.stringify(test.answers.map((a) => a.item)),
      sections: null,
      total: test.answers.length,
      duration_seconds: 1500,
      started_at: at,
      deadline_at: null,
      submitted_at: at,
      submitted_by: 'student',
      score: Math.round((100 * correct) / Math.max(1, test.answers.length)),
      correct_count: correct,
      answered_count: test.answers.filter((a) => a.correct !== null).length,
      time_spent: 100,
      notice: null,
    })
    .execute();
  await t.deps.db
    .insertInto('test_answers')
    .values(
      test.answers.map((a, position) => ({
        session_id: id,
        question_id: a.item,
        user_id: test.userId,
        exam_type_id: test.examTypeId,
        position,
        chosen: a.correct === null ? null : a.correct ? 'A' : 'B',
        is_correct: a.correct === null ? null : a.correct ? 1 : 0,
        answered_at: a.correct === null ? null : at,
      })),
    )
    .execute();
  return id;
}

/**
 * `count` items of the CNA exam (one ability scope, the whole exam), labels in rotation, each
 * with a true difficulty around its label's prior mean and a slope of 1 (the model).
 */
export async function addItems(t: TestContext, count: number, random: Random, tag: string) {
  const before = await t.deps.db
    .selectFrom('questions')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  const last = Number(before?.last ?? 0);
  const categories = findExamById(7)?.categories.length ?? 1;
  const added = await addQuestions(t, 7, Math.ceil(count / categories), { tag });
  const rows = [...added.values()]
    .filter((q) => q.id > last)
    .sort((a, b) => a.id - b.id)
    .slice(0, count);
  return rows.map(
    (q): SimItem => ({
      id: q.id,
      label: q.difficulty as Difficulty,
      truth: DIFFICULTY_PRIOR_MEAN[q.difficulty as Difficulty] + 0.5 * normal(random),
      slope: 1,
    }),
  );
}

/** A student of ability θ answering an item: right with probability σ(slope × (θ − b)). */
export function answer(theta: number, item: SimItem, random: Random): boolean {
  return random() < 1 / (1 + Math.exp(-item.slope * (theta - item.truth)));
}

/**
 * Each student (ability N(0, 1)) answers `perStudent` distinct items, in two tests. Returns
 * each student's answers in order, as the job counts them.
 */
export async function answerItems(
  t: TestContext,
  items: readonly SimItem[],
  userIds: readonly string[],
  perStudent: number,
  seed: number,
) {
  const random = seeded(seed);
  const answered = new Map<string, SimAnswer[]>();
  for (const userId of userIds) {
    const theta = normal(random);
    const drawn = sample(items, perStudent, random).map((item) => ({
      item: item.id,
      correct: answer(theta, item, random),
    }));
    const half = Math.ceil(drawn.length / 2);
    await submitTest(t, {
      userId,
      examTypeId: 7,
      answers: drawn.slice(0, half),
      agoMs: 300_000,
    });
    await submitTest(t, { userId, examTypeId: 7, answers: drawn.slice(half), agoMs: 200_000 });
    answered.set(userId, drawn);
  }
  return answered;
}

/** Every stored item estimate, by question id. */
export async function storedItems(t: TestContext) {
  const rows = await t.deps.db.selectFrom('item_calibration').selectAll().execute();
  return new Map(rows.map((r) => [r.question_id, r]));
}

/**
 * The tallies the stored abilities imply: every student's counted answers weighted by the
 * ability stored with them. What the job keeps must equal this, or some contribution was
 * counted twice (or lost).
 */
export async function talliesFromAbilities(t: TestContext): Promise<Map<number, ItemTally>> {
  const tallies = new Map<number, ItemTally>();
  const rows = await t.deps.db.selectFrom('student_abilities').selectAll().execute();
  for (const row of rows) {
    const weights = normalWeights(row.theta, row.sd);
    for (const a of decodeCounted(row.counted)) {
      let tally = tallies.get(a.item);
      if (!tally) {
        tally = emptyTally();
        tallies.set(a.item, tally);
      }
      tallyAnswer(tally, weights, a.correct);
    }
  }
  return tallies;
}

/** The largest gap between the stored tallies and the ones the stored abilities imply. */
export async function tallyGap(t: TestContext) {
  const expected = await talliesFromAbilities(t);
  let answersGap = 0;
  let weightGap = 0;
  for (const [id, row] of await storedItems(t)) {
    expect(row.grid_version).toBe(GRID_VERSION);
    const stored = decodeTally(row.tally, row.answers, row.correct);
    const want = expected.get(id) ?? emptyTally();
    answersGap = Math.max(answersGap, Math.abs(stored.answers - want.answers));
    answersGap = Math.max(answersGap, Math.abs(stored.correct - want.correct));
    for (let k = 0; k < stored.n.length; k++) {
      weightGap = Math.max(weightGap, Math.abs((stored.n[k] as number) - (want.n[k] as number)));
      weightGap = Math.max(weightGap, Math.abs((stored.r[k] as number) - (want.r[k] as number)));
    }
  }
  return { answersGap, weightGap };
}

/** Forgets the calibration and the job's place, as on a fresh database. */
export async function forgetCalibration(t: TestContext) {
  await t.deps.db.deleteFrom('student_abilities').execute();
  await t.deps.db.deleteFrom('calibration_students').execute();
  await t.deps.db.deleteFrom('item_calibration').execute();
  await t.deps.db
    .deleteFrom('job_marks')
    .where('job', 'in', ['calibration', 'calibration-pass'])
    .execute();
}

export { normal, seeded };
