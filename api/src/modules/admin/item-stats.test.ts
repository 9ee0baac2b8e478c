import type { ItemStat } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../../lib/clock';
import {
  addQuestions,
  createPracticeContext,
  type Student,
  signUp,
  signUpAdmin,
  trpcQuery,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';
import { addStudents, submitTest } from '../calibration/calibration.fixtures';
import { accumulateItemStats, MarkMovedError } from './item-stats';

let t: TestContext;
let admin: Student;
let student: Student;
let q: number[];
let sessionCount = 0;

/** A submitted test of the given questions with the given answers (null: unanswered). */
async function submitted(
  answers: [questionId: number, chosen: string | null, correct: boolean][],
  options: { mode?: string; submittedAgoMs?: number } = {},
) {
  sessionCount++;
  const id = `stats-session-${String(sessionCount).padStart(4, '0')}`;
  const at = isoAt(t.deps.clock.now() - (options.submittedAgoMs ?? 120_000));
  const correct = answers.filter(([, , c]) => c).length;
  await t.deps.db
    .insertInto('test_sessions')
    .values({
      id,
      user_id: student.user.id,
      exam_type_id: 7,
      mode: options.mode ?? 'timed',
      free_slot: null,
      question_ids: JSON.stringify(answers.map(([id]) => id)),
      sections: null,
      total: answers.length,
      duration_seconds: 1500,
      started_at: at,
      deadline_at: null,
      submitted_at: at,
      submitted_by: 'student',
      score: Math.round((100 * correct) / answers.length),
      correct_count: correct,
      answered_count: answers.filter(([, chosen]) => chosen !== null).length,
      time_spent: 100,
      notice: null,
    })
    .execute();
  await t.deps.db
    .insertInto('test_answers')
    .values(
      answers.map(([questionId, chosen, isCorrect], position) => ({
        session_id: id,
        question_id: questionId,
        user_id: student.user.id,
        exam_type_id: 7,
        position,
        chosen,
        is_correct: chosen === null ? null : isCorrect ? 1 : 0,
        answered_at: chosen === null ? null : at,
      })),
    )
    .execute();
}

async function statsOf(questionId: number): Promise<ItemStat | undefined> {
  const res = await admin.client.get('/api/admin/item-stats?examTypeId=7&limit=100');
  expect(res.status).toBe(200);
  return (res.body.items as ItemStat[]).find((i) => i.questionId === questionId);
}

/** Pearson's r from its definition, for comparison with the job's running sums. */
function pearson(xs: number[], ys: number[]) {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    cov += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    vx += ((xs[i] as number) - mx) ** 2;
    vy += ((ys[i] as number) - my) ** 2;
  }
  return cov / Math.sqrt(vx * vy);
}

beforeAll(async () => {
  t = await createPracticeContext();
  admin = await signUpAdmin(t);
  student = await signUp(t);
  const added = await addQuestions(t, 7, 1, { categories: ['Basic Nursing Skills'], tag: 'S' });
  const more = await addQuestions(t, 7, 2, { categories: ['Psychosocial Care'], tag: 'T' });
  q = [...new Set([...added.keys(), ...more.keys()])].sort((a, b) => a - b);
});
afterAll(async () => {
  await t?.close();
});

