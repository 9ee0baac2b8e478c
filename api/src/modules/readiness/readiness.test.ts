import {
  type ExamReadiness,
  examReadinessSchema,
  isoDateOf,
  READINESS_VIEW_MESSAGES as M,
  MIN_ANSWERS_FOR_ESTIMATE,
  MIN_PEERS_FOR_PERCENTILE,
  readinessTargetSchema,
  STUDY_NEXT_QUIZ_QUESTIONS,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  makePremium,
  type Student,
  signUp,
  signUpPremium,
  wrongLetter,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

/**
 * Readiness on a real migrated database (issue 26, decision 0039): estimates from the graded
 * answers of submitted tests, the minimum, the target's rules and codes, peers, what to study
 * next and its quiz.
 */
let t: TestContext;
const TEAS = 1;
const GED = 2;
const ACCUPLACER = 4;
const TEAS_CATEGORIES = ['Reading', 'Math', 'Science', 'English Language Usage'];

beforeAll(async () => {
  // Each test student registers from an address of its own (practice-fixtures signUp).
  t = await createPracticeContext({ TRUST_PROXY: 'true' });
  await addQuestions(t, TEAS, 40);
  await addQuestions(t, GED, 20);
  await addQuestions(t, ACCUPLACER, 15, { categories: ['Mathematics'], topic: 'arithmetic' });
  await addQuestions(t, ACCUPLACER, 15, {
    categories: ['Mathematics'],
    topic: 'advanced-algebra-functions',
    tag: 'AAF',
  });
});
afterAll(async () => {
  await t?.close();
});

type Client = Student['client'];

async function categoriesOf(ids: readonly number[]) {
  const rows = await t.deps.db
    .selectFrom('questions')
    .select(['id', 'category', 'topic'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Takes and submits a test; `right(category, i)` says whether the i-th question (of its
 * category) is answered right, wrong, or (null) left blank. Returns the questions it held.
 */
async function takeTest(
  client: Client,
  start: Record<string, unknown>,
  right: (category: string, i: number, position: number) => boolean | null,
): Promise<number[]> {
  const started = await client.post('/api/test-sessions', start);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const ids = started.body.questionIds as number[];
  const keys = await keysOf(t, ids);
  const info = await categoriesOf(ids);
  const seen = new Map<string, number>();
  const answers: Record<number, string> = {};
  for (const [position, id] of ids.entries()) {
    const category = info.get(id)?.category ?? '';
    const i = seen.get(category) ?? 0;
    seen.set(category, i + 1);
    const key = keys.get(id) as string;
    const verdict = right(category, i, position);
    if (verdict !== null) answers[id] = verdict ? key : wrongLetter(key);
  }
  const submitted = await client.patch(`/api/test-sessions/${started.body.id}`, { answers });
  expect(submitted.status).toBe(200);
  return ids;
}

async function overview(client: Client): Promise<ExamReadiness[]> {
  const res = await client.get('/api/readiness');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return z.array(examReadinessSchema).parse(res.body);
}

async function readiness(client: Client, examTypeId: number): Promise<ExamReadiness> {
  const res = await client.get(`/api/readiness/${examTypeId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return examReadinessSchema.parse(res.body);
}

const inDays = (days: number) => isoDateOf(t.deps.clock.now() + days * 24 * 60 * 60 * 1000);

describe('readiness below and above the minimum', () => {
  it('says how many more answers it needs, then gives a range that narrows with more answers', async () => {
    const { client } = await signUpPremium(t, TEAS, 'ready');
    let [teas] = await overview(client);
    expect(teas?.examTypeId).toBe(TEAS);
    expect(teas?.answers).toBe(0);
    expect(teas?.overall?.estimate).toEqual({
      kind: 'needs-answers',
      answers: 0,
      needed: MIN_ANSWERS_FOR_ESTIMATE,
    });

    // 12 answered (of a 16-question test: 4 left blank, which count for nothing).
    await takeTest(client, { examTypeId: TEAS, count: 16 }, (_, i) => (i < 3 ? i < 2 : null));
    teas = await readiness(client, TEAS);
    expect(teas.answers).toBe(12);
    expect(teas.overall?.estimate).toEqual({
      kind: 'needs-answers',
      answers: 12,
      needed: MIN_ANSWERS_FOR_ESTIMATE - 12,
    });
    expect(teas.overall?.peers).toBeNull();
    expect(M.answersSoFar(12)).toContain('12 of 20');

    await takeTest(client, { examTypeId: TEAS, count: 20 }, (_, i) => i % 5 !== 0);
    teas = await readiness(client, TEAS);
    expect(teas.answers).toBe(32);
    const first = teas.overall?.estimate;
    if (first?.kind !== 'estimate') throw new Error('expected an estimate');
    expect(first.answers).toBe(32);
    expect(first.percent.low).toBeLessThan(first.percent.estimate);
    expect(first.percent.estimate).toBeLessThan(first.percent.high);
    // TEAS reports a percent: the score is the percent; there is no pass mark, nor a target yet.
    expect(first.score).toEqual(first.percent);
    expect(first.target).toBeNull();
    expect(teas.scale).toMatchObject({ unit: 'percent', passMark: null });
    expect(teas.scale.assumption).toMatch(/stands in for the TEAS percent/);
    // The sections are estimated from their own answers: 32 answers over four sections is
    // under 20 in each.
    expect(teas.tests.map((s) => s.label)).toEqual([
      'Reading',
      'Math',
      'Science',
      'English and Language Usage',
    ]);
    expect(teas.tests.every((s) => s.estimate.kind === 'needs-answers')).toBe(true);
    // The difficulties are still the labels' (the calibration job is not merged here).
    expect(teas.difficulties.calibrated).toBe(0);
    expect(teas.difficulties.items).toBe(160);

    const ids = await takeTest(client, { examTypeId: TEAS, count: 50 }, (_, i) => i % 5 !== 0);
    expect(ids).toHaveLength(50);
    teas = await readiness(client, TEAS);
    const more = teas.overall?.estimate;
    if (more?.kind !== 'estimate') throw new Error('expected an estimate');
    expect(more.answers).toBe(82);
    expect(more.percent.high - more.percent.low).toBeLessThan(
      first.percent.high - first.percent.low,
    );
  });

  it('counts the first answer to each question only (a retake after its explanation is not new evidence)', async () => {
    const { client } = await signUpPremium(t, TEAS, 'retake');
    const ids = await takeTest(client, { examTypeId: TEAS, count: 24 }, () => false);
    const before = await readiness(client, TEAS);
    expect(before.answers).toBe(24);
    const access = (await client.get('/trpc/progress.access')).body.result.data as {
      examTypeId: number;
      reviewDue: number;
    }[];
    expect(before.reviewDue).toBe(access.find((a) => a.examTypeId === TEAS)?.reviewDue);
    // Five of the missed questions bookmarked and retaken, all right this time.
    for (const questionId of ids.slice(0, 5)) {
      const res = await client.post('/trpc/practice.bookmark', { questionId, bookmarked: true });
      expect(res.status).toBe(200);
    }
    const retaken = await takeTest(client, { examTypeId: TEAS, mode: 'bookmarks' }, () => true);
    expect(retaken).toHaveLength(5);
    const after = await readiness(client, TEAS);
    expect(after.answers).toBe(24);
    expect(after.overall?.estimate).toEqual(before.overall?.estimate);
    const estimate = after.overall?.estimate;
    if (estimate?.kind !== 'estimate') throw new Error('expected an estimate');
    // All wrong: a low estimate.
    expect(estimate.percent.high).toBeLessThan(50);
  });

  it('is only for an exam the student has paid for', async () => {
    const { client } = await signUp(t, 'unpaid');
    expect(await overview(client)).toEqual([]);
    const res = await client.get(`/api/readiness/${TEAS}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBSCRIPTION_REQUIRED');
    const set = await client.patch(`/api/readiness/${TEAS}/target`, {
      examDate: null,
      target: 70,
    });
    expect(set.status).toBe(403);
    const signedOut = await t.app.request('/api/readiness');
    expect(signedOut.status).toBe(401);
  });
});

describe('the target', () => {
  it('is saved per exam and judged on the exam’s scale, with the pass mark where one is published', async () => {
    const student = await signUpPremium(t, GED, 'target');
    await makePremium(t, student.user.id, TEAS);
    const { client } = student;
    const examDate = inDays(30);
    const set = await client.patch(`/api/readiness/${GED}/target`, {
      examDate,
      target: 'pass-mark',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(readinessTargetSchema.parse(set.body)).toMatchObject({
      examTypeId: GED,
      examDate,
      target: 'pass-mark',
      targetScore: 145,
    });
    const ged = await readiness(client, GED);
    expect(ged.target).toMatchObject({ examDate, target: 'pass-mark', targetScore: 145 });
    expect(ged.overall).toBeNull();
    expect(ged.tests.map((s) => s.label)).toEqual([
      'Reasoning Through Language Arts',
      'Mathematical Reasoning',
      'Science',
      'Social Studies',
    ]);
    expect(ged.scale).toMatchObject({ unit: 'points', min: 100, max: 200, passMark: 145 });

    // A score of one's own; clearing both with nulls.
    const own = await client.patch(`/api/readiness/${TEAS}/target`, {
      examDate: null,
      target: 58.7,
    });
    expect(own.body).toMatchObject({ target: 58.7, targetScore: 58.7, examDate: null });
    const cleared = await client.patch(`/api/readiness/${GED}/target`, {
      examDate: null,
      target: null,
    });
    expect(cleared.body).toMatchObject({ target: null, targetScore: null, examDate: null });
    // The other exam's target is its own.
    expect((await readiness(client, TEAS)).target.targetScore).toBe(58.7);
    // tRPC says the same.
    const trpc = await client.post('/trpc/readiness.setTarget', {
      examTypeId: GED,
      examDate: inDays(1),
      target: 160,
    });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.targetScore).toBe(160);
  });

  it('refuses a past or far date, a score off the scale and a missing pass mark, each with its code', async () => {
    const { client, user } = await signUpPremium(t, TEAS, 'bad-target');
    await makePremium(t, user.id, GED);
    const cases: [number, Record<string, unknown>, string, string][] = [
      [TEAS, { examDate: inDays(-2), target: null }, 'EXAM_DATE_PAST', M.examDatePast],
      [TEAS, { examDate: inDays(800), target: null }, 'EXAM_DATE_TOO_FAR', M.examDateTooFar],
      [
        TEAS,
        { examDate: null, target: 101 },
        'TARGET_OUT_OF_RANGE',
        M.targetOutOfRange({ unit: 'percent', min: 0, max: 100 }),
      ],
      [
        GED,
        { examDate: null, target: 150.5 },
        'TARGET_OUT_OF_RANGE',
        M.targetOutOfRange({ unit: 'points', min: 100, max: 200 }),
      ],
      [
        GED,
        { examDate: null, target: 99 },
        'TARGET_OUT_OF_RANGE',
        'Enter a whole number from 100 to 200.',
      ],
      [TEAS, { examDate: null, target: 'pass-mark' }, 'NO_PASS_MARK', ''],
      [TEAS, { examDate: '2026-02-30', target: null }, 'VALIDATION_FAILED', M.examDateInvalid],
      [TEAS, { examDate: 'next week', target: null }, 'VALIDATION_FAILED', M.examDateInvalid],
      [TEAS, { examDate: null, target: 'seventy' }, 'VALIDATION_FAILED', ''],
    ];
    for (const [exam, body, code, message] of cases) {
      const res = await client.patch(`/api/readiness/${exam}/target`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      if (message) expect(res.body.message).toBe(message);
    }
    // Nothing was saved.
    expect((await readiness(client, TEAS)).target).toMatchObject({ target: null, updatedAt: null });
    // A write from another site is refused before it runs.
    const foreign = await client.patch(
      `/api/readiness/${TEAS}/target`,
      { examDate: null, target: 70 },
      { Origin: 'https://elsewhere.example' },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('ORIGIN_REJECTED');
  });

  it('gives the chance of reaching the target, lower for a higher target', async () => {
    const { client } = await signUpPremium(t, TEAS, 'chance');
    await takeTest(client, { examTypeId: TEAS, count: 40 }, (_, i) => i % 3 !== 0);
    const chanceAt = async (target: number) => {
      await client.patch(`/api/readiness/${TEAS}/target`, { examDate: null, target });
      const estimate = (await readiness(client, TEAS)).overall?.estimate;
      if (estimate?.kind !== 'estimate' || !estimate.target) throw new Error('no chance');
      return estimate.target;
    };
    const low = await chanceAt(40);
    const high = await chanceAt(90);
    expect(low.chance).toBeGreaterThan(high.chance);
    expect(low.band).toBe('likely');
    expect(high.band).toBe('not-yet');
    expect(high.score).toBe(90);
  });
});

describe('peers', () => {
  it('are hidden until 30 students of the exam have an estimate, then give a percentile', async () => {
    // A fresh exam for this test alone: NEX (5), a form of the whole exam.
    const NEX = 5;
    await addQuestions(t, NEX, 25);
    const students: Client[] = [];
    for (let n = 0; n < MIN_PEERS_FOR_PERCENTILE; n++) {
      const { client } = await signUpPremium(t, NEX, `peer${n}`);
      // Student n answers the first 21·n/29 of 21 questions right: the first none, the last all.
      const right = Math.round((21 * n) / (MIN_PEERS_FOR_PERCENTILE - 1));
      await takeTest(
        client,
        { examTypeId: NEX, count: 21 },
        (_c, _i, position) => position < right,
      );
      students.push(client);
      const nex = await readiness(client, NEX);
      const peers = nex.overall?.peers;
      if (n < MIN_PEERS_FOR_PERCENTILE - 1) {
        expect(peers).toEqual({
          kind: 'hidden',
          students: n + 1,
          needed: MIN_PEERS_FOR_PERCENTILE - n - 1,
        });
        expect(M.peersHidden(n + 1)).toContain(`${n + 1} so far`);
      } else {
        expect(peers?.kind).toBe('percentile');
      }
    }
    const standings = [];
    for (const client of [students[0], students[29]] as Client[]) {
      const peers = (await readiness(client, NEX)).overall?.peers;
      if (peers?.kind !== 'percentile') throw new Error('expected a percentile');
      expect(peers.students).toBe(30);
      standings.push(peers.percentile);
    }
    // All wrong and all right: near the ends (the questions each drew differ in difficulty).
    expect(standings[0]).toBeLessThan(15);
    expect(standings[1]).toBeGreaterThan(75);
    // The strongest student's percentile is the mid-rank of their stored estimate among the others'.
    const rows = await t.deps.db
      .selectFrom('readiness_estimates')
      .select(['user_id', 'percent'])
      .where('exam_type_id', '=', NEX)
      .execute();
    const strongest = await readiness(students[29] as Client, NEX);
    const mine = strongest.overall?.estimate;
    if (mine?.kind !== 'estimate') throw new Error('expected an estimate');
    const own = Math.round(mine.percent.estimate * 100) / 100;
    const others = rows.map((r) => r.percent);
    others.splice(others.indexOf(own), 1);
    const below = others.filter((p) => p < own).length + others.filter((p) => p === own).length / 2;
    expect(standings[1]).toBe(Math.min(99, Math.round((100 * below) / others.length)));
    // A student without an estimate has no standing, and is not counted.
    const { client: newcomer } = await signUpPremium(t, NEX, 'newcomer');
    expect((await readiness(newcomer, NEX)).overall?.peers).toBeNull();
    const row = await t.deps.db
      .selectFrom('readiness_estimates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('exam_type_id', '=', NEX)
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(30);
  });
});

describe('what to study next', () => {
  it('ranks the weak sub-area with the most weight first, and its quiz serves unseen questions of it first', async () => {
    const { client } = await signUpPremium(t, TEAS, 'study');
    // Every category practised; Math all wrong, the rest all right.
    const answered = new Set<number>();
    for (const category of TEAS_CATEGORIES) {
      const ids = await takeTest(
        client,
        { examTypeId: TEAS, mode: 'custom', categories: [category], count: 12 },
        (c) => c !== 'Math',
      );
      for (const id of ids) answered.add(id);
    }
    await client.patch(`/api/readiness/${TEAS}/target`, { examDate: null, target: 80 });
    const teas = await readiness(client, TEAS);
    const [top, ...rest] = teas.studyNext;
    expect(top).toMatchObject({
      section: 'Math',
      category: 'Math',
      answers: 12,
      targetPercent: 80,
      quiz: { category: 'Math', section: null, count: STUDY_NEXT_QUIZ_QUESTIONS },
    });
    expect(top?.expectedPercent).toBeLessThan(40);
    // Priority = weight × distance below the target × uncertainty, highest first.
    for (const item of teas.studyNext) {
      const distance = Math.max(0, 80 - item.expectedPercent);
      expect(item.priority).toBeCloseTo(item.weight * distance * item.sd, 1);
    }
    expect(rest.every((r) => r.priority <= (top?.priority ?? 0))).toBe(true);
    // The categories' own estimates say the same.
    const math = teas.categories.find((c) => c.category === 'Math')?.estimate;
    const reading = teas.categories.find((c) => c.category === 'Reading')?.estimate;
    if (math?.kind !== 'estimate' || reading?.kind !== 'estimate') throw new Error('estimates');
    expect(math.percent.high).toBeLessThan(reading.percent.low);

    // The quiz: Math only, and none of the 12 Math questions already answered (28 unseen).
    const quiz = await client.post('/api/test-sessions', {
      examTypeId: TEAS,
      mode: 'custom',
      categories: [top?.quiz.category],
      count: top?.quiz.count,
    });
    expect(quiz.status).toBe(201);
    const ids = quiz.body.questionIds as number[];
    expect(ids).toHaveLength(STUDY_NEXT_QUIZ_QUESTIONS);
    const info = await categoriesOf(ids);
    expect([...info.values()].every((q) => q.category === 'Math')).toBe(true);
    expect(ids.some((id) => answered.has(id))).toBe(false);
  });

  it('narrows a sub-area’s quiz to its section’s topics (ACCUPLACER Arithmetic)', async () => {
    const { client } = await signUpPremium(t, ACCUPLACER, 'topics');
    const acc = await readiness(client, ACCUPLACER);
    const sections = acc.studyNext.map((s) => s.quiz.section);
    // No answers yet: each Mathematics subtest is a sub-area of its own, its quiz narrowed.
    expect(sections).toContain('Arithmetic');
    expect(sections).toContain('Advanced Algebra and Functions');
    const start = await client.post('/api/test-sessions', {
      examTypeId: ACCUPLACER,
      mode: 'custom',
      categories: ['Mathematics'],
      sections: ['Arithmetic'],
      count: 10,
    });
    expect(start.status, JSON.stringify(start.body)).toBe(201);
    const info = await categoriesOf(start.body.questionIds);
    expect([...info.values()].every((q) => q.topic === 'arithmetic')).toBe(true);
    const unknown = await client.post('/api/test-sessions', {
      examTypeId: ACCUPLACER,
      mode: 'custom',
      categories: ['Mathematics'],
      sections: ['Calculus'],
      count: 10,
      restart: true,
    });
    expect(unknown.status).toBe(400);
  });
});
