import { PRACTICE_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  signUpPremium,
  trpcQuery,
  wrongLetter,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';
import { submitExpiredSessions } from './service';

let t: TestContext;
const TEAS = 1;
const q = trpcQuery;

beforeAll(async () => {
  t = await createPracticeContext();
  await addQuestions(t, TEAS, 12);
});
afterAll(async () => {
  await t?.close();
});

const premiumStudent = () => signUpPremium(t, TEAS);

describe('a premium timed test', () => {
  it('has 20 questions balanced across the 4 categories and a 25:00 timer', async () => {
    const { client } = await premiumStudent();
    const res = await client.post('/api/test-sessions', { examTypeId: TEAS });
    expect(res.status).toBe(201);
    expect(res.body.mode).toBe('timed');
    expect(res.body.questions).toHaveLength(20);
    expect(res.body.durationSeconds).toBe(1500);
    expect(res.body.remainingSeconds).toBe(1500);
    const perCategory = new Map<string, number>();
    for (const question of res.body.questions) {
      perCategory.set(question.category, (perCategory.get(question.category) ?? 0) + 1);
    }
    expect([...perCategory.values()]).toEqual([5, 5, 5, 5]);
    expect(new Set(res.body.questionIds).size).toBe(20);
  });

  it('grades on the server: rounded percentage, client score ignored, time from the server clock', async () => {
    const { client } = await premiumStudent();
    const startMs = t.deps.clock.now();
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS, count: 7 });
    const ids = start.body.questionIds as number[];
    const keys = await keysOf(t, ids);
    // 5 of 7 right: 71.43% → 71.
    const answers = Object.fromEntries(
      ids.map((id, i) => [id, i < 5 ? keys.get(id) : wrongLetter(keys.get(id) as string)]),
    );
    const real = t.deps.clock.now;
    t.deps.clock.now = () => startMs + 95_000;
    try {
      const res = await client.patch(`/api/test-sessions/${start.body.id}`, {
        answers,
        score: 100,
        timeSpent: 1,
      });
      expect(res.status).toBe(200);
      expect(res.body.score).toBe(71);
      expect(res.body.correctCount).toBe(5);
      expect(res.body.total).toBe(7);
      expect(res.body.timeSpent).toBe(95);
      expect(res.body.submittedBy).toBe('student');
      expect(res.body.isPremium).toBe(true);
      expect(res.body.review).toHaveLength(7);
      expect(res.body.hiddenExplanations).toBe(0);
      const sum = res.body.categories.reduce((n: number, c: { total: number }) => n + c.total, 0);
      expect(sum).toBe(7);
      // Submitting twice returns the same result and changes nothing.
      const again = await client.patch(`/api/test-sessions/${start.body.id}`, {
        answers: Object.fromEntries(ids.map((id) => [id, keys.get(id)])),
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(res.body);
      const list = await client.get('/api/test-sessions');
      expect(list.body.filter((s: { id: string }) => s.id === start.body.id)).toHaveLength(1);
    } finally {
      t.deps.clock.now = real;
    }
  });

  it('caps time spent at the 1500 s of the timer', async () => {
    const { client } = await premiumStudent();
    const startMs = t.deps.clock.now();
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS });
    const real = t.deps.clock.now;
    t.deps.clock.now = () => startMs + 1501_000;
    try {
      const res = await client.patch(`/api/test-sessions/${start.body.id}`, { answers: {} });
      expect(res.body.timeSpent).toBe(1500);
    } finally {
      t.deps.clock.now = real;
    }
  });

  it('saves answers as the student goes and resumes after a reload with the server-side time left', async () => {
    const { client } = await premiumStudent();
    const startMs = t.deps.clock.now();
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS });
    const [a, b, c] = start.body.questionIds as number[];
    expect(
      (
        await client.post('/trpc/practice.answer', {
          sessionId: start.body.id,
          questionId: a,
          answer: 'C',
        })
      ).status,
    ).toBe(200);
    await client.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: b,
      answer: 'D',
    });
    await client.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: b,
      answer: 'A',
    });
    await client.post('/trpc/practice.flag', {
      sessionId: start.body.id,
      questionId: c,
      flagged: true,
    });
    await client.post('/trpc/practice.bookmark', { questionId: c, bookmarked: true });
    const real = t.deps.clock.now;
    t.deps.clock.now = () => startMs + 600_400;
    try {
      // A reload: the page asks for the test in progress of this exam.
      const current = await client.get(q('practice.current', { examTypeId: TEAS }));
      const view = current.body.result.data;
      expect(view.id).toBe(start.body.id);
      expect(view.questionIds).toEqual(start.body.questionIds);
      expect(view.answers).toEqual({ [a as number]: 'C', [b as number]: 'A' });
      expect(view.flagged).toEqual([c]);
      expect(view.bookmarked).toEqual([c]);
      expect(view.remainingSeconds).toBe(900);
      // Starting again resumes rather than replacing it.
      const again = await client.post('/api/test-sessions', { examTypeId: TEAS });
      expect(again.body.id).toBe(start.body.id);
      // A cleared answer is cleared.
      await client.post('/trpc/practice.answer', {
        sessionId: start.body.id,
        questionId: a,
        answer: null,
      });
      const after = await client.get(q('practice.get', { sessionId: start.body.id }));
      expect(after.body.result.data.answers).toEqual({ [b as number]: 'A' });
    } finally {
      t.deps.clock.now = real;
    }
  });

  it('submits a test whose time ran out with what was answered, and refuses later answers', async () => {
    const { client } = await premiumStudent();
    const startMs = t.deps.clock.now();
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS });
    const ids = start.body.questionIds as number[];
    const keys = await keysOf(t, ids);
    await client.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: ids[0],
      answer: keys.get(ids[0] as number),
    });
    const real = t.deps.clock.now;
    t.deps.clock.now = () => startMs + 1500_000 + 5_000;
    try {
      const late = await client.post('/trpc/practice.answer', {
        sessionId: start.body.id,
        questionId: ids[1],
        answer: 'A',
      });
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe(PRACTICE_MESSAGES.timeUp);
      // Answers sent with a late submit do not count either.
      const res = await client.patch(`/api/test-sessions/${start.body.id}`, {
        answers: Object.fromEntries(ids.map((id) => [id, keys.get(id)])),
      });
      expect(res.body.submittedBy).toBe('timer');
      expect(res.body.correctCount).toBe(1);
      expect(res.body.score).toBe(5);
      expect(res.body.timeSpent).toBe(1500);
      expect(res.body.completedAt).toBe(start.body.deadlineAt);
    } finally {
      t.deps.clock.now = real;
    }
  });

  it('says time ran out on a submit the page sends when its clock reaches 0, answers counted', async () => {
    const { client } = await premiumStudent();
    const startMs = t.deps.clock.now();
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS, count: 5 });
    const ids = start.body.questionIds as number[];
    const keys = await keysOf(t, ids);
    const real = t.deps.clock.now;
    // The page's clock shows 0 and it submits; the request arrives within the grace period.
    t.deps.clock.now = () => new Date(start.body.deadlineAt).getTime() + 400;
    try {
      const res = await client.post('/trpc/practice.submit', {
        sessionId: start.body.id,
        answers: Object.fromEntries(ids.map((id) => [id, keys.get(id)])),
      });
      expect(res.status).toBe(200);
      const result = res.body.result.data;
      expect(result.submittedBy).toBe('timer');
      expect(result.correctCount).toBe(5);
      expect(result.timeSpent).toBe(start.body.durationSeconds);
    } finally {
      t.deps.clock.now = real;
    }
    // Before the deadline, the student submitted.
    const early = await client.post('/api/test-sessions', { examTypeId: TEAS, count: 5 });
    t.deps.clock.now = () => startMs + 60_000;
    try {
      const res = await client.patch(`/api/test-sessions/${early.body.id}`, { answers: {} });
      expect(res.body.submittedBy).toBe('student');
    } finally {
      t.deps.clock.now = real;
    }
  });

  it('the background sweep submits abandoned tests whose time ran out', async () => {
    const { client } = await premiumStudent();
    const startMs = t.deps.clock.now();
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS });
    const real = t.deps.clock.now;
    try {
      t.deps.clock.now = () => startMs + 1000_000;
      await submitExpiredSessions(t.deps);
      const open = await t.deps.db
        .selectFrom('test_sessions')
        .select('submitted_at')
        .where('id', '=', start.body.id)
        .executeTakeFirstOrThrow();
      expect(open.submitted_at).toBeNull();
      t.deps.clock.now = () => startMs + 1600_000;
      expect(await submitExpiredSessions(t.deps)).toBeGreaterThanOrEqual(1);
      const done = await t.deps.db
        .selectFrom('test_sessions')
        .select(['submitted_at', 'submitted_by', 'time_spent'])
        .where('id', '=', start.body.id)
        .executeTakeFirstOrThrow();
      expect(done).toEqual({
        submitted_at: start.body.deadlineAt,
        submitted_by: 'timer',
        time_spent: 1500,
      });
    } finally {
      t.deps.clock.now = real;
    }
  });

  it('keeps other students out of a session', async () => {
    const owner = await premiumStudent();
    const other = await premiumStudent();
    const start = await owner.client.post('/api/test-sessions', { examTypeId: TEAS });
    const peek = await other.client.get(q('practice.get', { sessionId: start.body.id }));
    expect(peek.status).toBe(404);
    const submit = await other.client.patch(`/api/test-sessions/${start.body.id}`, { answers: {} });
    expect(submit.status).toBe(404);
    expect(submit.body.message).toBe(PRACTICE_MESSAGES.sessionNotFound);
  });

  it('rejects bad input with a message a person can act on', async () => {
    const { client } = await premiumStudent();
    const cases: [unknown, number, string][] = [
      [{ examTypeId: 99 }, 404, PRACTICE_MESSAGES.examNotFound],
      [{ examTypeId: 'abc' }, 400, 'Exam type id must be a number'],
      [{ examTypeId: TEAS, count: 500 }, 400, 'Choose at most 100 questions'],
      [
        { examTypeId: TEAS, mode: 'custom', categories: ['Astrology'] },
        400,
        PRACTICE_MESSAGES.unknownCategory('Astrology'),
      ],
      [
        { examTypeId: TEAS, mode: 'simulation', sections: ['Art'] },
        400,
        PRACTICE_MESSAGES.unknownSection('Art'),
      ],
      [{ examTypeId: TEAS, mode: 'review' }, 409, PRACTICE_MESSAGES.noReviewDue],
    ];
    for (const [body, status, message] of cases) {
      const res = await client.post('/api/test-sessions', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toContain(message);
    }
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS, count: 2 });
    const bad = await client.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: 999999,
      answer: 'A',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(PRACTICE_MESSAGES.questionNotInSession);
    const letter = await client.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: start.body.questionIds[0],
      answer: 'F',
    });
    expect(letter.status).toBe(400);
    expect(letter.body.error.message).toBe(
      PRACTICE_MESSAGES.invalidResponseAt(1, PRACTICE_MESSAGES.invalidResponse.single),
    );
    // E only exists on five-option questions.
    const noE = await client.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: start.body.questionIds[0],
      answer: 'E',
    });
    expect(noE.status).toBe(400);
    expect(noE.body.error.message).toBe(
      PRACTICE_MESSAGES.invalidResponseAt(1, PRACTICE_MESSAGES.noOptionE),
    );
    // A submit naming a question outside the test is refused whole, and the test stays open.
    const patch = await client.patch(`/api/test-sessions/${start.body.id}`, {
      answers: { 999999: 'A' },
    });
    expect(patch.status).toBe(400);
    const stillOpen = await client.get(q('practice.get', { sessionId: start.body.id }));
    expect(stillOpen.body.result.data.status).toBe('in_progress');
    // An answer its question cannot take is kept as sent and graded wrong; the submit stands.
    const patchE = await client.patch(`/api/test-sessions/${start.body.id}`, {
      answers: { [start.body.questionIds[0]]: 'E' },
    });
    expect(patchE.status).toBe(200);
    expect(patchE.body.invalidAnswers).toEqual([start.body.questionIds[0]]);
  });
});
