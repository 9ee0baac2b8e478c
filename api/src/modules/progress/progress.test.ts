import {
  PRACTICE_MESSAGES,
  practiceQuestionSchema,
  scorePercent,
  sessionViewSchema,
  subscriptionStatusSchema,
  testResultSchema,
  testSessionSummarySchema,
  userProgressSchema,
  userSubscriptionSchema,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  makePremium,
  signUp,
  wrongLetter,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

let t: TestContext;
beforeAll(async () => {
  t = await createPracticeContext();
  await addQuestions(t, 1, 10);
  await addQuestions(t, 7, 6);
});
afterAll(async () => {
  await t?.close();
});

type Client = Awaited<ReturnType<typeof signUp>>['client'];

/** Takes a test answering the first `right` questions right and the next `wrong` wrong. */
async function takeTest(
  client: Client,
  examTypeId: number,
  right: number,
  wrong: number,
  count?: number,
) {
  const start = await client.post('/api/test-sessions', {
    examTypeId,
    ...(count ? { count } : {}),
  });
  expect(start.status).toBe(201);
  const ids = start.body.questionIds as number[];
  const keys = await keysOf(t, ids);
  const answers: Record<number, string> = {};
  ids.forEach((id, i) => {
    if (i < right) answers[id] = keys.get(id) as string;
    else if (i < right + wrong) answers[id] = wrongLetter(keys.get(id) as string);
  });
  const result = await client.patch(`/api/test-sessions/${start.body.id}`, { answers });
  expect(result.status).toBe(200);
  return { start: start.body, result: result.body };
}

describe('progress', () => {
  it('matches the completed sessions exactly: averages, last score, attempted, correct, per category', async () => {
    const { client, user } = await signUp(t, 'progress');
    await makePremium(t, user.id, 1);
    const tests = [
      await takeTest(client, 1, 15, 5),
      await takeTest(client, 1, 9, 3, 12),
      await takeTest(client, 1, 2, 0, 4),
    ];
    // The free exam: 3 questions, 1 right, 1 wrong, 1 unanswered.
    const free = await takeTest(client, 7, 1, 1);
    expect(free.result.score).toBe(33);

    const res = await client.get('/api/user-progress');
    expect(res.status).toBe(200);
    const progress = z.array(userProgressSchema).parse(res.body);
    expect(progress.map((p) => p.examTypeId)).toEqual([1, 7]);
    const teas = progress[0];
    const scores = tests.map((x) => x.result.score as number);
    expect(scores).toEqual([scorePercent(15, 20), scorePercent(9, 12), scorePercent(2, 4)]);
    expect(teas?.averageScore).toBe((scores.reduce((a, b) => a + b, 0) / 3).toFixed(2));
    expect(teas?.lastTestScore).toBe(50);
    expect(teas?.testsCompleted).toBe(3);
    expect(teas?.questionsAttempted).toBe(20 + 12 + 2);
    expect(teas?.questionsCorrect).toBe(15 + 9 + 2);
    // Per category: the sums over every reviewed question of every test.
    const expected = new Map<string, { attempted: number; correct: number }>();
    for (const { result } of tests) {
      for (const q of result.review as {
        category: string;
        userAnswer: string | null;
        isCorrect: boolean;
      }[]) {
        const e = expected.get(q.category) ?? { attempted: 0, correct: 0 };
        if (q.userAnswer) e.attempted++;
        if (q.isCorrect) e.correct++;
        expected.set(q.category, e);
      }
    }
    for (const c of teas?.categories ?? []) {
      const e = expected.get(c.category) ?? { attempted: 0, correct: 0 };
      expect({ attempted: c.attempted, correct: c.correct }, c.category).toEqual(e);
      expect(c.accuracy).toBe(e.attempted ? Math.round((e.correct / e.attempted) * 100) : null);
    }
    const cna = progress[1];
    expect(cna).toMatchObject({
      averageScore: '33.00',
      lastTestScore: 33,
      questionsAttempted: 2,
      questionsCorrect: 1,
    });

    // The score history is oldest first, and the access list knows what is left.
    const history = await client.get(
      `/trpc/progress.history?input=${encodeURIComponent(JSON.stringify({ examTypeId: 1 }))}`,
    );
    expect(history.body.result.data.map((h: { score: number }) => h.score)).toEqual(scores);
    const access = (await client.get('/trpc/progress.access')).body.result.data as {
      examTypeId: number;
      isPremium: boolean;
      freeQuestionsRemaining: number;
      questionCount: number;
    }[];
    expect(access.find((a) => a.examTypeId === 1)).toMatchObject({
      isPremium: true,
      questionCount: 40,
    });
    expect(access.find((a) => a.examTypeId === 7)).toMatchObject({
      isPremium: false,
      freeQuestionsRemaining: 0,
      questionCount: 24,
    });
    expect(access.find((a) => a.examTypeId === 2)).toMatchObject({
      isPremium: false,
      freeQuestionsRemaining: 3,
    });
  });

  it('leaves the free 3-question runs out of the average and the chart once a full test exists', async () => {
    const { client, user } = await signUp(t, 'free-then-full');
    const history = async () =>
      (
        await client.get(
          `/trpc/progress.history?input=${encodeURIComponent(JSON.stringify({ examTypeId: 7 }))}`,
        )
      ).body.result.data.map((h: { score: number }) => h.score);
    const progress = async () =>
      z.array(userProgressSchema).parse((await client.get('/api/user-progress')).body)[0];

    const free = await takeTest(client, 7, 1, 1);
    expect(free.result.score).toBe(33);
    // Only free runs so far: they are all there is to show.
    expect((await progress())?.averageScore).toBe('33.00');
    expect(await history()).toEqual([33]);

    await makePremium(t, user.id, 7);
    const full = await takeTest(client, 7, 3, 0, 3);
    expect(full.result.score).toBe(100);
    expect(await progress()).toMatchObject({
      averageScore: '100.00',
      lastTestScore: 100,
      testsCompleted: 2,
      // What was answered still counts, free runs included.
      questionsAttempted: 2 + 3,
      questionsCorrect: 1 + 3,
    });
    expect(await history()).toEqual([100]);
  });

  it('is empty for a new student', async () => {
    const { client } = await signUp(t, 'new');
    expect((await client.get('/api/user-progress')).body).toEqual([]);
    expect((await client.get('/api/test-sessions')).body).toEqual([]);
  });
});

describe('the documented REST adapters (spec §3 shapes)', () => {
  it('answer with the spec fields, and with JSON {message} errors', async () => {
    const { client, user } = await signUp(t, 'rest');
    await makePremium(t, user.id, 1);

    const start = await client.post('/api/test-sessions', {
      examTypeId: 1,
      questionIds: [1, 2, 3],
    });
    expect(start.status).toBe(201);
    const session = sessionViewSchema.parse(start.body);
    expect(session).toMatchObject({
      examTypeId: 1,
      examType: { name: 'ATI TEAS 7' },
      score: null,
      completedAt: null,
    });
    expect(session.questionIds).toHaveLength(20);
    expect(session.questionIds).not.toEqual([1, 2, 3]);

    const questions = await client.get('/api/questions/1');
    expect(questions.status).toBe(200);
    const list = z.array(practiceQuestionSchema.strict()).parse(questions.body);
    expect(list.map((q) => q.id)).toEqual(session.questionIds);
    for (const key of [
      'id',
      'examTypeId',
      'category',
      'questionText',
      'optionA',
      'optionB',
      'optionC',
      'optionD',
      'difficulty',
      'createdAt',
    ]) {
      expect(list[0]).toHaveProperty(key);
    }

    const patch = await client.patch(`/api/test-sessions/${session.id}`, {
      answers: {},
      score: 99,
      timeSpent: 3,
    });
    expect(patch.status).toBe(200);
    expect(testResultSchema.parse(patch.body).score).toBe(0);

    const sessions = await client.get('/api/test-sessions');
    const summaries = z.array(testSessionSummarySchema).parse(sessions.body);
    expect(summaries[0]).toMatchObject({
      id: session.id,
      examTypeId: 1,
      examType: { name: 'ATI TEAS 7', icon: 'stethoscope' },
      score: '0',
    });
    expect(summaries[0]?.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const status = await client.get('/api/subscription-status');
    expect(subscriptionStatusSchema.parse(status.body).hasActiveSubscription).toBe(true);
    const subs = await client.get('/api/user-subscriptions');
    expect(z.array(userSubscriptionSchema).parse(subs.body)).toEqual([
      expect.objectContaining({ examTypeId: 1, status: 'active' }),
    ]);

    const progress = await client.get('/api/user-progress');
    expect(progress.body[0]).toMatchObject({
      examTypeId: 1,
      averageScore: '0.00',
      lastTestScore: 0,
      questionsAttempted: 0,
      questionsCorrect: 0,
    });

    for (const [method, path, body, status, message] of [
      ['GET', '/api/questions/abc', undefined, 400, 'Exam type id must be a number'],
      ['GET', '/api/questions/42', undefined, 404, PRACTICE_MESSAGES.examNotFound],
      ['PATCH', '/api/test-sessions/nope', { answers: {} }, 404, PRACTICE_MESSAGES.sessionNotFound],
      [
        'PATCH',
        `/api/test-sessions/${session.id}`,
        { answers: { x: 'A' } },
        400,
        'Answer keys must be question ids',
      ],
      ['POST', '/api/test-sessions', {}, 400, 'Exam type id must be a number'],
    ] as const) {
      const res = await client.request(method, path, body);
      expect(res.status, path).toBe(status);
      expect(res.body.message, path).toContain(message);
    }
  });

  it('answers 401 to visitors on every practice path', async () => {
    for (const path of [
      '/api/questions/1',
      '/api/test-sessions',
      '/api/user-progress',
      '/api/subscription-status',
      '/api/user-subscriptions',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });
});