describe('item statistics', () => {
  it('match a hand computation: facility, option shares and discrimination', async () => {
    const [q1, q2, q3] = q as [number, number, number];
    // Four tests of three questions; q1's key is taken as A throughout.
    await submitted([
      [q1, 'A', true],
      [q2, 'A', true],
      [q3, 'A', true],
    ]); // 3 right
    await submitted([
      [q1, 'A', true],
      [q2, 'B', false],
      [q3, 'A', true],
    ]); // 2 right
    await submitted([
      [q1, 'B', false],
      [q2, 'A', true],
      [q3, 'B', false],
    ]); // 1 right
    await submitted([
      [q1, 'C', false],
      [q2, 'B', false],
      [q3, null, false],
    ]); // 0 right
    // Not counted: the free questions, and a test submitted a moment ago.
    await submitted(
      [
        [q1, 'D', false],
        [q2, 'D', false],
        [q3, 'D', false],
      ],
      { mode: 'free' },
    );
    await submitted(
      [
        [q1, 'D', false],
        [q2, 'D', false],
        [q3, 'D', false],
      ],
      { submittedAgoMs: 0 },
    );

    const s1 = await statsOf(q1);
    // By hand: x = 1,1,0,0; rest-of-test y = (3-1)/2, (2-1)/2, (1-0)/2, (0-0)/2 = 1, .5, .5, 0;
    // cov = .125, var x = .25, var y = .125, r = .125 / √(.25 × .125) = 1/√2.
    expect(s1).toMatchObject({
      answered: 4,
      facility: 0.5,
      discrimination: Math.round(Math.SQRT1_2 * 1e4) / 1e4,
      shares: { A: 0.5, B: 0.25, C: 0.25, D: 0 },
      flags: [],
    });
    // q3 was left unanswered once: it counts 3 answers, 2 of them right.
    expect(await statsOf(q3)).toMatchObject({ answered: 3, facility: 0.6667 });
  });

  it('adds later tests incrementally, counting each test once', async () => {
    const [q1, q2, q3] = q as [number, number, number];
    expect((await accumulateItemStats(t.deps, { lagMs: 60_000 })).sessions).toBe(0);
    await submitted([
      [q1, 'A', true],
      [q2, 'A', true],
      [q3, 'B', false],
    ]);
    const s1 = await statsOf(q1);
    // The test submitted a moment ago stays out until the lag has passed; the new one is in.
    const xs = [1, 1, 0, 0, 1];
    const ys = [1, 0.5, 0.5, 0, 0.5];
    expect(s1?.answered).toBe(5);
    expect(s1?.facility).toBe(0.6);
    expect(s1?.discrimination).toBeCloseTo(pearson(xs, ys), 4);
  });

  it('flags an item after 30 answers when nearly everyone gets it right', async () => {
    const fresh = await addQuestions(t, 7, 1, { categories: ['Restorative Services'], tag: 'E' });
    const easy = Math.max(...fresh.keys());
    const [q1, q2] = q as [number, number];
    for (let i = 0; i < 30; i++) {
      await submitted([
        [easy, 'A', true],
        [q1, i % 2 ? 'A' : 'B', i % 2 === 1],
        [q2, 'A', i % 3 === 0],
      ]);
    }
    const page = await admin.client.get('/api/admin/item-stats?examTypeId=7&flaggedOnly=true');
    expect(page.body.flagged).toBeGreaterThanOrEqual(1);
    const flagged = (page.body.items as ItemStat[]).find((i) => i.questionId === easy);
    expect(flagged?.flags).toContain('too_easy');
    expect(flagged?.facility).toBeGreaterThan(0.95);
    // Unfiltered, flagged items come first.
    const all = (await admin.client.get('/api/admin/item-stats?examTypeId=7')).body
      .items as ItemStat[];
    const firstUnflagged = all.findIndex((i) => i.flags.length === 0);
    const lastFlagged = all.map((i) => i.flags.length > 0).lastIndexOf(true);
    expect(firstUnflagged === -1 || lastFlagged < firstUnflagged).toBe(true);
  });

  it('lets one of two concurrent runs win: the loser writes nothing', async () => {
    const [q1, q2, q3] = q as [number, number, number];
    const before = await statsOf(q1);
    await submitted([
      [q1, 'A', true],
      [q2, 'A', true],
      [q3, 'A', true],
    ]);
    const runs = await Promise.allSettled([
      accumulateItemStats(t.deps, { lagMs: 60_000 }),
      accumulateItemStats(t.deps, { lagMs: 60_000 }),
    ]);
    const counted = runs
      .filter((r) => r.status === 'fulfilled')
      .reduce((n, r) => n + (r as PromiseFulfilledResult<{ sessions: number }>).value.sessions, 0);
    for (const r of runs) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(MarkMovedError);
    }
    expect(counted).toBe(1);
    expect((await statsOf(q1))?.answered).toBe((before?.answered ?? 0) + 1);
  });

  it('leaves out demo accounts, whose past tests are scripted', async () => {
    const [q1, q2] = q as [number, number];
    const before = await statsOf(q1);
    const [demo] = await addStudents(t, 1, { demo: true });
    await submitTest(t, {
      userId: demo as string,
      examTypeId: 7,
      answers: [
        { item: q1, correct: true },
        { item: q2, correct: false },
      ],
    });
    expect((await statsOf(q1))?.answered).toBe(before?.answered);
  });

  it('is for administrators only', async () => {
    expect((await student.client.get(trpcQuery('reports.itemStats'))).status).toBe(403);
    expect((await t.app.request('/api/admin/item-stats')).status).toBe(401);
    expect((await admin.client.get('/api/admin/item-stats?limit=0')).status).toBe(400);
  });
});
