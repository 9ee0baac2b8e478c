import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  calibrate,
  difficultyPrior,
  GRID_VERSION,
  type ItemStat,
  MIN_ANSWERS_FOR_FIT,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPracticeContext,
  makePremium,
  type Student,
  signUp,
  signUpAdmin,
} from '../../test/practice-fixtures';
import { correlation } from '../../test/readiness-simulation';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { accumulateItemStats, MarkMovedError } from '../admin/item-stats';
import {
  addItems,
  addStudents,
  answerItems,
  forgetCalibration,
  type SimAnswer,
  type SimItem,
  seeded,
  storedItems,
  submitTest,
  tallyGap,
} from './calibration.fixtures';
import { catchUpCalibration, runCalibration } from './calibration-job';
import { itemDifficulties } from './item-difficulties';

let t: TestContext;
let admin: Student;
let items: SimItem[];
let planted: { hard: SimItem; easy: SimItem; miskeyed: SimItem };
let answered: Map<string, SimAnswer[]>;

const STUDENTS = 240;
const PER_STUDENT = 24;

/** Difficulties and abilities as the job left them. */
async function snapshot() {
  const difficulties = new Map(
    [...(await storedItems(t))].map(([id, row]) => [id, row.difficulty] as const),
  );
  const abilities = new Map(
    (await t.deps.db.selectFrom('student_abilities').selectAll().execute()).map((r) => [
      r.user_id,
      r.theta,
    ]),
  );
  return { difficulties, abilities };
}

const largestGap = (a: Map<unknown, number>, b: Map<unknown, number>) => {
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  return Math.max(...[...a].map(([key, value]) => Math.abs(value - (b.get(key) as number))));
};

