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

describe('tutor mode', () => {
  it('reveals one question’s key and explanation right after it is answered, and only then', async () => {
    const { client } = await premiumStudent();
    const start = await client.post('/api/test-sessions', {
      examTypeId: TEAS,
      mode: 'tutor',
      count: 4,
    });
    expect(start.body.mode).toBe('tutor');
    expect(start.body.remainingSeconds).toBeNull();
    expect(start.body.feedback).toEqual({});
    const [first, second] = start.body.questionIds as number[];
    const keys = await keysOf(t, start.body.questionIds);
    const res = await client.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: first,
      answer: wrongLetter(keys.get(first as number) as string),
    });
    const feedback = res.body.result.data.feedback;
    expect(feedback.correctAnswer).toBe(keys.get(first as number));
    expect(feedback.isCorrect).toBe(false);
    expect(feedback.explanation).toContain('The key is');
    // The answer is final once its key is shown.
    const change = await client.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: first,
      answer: keys.get(first as number),
    });
    expect(change.status).toBe(409);
    const view = await client.get(q('practice.get', { sessionId: start.body.id }));
    expect(Object.keys(view.body.result.data.feedback)).toEqual([String(first)]);
    expect(view.body.result.data.feedback[String(second)]).toBeUndefined();
    const result = await client.patch(`/api/test-sessions/${start.body.id}`, {
      answers: { [first as number]: keys.get(first as number) },
    });
    expect(result.body.correctCount).toBe(0);
  });
});

