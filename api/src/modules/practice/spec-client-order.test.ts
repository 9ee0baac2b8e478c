import { FREE_QUESTIONS_PER_EXAM } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  signUp,
  signUpPremium,
} from '../../test/practice-fixtures';
import type { TestContext } from '../../test/test-deps';

const TEAS = 1;
let t: TestContext;

beforeAll(async () => {
  t = await createPracticeContext();
  await addQuestions(t, TEAS, 12);
});
afterAll(async () => {
  await t.close();
});

/*
 * Spec §4 and §7, in the order the spec's own client calls them: load the questions, create
 * the session with their ids, then PATCH the answers. The server selects and grades; the
 * GET starts (or resumes) the test the student is about to take.
 */
describe('the REST contract in the order the spec client calls it', () => {
  it('completes a free test: GET questions, POST test-sessions with their ids, PATCH answers', async () => {
    const { client } = await signUp(t, 'spec-free');
    const load = await client.get(`/api/questions/${TEAS}`);
    expect(load.status).toBe(200);
    expect(load.body).toHaveLength(FREE_QUESTIONS_PER_EXAM);
    for (const q of load.body) {
      expect(q).not.toHaveProperty('correctAnswer');
      expect(q).not.toHaveProperty('explanation');
    }
    const questionIds = load.body.map((q: { id: number }) => q.id);
    // Loading again is the same test, not a new one.
    const reload = await client.get(`/api/questions/${TEAS}`);
    expect(reload.body.map((q: { id: number }) => q.id)).toEqual(questionIds);

    const created = await client.post('/api/test-sessions', { examTypeId: TEAS, questionIds });
    expect(created.status).toBe(201);
    expect(typeof created.body.id).toBe('string');
    expect(created.body.questionIds).toEqual(questionIds);

    const keys = await keysOf(t, questionIds);
    const answers = Object.fromEntries(questionIds.map((id: number) => [id, keys.get(id)]));
    const submitted = await client.patch(`/api/test-sessions/${created.body.id}`, {
      answers,
      score: 0,
      timeSpent: 9999,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.score).toBe(100);

    // The free questions are spent: the next load says so with a code a program can read.
    const after = await client.get(`/api/questions/${TEAS}`);
    expect(after.status).toBe(403);
    expect(after.body.code).toBe('FREE_LIMIT_REACHED');
    expect(after.body.message).toContain('requires');

    const sessions = await client.get('/api/test-sessions');
    expect(sessions.body[0]).toMatchObject({ id: created.body.id, score: '100' });
  });

  it('completes a premium test of 20 questions in the same order', async () => {
    const { client } = await signUpPremium(t, TEAS, 'spec-premium');
    const load = await client.get(`/api/questions/${TEAS}`);
    expect(load.status).toBe(200);
    expect(load.body).toHaveLength(20);
    const questionIds = load.body.map((q: { id: number }) => q.id);
    const created = await client.post('/api/test-sessions', { examTypeId: TEAS, questionIds });
    expect(created.body.questionIds).toEqual(questionIds);
    const keys = await keysOf(t, questionIds);
    const answers = Object.fromEntries(
      questionIds.slice(0, 15).map((id: number) => [id, keys.get(id)]),
    );
    const submitted = await client.patch(`/api/test-sessions/${created.body.id}`, { answers });
    expect(submitted.status).toBe(200);
    expect(submitted.body.score).toBe(75);

    // Then signs out as spec §7 does it: POST /api/logout with no payload at all.
    const out = await client.request('POST', '/api/logout', undefined, { 'Content-Type': '' });
    expect(out.status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await client.get(`/api/questions/${TEAS}`)).status).toBe(401);
  });

  it('ignores question ids the server did not serve: the session stays the server’s', async () => {
    const { client } = await signUpPremium(t, TEAS, 'spec-forged');
    const load = await client.get(`/api/questions/${TEAS}`);
    const served = load.body.map((q: { id: number }) => q.id);
    const created = await client.post('/api/test-sessions', {
      examTypeId: TEAS,
      questionIds: [1, 2, 3],
    });
    expect(created.status).toBe(201);
    expect(created.body.questionIds).toEqual(served);
  });

  it('does not start a test from a navigation that comes from another site', async () => {
    const { client, user } = await signUp(t, 'spec-cross-site');
    const res = await client.get(`/api/questions/${TEAS}`, { 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const sessions = await t.deps.db
      .selectFrom('test_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });
});