beforeAll(async () => {
  t = await createPracticeContext();
  admin = await signUpAdmin(t);
  const random = seeded(38);
  items = await addItems(t, 30, random, 'CAL');
  // Planted: two items labelled medium that are far harder and far easier, and one answered
  // as if its key were wrong (the better the student, the likelier a wrong answer).
  const medium = items.filter((i) => i.label === 'medium');
  planted = {
    hard: Object.assign(medium[0] as SimItem, { truth: 2.5 }),
    easy: Object.assign(medium[1] as SimItem, { truth: -2.5 }),
    miskeyed: Object.assign(medium[2] as SimItem, { slope: -0.7 }),
  };
  const students = await addStudents(t, STUDENTS);
  answered = await answerItems(t, items, students, PER_STUDENT, 380);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('item calibration', () => {
  it('recovers a planted hard and easy item from students’ answers', async () => {
    const run = await catchUpCalibration(t.deps);
    expect(run.sessions).toBe(2 * STUDENTS);
    expect(run.students).toBe(STUDENTS);
    // The first pass counts everyone; later passes sweep them with the moved difficulties.
    expect(run.passes).toBeGreaterThanOrEqual(2);
    const stored = await storedItems(t);
    const hard = stored.get(planted.hard.id);
    const easy = stored.get(planted.easy.id);
    // Labelled medium (prior mean 0), answered like items 2.5 logits either side.
    expect(hard?.difficulty).toBeGreaterThan(1.6);
    expect(easy?.difficulty).toBeLessThan(-1.6);
    expect(hard?.se).toBeLessThan(0.35);
    // Every model-following item near its true difficulty.
    const following = items.filter((i) => i.slope === 1);
    const estimates = following.map((i) => stored.get(i.id)?.difficulty as number);
    expect(
      correlation(
        estimates,
        following.map((i) => i.truth),
      ),
    ).toBeGreaterThan(0.9);
    // Each item counts each student's answer once.
    const perItem = new Map<number, number>();
    for (const list of answered.values()) {
      for (const a of list) perItem.set(a.item, (perItem.get(a.item) ?? 0) + 1);
    }
    for (const [id, row] of stored) expect(row.answers, `item ${id}`).toBe(perItem.get(id));
    // Nothing left: another run does nothing.
    expect((await runCalibration(t.deps)).idle).toBe(true);
  });

  it('flags the miskeyed item as misfitting, in the admin’s flagged list with its reason', async () => {
    const stored = await storedItems(t);
    const miskeyed = stored.get(planted.miskeyed.id);
    expect(miskeyed?.answers).toBeGreaterThanOrEqual(MIN_ANSWERS_FOR_FIT);
    expect(miskeyed?.misfit).toBe(1);
    expect(Math.max(miskeyed?.infit ?? 0, miskeyed?.outfit ?? 0)).toBeGreaterThan(1.3);
    // Items that follow the model are seldom flagged (decision 0036: about 2% at 100 answers).
    const others = items.filter((i) => i.slope === 1).map((i) => stored.get(i.id)?.misfit);
    expect(others.filter((m) => m === 1).length).toBeLessThanOrEqual(1);

    while ((await accumulateItemStats(t.deps)).sessions > 0) {}
    const page = await admin.client.get('/api/admin/item-stats?examTypeId=7&flaggedOnly=true');
    expect(page.status).toBe(200);
    const flagged = (page.body.items as ItemStat[]).find(
      (i) => i.questionId === planted.miskeyed.id,
    );
    expect(flagged?.flags).toContain('misfit_erratic');
    expect(flagged?.calibration).toMatchObject({ misfit: true, answers: miskeyed?.answers });
    expect(page.body.flagged).toBeGreaterThanOrEqual(1);

    const all = await admin.client.get('/api/admin/item-stats?examTypeId=7&limit=100');
    const hard = (all.body.items as ItemStat[]).find((i) => i.questionId === planted.hard.id);
    expect(hard).toMatchObject({
      difficultyLabel: 'medium',
      calibration: { nearestLabel: 'hard', misfit: expect.any(Boolean) },
    });
    expect(hard?.calibration?.difficulty).toBeCloseTo(
      stored.get(planted.hard.id)?.difficulty ?? 0,
      3,
    );
    // Flagged items (facility, discrimination or fit) come first.
    const list = all.body.items as ItemStat[];
    const firstUnflagged = list.findIndex((i) => i.flags.length === 0);
    const lastFlagged = list.map((i) => i.flags.length > 0).lastIndexOf(true);
    expect(firstUnflagged === -1 || lastFlagged < firstUnflagged).toBe(true);
  });

  it('gives the readiness module each item’s difficulty: calibrated, else its label’s prior', async () => {
    const [fresh] = await addItems(t, 1, seeded(1), 'NEW');
    const stored = await storedItems(t);
    const map = await itemDifficulties(t.deps, [
      planted.hard.id,
      (fresh as SimItem).id,
      99_999_999,
    ]);
    expect(map.get(planted.hard.id)).toEqual({
      b: stored.get(planted.hard.id)?.difficulty,
      se: stored.get(planted.hard.id)?.se,
      calibrated: true,
    });
    const prior = difficultyPrior((fresh as SimItem).label);
    expect(map.get((fresh as SimItem).id)).toEqual({
      b: prior.mean,
      se: prior.sd,
      calibrated: false,
    });
    expect(map.has(99_999_999)).toBe(false);
  });

  it('reaches in small runs what one run over everyone reaches, and what calibrating in memory does', async () => {
    const tolerance = 1e-4;
    await forgetCalibration(t);
    // A run stops taking students at its bounds (at least one student): items touched…
    const bounded = await runCalibration(t.deps, { itemsPerRun: PER_STUDENT, tolerance });
    expect(bounded).toMatchObject({ sessions: 2 * STUDENTS, students: 1, items: PER_STUDENT });
    // …and answers.
    const byAnswers = await runCalibration(t.deps, { answersPerRun: 3 * PER_STUDENT, tolerance });
    expect(byAnswers).toMatchObject({ students: 3, items: expect.any(Number) });
    const small = await catchUpCalibration(t.deps, { studentsPerRun: 37, tolerance });
    expect(small.runs).toBeGreaterThan(small.passes);
    const inBatches = await snapshot();
    expect(await tallyGap(t)).toEqual({ answersGap: 0, weightGap: expect.any(Number) });
    expect((await tallyGap(t)).weightGap).toBeLessThan(1e-9);

    await forgetCalibration(t);
    await catchUpCalibration(t.deps, { studentsPerRun: 10_000, tolerance });
    const atOnce = await snapshot();
    expect(largestGap(inBatches.difficulties, atOnce.difficulties)).toBeLessThan(2e-3);
    expect(largestGap(inBatches.abilities, atOnce.abilities)).toBeLessThan(2e-3);

    // The same students' answers calibrated in memory (packages/domain, decision 0036).
    const index = new Map(items.map((item, i) => [item.id, i]));
    const memory = calibrate({
      priors: items.map((i) => difficultyPrior(i.label)),
      students: [...answered.values()].map((list) =>
        list.map((a) => ({ item: index.get(a.item) as number, correct: a.correct })),
      ),
      tolerance,
      maxPasses: 200,
    });
    const inMemory = new Map(
      items.map((item, i) => [item.id, memory.items[i]?.difficulty as number]),
    );
    expect(largestGap(atOnce.difficulties, inMemory)).toBeLessThan(2e-3);
  });

  it('counts each answer once across a restart and when two runs race', async () => {
    const options = { studentsPerRun: 30, tolerance: 1e-4 };
    await forgetCalibration(t);
    await catchUpCalibration(t.deps, { ...options, maxRuns: 3 });
    const midway = await tallyGap(t);
    expect(midway.answersGap).toBe(0);
    expect(midway.weightGap).toBeLessThan(1e-9);
    // A second node on the same database (this one "restarted") carries on where it stopped.
    const restarted = await createTestContext(
      { QUESTION_BANK_DIR: mkdtempSync(join(tmpdir(), 'empty-bank-')), DEMO_ACCOUNT: 'off' },
      { database: t.database },
    );
    try {
      const runs = await Promise.allSettled([
        runCalibration(restarted.deps, options),
        runCalibration(t.deps, options),
      ]);
      // One commits; the other, if it read the state before that commit, writes nothing.
      expect(runs.some((r) => r.status === 'fulfilled')).toBe(true);
      for (const r of runs) {
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(MarkMovedError);
      }
      await catchUpCalibration(restarted.deps, options);
    } finally {
      await restarted.close();
    }
    const after = await tallyGap(t);
    expect(after.answersGap).toBe(0);
    expect(after.weightGap).toBeLessThan(1e-9);
    const total = [...(await storedItems(t)).values()].reduce((n, r) => n + r.answers, 0);
    expect(total).toBe(STUDENTS * PER_STUDENT);
  });

  it('counts a later test’s new answers once, and a repeated item’s first answer only', async () => {
    const [userId, list] = [...answered][0] as [string, SimAnswer[]];
    const repeated = list[0] as SimAnswer;
    const unseen = items.find((i) => !list.some((a) => a.item === i.id)) as SimItem;
    const before = await storedItems(t);
    await submitTest(t, {
      userId,
      examTypeId: 7,
      answers: [
        { item: repeated.item, correct: !repeated.correct },
        { item: unseen.id, correct: true },
      ],
      agoMs: 60_000,
    });
    const run = await runCalibration(t.deps);
    expect(run).toMatchObject({ sessions: 1, students: 1 });
    const after = await storedItems(t);
    expect(after.get(unseen.id)?.answers).toBe((before.get(unseen.id)?.answers ?? 0) + 1);
    expect(after.get(repeated.item)?.answers).toBe(before.get(repeated.item)?.answers);
    expect(after.get(repeated.item)?.correct).toBe(before.get(repeated.item)?.correct);
    const ability = await t.deps.db
      .selectFrom('student_abilities')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(ability).toMatchObject({ exam_type_id: 7, scope: 'NNAAP written examination' });
    expect(ability.answers).toBe(PER_STUDENT + 1);
    expect((await tallyGap(t)).answersGap).toBe(0);
  });

  it('leaves out demo accounts, the free questions, reviews and unanswered items', async () => {
    const before = await storedItems(t);
    const [demo] = await addStudents(t, 1, { demo: true });
    const [other] = await addStudents(t, 1);
    const item = (items[5] as SimItem).id;
    await submitTest(t, {
      userId: demo as string,
      examTypeId: 7,
      answers: [{ item, correct: true }],
    });
    for (const mode of ['free', 'review', 'bookmarks']) {
      await submitTest(t, {
        userId: other as string,
        examTypeId: 7,
        answers: [{ item, correct: true }],
        mode,
      });
    }
    await submitTest(t, {
      userId: other as string,
      examTypeId: 7,
      answers: [{ item, correct: null }],
    });
    await catchUpCalibration(t.deps);
    expect((await storedItems(t)).get(item)?.answers).toBe(before.get(item)?.answers);
  });

  it('counts a test taken through the practice engine', async () => {
    const student = await signUp(t);
    await makePremium(t, student.user.id, 7);
    const start = await student.client.post('/api/test-sessions', { examTypeId: 7, count: 5 });
    expect(start.status).toBe(201);
    const questions = (start.body.questionIds as number[]).map((id) => ({ id }));
    const submit = await student.client.patch(`/api/test-sessions/${start.body.id}`, {
      answers: Object.fromEntries(questions.map((q) => [q.id, 'A'])),
    });
    expect(submit.status).toBe(200);
    const before = await storedItems(t);
    // Counted once the lag for open grading transactions has passed.
    expect((await runCalibration(t.deps, { lagMs: 0 })).students).toBe(1);
    const after = await storedItems(t);
    for (const q of questions) {
      expect(after.get(q.id)?.answers).toBe((before.get(q.id)?.answers ?? 0) + 1);
    }
    const map = await itemDifficulties(
      t.deps,
      questions.map((q) => q.id),
    );
    expect([...map.values()].every((d) => d.calibrated)).toBe(true);
  });

  it('counts everything again on another ability grid', async () => {
    const before = await storedItems(t);
    await t.deps.db
      .updateTable('job_marks')
      .set({ mark: `9|0|0|0|2026-01-01T00:00:00.000Z|${GRID_VERSION + 1}` })
      .where('job', '=', 'calibration-pass')
      .execute();
    await catchUpCalibration(t.deps, { lagMs: 0 });
    const after = await storedItems(t);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, row] of after) expect(row.answers).toBe(before.get(id)?.answers);
    expect((await tallyGap(t)).answersGap).toBe(0);
  });
});