describe('races', () => {
  it('keeps only the first of two tutor answers sent at the same moment', async () => {
    const { client } = await premiumStudent();
    const start = await client.post('/api/test-sessions', {
      examTypeId: TEAS,
      mode: 'tutor',
      count: 2,
    });
    const [first] = start.body.questionIds as number[];
    const keys = await keysOf(t, start.body.questionIds);
    const key = keys.get(first as number) as string;
    const both = await Promise.all(
      [key, wrongLetter(key)].map((answer) =>
        client.post('/trpc/practice.answer', {
          sessionId: start.body.id,
          questionId: first,
          answer,
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = both.find((r) => r.status === 200)?.body.result.data.feedback;
    const stored = await t.deps.db
      .selectFrom('test_answers')
      .select('chosen')
      .where('session_id', '=', start.body.id)
      .where('question_id', '=', first as number)
      .executeTakeFirstOrThrow();
    expect(stored.chosen === key).toBe(kept.isCorrect);
  });

  it('grades a submit and the timer racing it once, with the answers sent in the submit', async () => {
    const { client } = await premiumStudent();
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS, count: 4 });
    const ids = start.body.questionIds as number[];
    const keys = await keysOf(t, ids);
    const answers = Object.fromEntries(ids.map((id) => [id, keys.get(id)]));
    const { finalize } = await import('./finalize');
    const { findSession } = await import('./repo');
    const row = await findSession(t.deps.db, start.body.id);
    const [submitted] = await Promise.all([
      client.patch(`/api/test-sessions/${start.body.id}`, { answers }),
      finalize(t.deps, row as NonNullable<typeof row>, 'timer'),
    ]);
    expect(submitted.status).toBe(200);
    const done = await findSession(t.deps.db, start.body.id);
    // Either the submit won (all 4 right) or the timer did (nothing answered): never a mix.
    expect([0, 4]).toContain(done?.correct_count);
    expect(submitted.body.correctCount).toBe(done?.correct_count);
  });
});

describe('selection', () => {
  it('prefers questions not seen yet, then ones answered wrongly before', async () => {
    const { client } = await premiumStudent();
    // 48 questions: two tests of 20 see 40 different ones.
    const first = await client.post('/api/test-sessions', { examTypeId: TEAS });
    const firstIds = first.body.questionIds as number[];
    const keys = await keysOf(t, firstIds);
    // Wrong on the first 4, right on the rest.
    await client.patch(`/api/test-sessions/${first.body.id}`, {
      answers: Object.fromEntries(
        firstIds.map((id, i) => [id, i < 4 ? wrongLetter(keys.get(id) as string) : keys.get(id)]),
      ),
    });
    const second = await client.post('/api/test-sessions', { examTypeId: TEAS });
    const secondIds = second.body.questionIds as number[];
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    await client.patch(`/api/test-sessions/${second.body.id}`, { answers: {} });
    // Third test: 8 unseen remain (2 per category); the rest come from the missed ones first.
    const third = await client.post('/api/test-sessions', { examTypeId: TEAS });
    const thirdIds = third.body.questionIds as number[];
    const seen = new Set([...firstIds, ...secondIds]);
    expect(thirdIds.filter((id) => !seen.has(id))).toHaveLength(8);
    const missed = firstIds.slice(0, 4);
    const missedCategories = new Set(
      (first.body.questions as { id: number; category: string }[])
        .filter((x) => missed.includes(x.id))
        .map((x) => x.category),
    );
    // Every missed question whose category still had room came back before right ones.
    for (const id of missed) {
      const cat = (first.body.questions as { id: number; category: string }[]).find(
        (x) => x.id === id,
      )?.category;
      if (cat && missedCategories.has(cat)) expect(thirdIds).toContain(id);
    }
  });

  it('builds a custom quiz from chosen categories and one difficulty', async () => {
    const { client } = await premiumStudent();
    const res = await client.post('/api/test-sessions', {
      examTypeId: TEAS,
      mode: 'custom',
      categories: ['Math', 'Science'],
      difficulty: 'hard',
      count: 6,
    });
    expect(res.status).toBe(201);
    expect(res.body.questions).toHaveLength(6);
    for (const question of res.body.questions) {
      expect(['Math', 'Science']).toContain(question.category);
      expect(question.difficulty).toBe('hard');
    }
    expect(res.body.durationSeconds).toBe(1500);
  });
});

describe('missed-question review (FSRS)', () => {
  it('schedules missed questions for about a day later and serves them when due', async () => {
    const { client, user } = await premiumStudent();
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS, count: 4 });
    const ids = start.body.questionIds as number[];
    const keys = await keysOf(t, ids);
    await client.patch(`/api/test-sessions/${start.body.id}`, {
      answers: {
        [ids[0] as number]: wrongLetter(keys.get(ids[0] as number) as string),
        [ids[1] as number]: keys.get(ids[1] as number),
      },
    });
    const now = await client.post('/api/test-sessions', { examTypeId: TEAS, mode: 'review' });
    expect(now.status).toBe(409);
    const real = t.deps.clock.now;
    t.deps.clock.now = () => real() + 2 * 24 * 3600_000;
    try {
      const access = await client.get('/trpc/progress.access');
      expect(
        access.body.result.data.find((a: { examTypeId: number }) => a.examTypeId === TEAS)
          .reviewDue,
      ).toBe(1);
      const review = await client.post('/api/test-sessions', { examTypeId: TEAS, mode: 'review' });
      expect(review.status).toBe(201);
      expect(review.body.questionIds).toEqual([ids[0]]);
      // Answered right now, it moves further out: nothing is due any more.
      await client.patch(`/api/test-sessions/${review.body.id}`, {
        answers: { [ids[0] as number]: keys.get(ids[0] as number) },
      });
      const card = await t.deps.db
        .selectFrom('review_cards')
        .select('due_at')
        .where('user_id', '=', user.id)
        .where('question_id', '=', ids[0] as number)
        .executeTakeFirstOrThrow();
      expect(new Date(card.due_at).getTime()).toBeGreaterThan(t.deps.clock.now() + 24 * 3600_000);
    } finally {
      t.deps.clock.now = real;
    }
  });
});

describe('a damaged review card', () => {
  it('does not stop a test from being graded: the card starts again', async () => {
    const { client, user } = await premiumStudent();
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS, count: 1 });
    const [id] = start.body.questionIds as number[];
    await t.deps.db
      .insertInto('review_cards')
      .values({
        user_id: user.id,
        question_id: id as number,
        exam_type_id: TEAS,
        due_at: new Date().toISOString(),
        card: '{}',
        updated_at: new Date().toISOString(),
      })
      .execute();
    const keys = await keysOf(t, [id as number]);
    const res = await client.patch(`/api/test-sessions/${start.body.id}`, {
      answers: { [id as number]: wrongLetter(keys.get(id as number) as string) },
    });
    expect(res.status).toBe(200);
    const card = await t.deps.db
      .selectFrom('review_cards')
      .select('card')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(card.card).reps).toBe(1);
  });
});
