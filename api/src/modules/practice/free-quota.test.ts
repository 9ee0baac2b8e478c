import { FREE_QUESTIONS_PER_EXAM, PRACTICE_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  signUp,
  wrongLetter,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

let t: TestContext;
const TEAS = 1;
const GED = 2;

beforeAll(async () => {
  t = await createPracticeContext();
  await addQuestions(t, TEAS, 10);
  await addQuestions(t, GED, 10);
});
afterAll(async () => {
  await t?.close();
});

/** Every key name anywhere in a JSON value. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keysIn(v, found);
    }
  }
  return found;
}

describe('the free quota: 3 questions per exam, counted on the server', () => {
  it('gives a free user exactly 3 questions, with no key or explanation before submitting', async () => {
    const { client } = await signUp(t, 'free');
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS });
    expect(start.status).toBe(201);
    expect(start.body.mode).toBe('free');
    expect(start.body.questions).toHaveLength(FREE_QUESTIONS_PER_EXAM);
    expect(start.body.remainingSeconds).toBe(1500);
    // Three different categories: a taste of the exam, not three of one kind.
    expect(new Set(start.body.questions.map((q: { category: string }) => q.category)).size).toBe(3);
    for (const body of [start.body, (await client.get(`/api/questions/${TEAS}`)).body]) {
      const keys = keysIn(body);
      expect(keys.has('correctAnswer')).toBe(false);
      expect(keys.has('explanation')).toBe(false);
    }
    const tutor = await client.post('/trpc/practice.answer', {
      sessionId: start.body.id,
      questionId: start.body.questionIds[0],
      answer: 'A',
    });
    expect(tutor.status).toBe(200);
    expect(tutor.body.result.data.feedback).toBeNull();
    const view = await client.get(
      `/trpc/practice.get?input=${encodeURIComponent(JSON.stringify({ sessionId: start.body.id }))}`,
    );
    expect(keysIn(view.body).has('correctAnswer')).toBe(false);
    const early = await client.get(
      `/trpc/practice.result?input=${encodeURIComponent(JSON.stringify({ sessionId: start.body.id }))}`,
    );
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(PRACTICE_MESSAGES.notSubmitted);
  });

  it('never serves a 4th question: restarting, retaking, other modes and concurrent starts are refused', async () => {
    const { client, user } = await signUp(t, 'free');
    const first = await client.post('/api/test-sessions', { examTypeId: TEAS });
    // Starting again while it is open resumes it: the same 3 questions.
    const again = await client.post('/api/test-sessions', { examTypeId: TEAS });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.questionIds).toEqual(first.body.questionIds);
    // Asking for a fresh test submits the open one, and then there is nothing left.
    const restart = await client.post('/api/test-sessions', { examTypeId: TEAS, restart: true });
    expect(restart.status).toBe(403);
    expect(restart.body.message).toContain('requires');
    // Programs decide on the code, not the text (REST `code`, tRPC `data.appCode`).
    expect(restart.body.code).toBe('FREE_LIMIT_REACHED');
    for (const mode of ['timed', 'tutor', 'custom', 'simulation', 'review']) {
      const res = await client.post('/api/test-sessions', { examTypeId: TEAS, mode });
      expect(res.status, mode).toBe(403);
      expect(res.body.message).toContain('requires');
      expect(res.body.code, mode).toBe(
        mode === 'timed' ? 'FREE_LIMIT_REACHED' : 'SUBSCRIPTION_REQUIRED',
      );
    }
    const viaTrpc = await client.post('/trpc/practice.start', { examTypeId: TEAS, mode: 'tutor' });
    expect(viaTrpc.status).toBe(403);
    expect(viaTrpc.body.error.data.appCode).toBe('SUBSCRIPTION_REQUIRED');
    const load = await client.get(`/api/questions/${TEAS}`);
    expect(load.status).toBe(403);
    expect(load.body.message).toBe(PRACTICE_MESSAGES.freeLimitReached);
    expect(load.body.code).toBe('FREE_LIMIT_REACHED');
    const served = await t.deps.db
      .selectFrom('test_answers')
      .select('question_id')
      .where('user_id', '=', user.id)
      .where('exam_type_id', '=', TEAS)
      .execute();
    expect(served).toHaveLength(FREE_QUESTIONS_PER_EXAM);

    // Another exam has its own 3.
    const ged = await client.post('/api/test-sessions', { examTypeId: GED });
    expect(ged.status).toBe(201);
    expect(ged.body.questions).toHaveLength(3);
  });

  it('answers 40 simultaneous starts of a free test with the one open test, every time', async () => {
    const { client, user } = await signUp(t, 'race');
    const results = await Promise.all(
      Array.from({ length: 40 }, () => client.post('/api/test-sessions', { examTypeId: GED })),
    );
    const refused = results.filter((r) => r.status !== 201).map((r) => r.body.code);
    expect(refused).toEqual([]);
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    for (const r of results) expect(r.body.questions).toHaveLength(FREE_QUESTIONS_PER_EXAM);
    const sessions = await t.deps.db
      .selectFrom('test_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([...ids]);
    // The questions screen's read resumes it too, and still nothing beyond the free 3.
    const loads = await Promise.all(
      Array.from({ length: 10 }, () => client.get(`/api/questions/${GED}`)),
    );
    for (const load of loads) expect(load.status).toBe(200);
  });

  it('shows a free user the missed questions with explanations after submitting, and the premium count', async () => {
    const { client } = await signUp(t, 'free');
    const start = await client.post('/api/test-sessions', { examTypeId: TEAS });
    const [first, second] = start.body.questionIds as number[];
    const keys = await keysOf(t, start.body.questionIds);
    // One right, one wrong, one left unanswered.
    const result = await client.patch(`/api/test-sessions/${start.body.id}`, {
      answers: {
        [first as number]: keys.get(first as number),
        [second as number]: wrongLetter(keys.get(second as number) as string),
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.isPremium).toBe(false);
    expect(result.body.score).toBe(33);
    expect(result.body.correctCount).toBe(1);
    // The two misses, with their explanations; the right one's explanation is premium.
    expect(result.body.review.map((q: { id: number }) => q.id)).toEqual(
      start.body.questionIds.slice(1),
    );
    for (const q of result.body.review) {
      expect(q.explanation.length).toBeGreaterThan(10);
      expect(q.correctAnswer).toBe(keys.get(q.id));
      expect(q.isCorrect).toBe(false);
    }
    expect(result.body.review[1].userAnswer).toBeNull();
    expect(result.body.hiddenExplanations).toBe(1);
    const next = await client.post('/api/test-sessions', { examTypeId: TEAS });
    expect(next.status).toBe(403);
    expect(next.body.message).toContain('requires');
  });

  it('refuses a visitor with 401', async () => {
    const res = await t.app.request('/api/test-sessions', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify({ examTypeId: TEAS }),
    });
    expect(res.status).toBe(401);
  });
});
