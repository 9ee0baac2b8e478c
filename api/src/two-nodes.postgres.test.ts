import { FREE_QUESTIONS_PER_EXAM, RATE_LIMITS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from './lib/clock';
import { submitExpiredSessions } from './modules/practice/service';
import { type BrowserClient, browserClient } from './test/browser-client';
import {
  addQuestions,
  createPracticeContext,
  keysOf,
  signUp,
  signUpPremium,
} from './test/practice-fixtures';
import { createTestContext, type TestContext } from './test/test-deps';

/*
 * Two api nodes on one PostgreSQL database (issue 14), as behind a load balancer that sends
 * a student's requests to either: what one node records, the other honours. Content changes
 * between nodes: cms/change-bus.postgres.test.ts.
 */

const TEAS = 1;
let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  // Behind the load balancer: the client's address comes in X-Forwarded-For.
  a = await createPracticeContext({ TRUST_PROXY: 'true' });
  b = await createTestContext(
    { QUESTION_BANK_DIR: a.config.questionBankDir, DEMO_ACCOUNT: 'off', TRUST_PROXY: 'true' },
    { database: a.database },
  );
  await addQuestions(a, TEAS, 30);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The same browser (its cookies), its next request going to node B. */
function onNodeB(client: BrowserClient, ip?: string): BrowserClient {
  const other = browserClient(b.app, b.config.publicUrl, { ip });
  for (const [name, value] of client.jar) other.jar.set(name, value);
  return other;
}

describe('two api nodes on one PostgreSQL database', () => {
  it('honour a session made on the other node, and a sign-out made there', async () => {
    const { client, user } = await signUp(a, 'two-nodes-session');
    const viaB = onNodeB(client);
    const me = await viaB.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);

    const out = await viaB.post('/api/logout');
    expect(out.status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('count a rate limit over both nodes', async () => {
    const { max } = RATE_LIMITS.registerPerIp;
    const ip = '203.0.113.77';
    const clients = [
      browserClient(a.app, a.config.publicUrl, { ip }),
      browserClient(b.app, b.config.publicUrl, { ip }),
    ];
    const register = (client: BrowserClient, n: number) =>
      client.post('/api/auth/register', {
        email: `limit-${n}-${Date.now()}@example.com`,
        password: 'a-long-enough-password-42',
        firstName: 'Lim',
        lastName: '',
      });
    for (let n = 0; n < max; n++) {
      const res = await register(clients[n % 2] as BrowserClient, n);
      expect(res.status, `registration ${n + 1}`).toBe(201);
    }
    for (const client of clients) {
      const refused = await register(client, max + 1);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
    }
  });

  it('keep the free quota: questions served by one node are spent on the other', async () => {
    const { client } = await signUp(a, 'two-nodes-free');
    const load = await client.get(`/api/questions/${TEAS}`);
    expect(load.body).toHaveLength(FREE_QUESTIONS_PER_EXAM);
    const questionIds = load.body.map((q: { id: number }) => q.id);
    const viaB = onNodeB(client);
    const created = await viaB.post('/api/test-sessions', { examTypeId: TEAS, questionIds });
    expect(created.body.questionIds).toEqual(questionIds);
    const keys = await keysOf(a, questionIds);
    const answers = Object.fromEntries(questionIds.map((id: number) => [id, keys.get(id)]));
    const submitted = await client.patch(`/api/test-sessions/${created.body.id}`, { answers });
    expect(submitted.body.score).toBe(100);
    for (const node of [client, viaB]) {
      const more = await node.get(`/api/questions/${TEAS}`);
      expect(more.status).toBe(403);
      expect(more.body.code).toBe('FREE_LIMIT_REACHED');
    }
  });

  it('submit a test whose time ran out once, though both sweep at the same moment', async () => {
    const { client, user } = await signUpPremium(a, TEAS, 'two-nodes-sweep');
    const load = await client.get(`/api/questions/${TEAS}`);
    const questionIds: number[] = load.body.map((q: { id: number }) => q.id);
    const started = await client.post('/api/test-sessions', { examTypeId: TEAS, questionIds });
    const sessionId = started.body.id as string;
    const keys = await keysOf(a, questionIds);
    // Two answers saved (one on each node), one of them wrong, then the tab is closed.
    const [first, second] = questionIds as [number, number];
    await client.post('/trpc/practice.answer', {
      sessionId,
      questionId: first,
      answer: keys.get(first),
    });
    const wrong = keys.get(second) === 'A' ? 'B' : 'A';
    await onNodeB(client).post('/trpc/practice.answer', {
      sessionId,
      questionId: second,
      answer: wrong,
    });
    await a.deps.db
      .updateTable('test_sessions')
      .set({ deadline_at: isoAt(Date.now() - 60_000) })
      .where('id', '=', sessionId)
      .execute();

    await Promise.all([submitExpiredSessions(a.deps), submitExpiredSessions(b.deps)]);

    const row = await a.deps.db
      .selectFrom('test_sessions')
      .select(['submitted_by', 'answered_count', 'correct_count'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ submitted_by: 'timer', answered_count: 2, correct_count: 1 });
    // Graded once: the missed question's review card has seen one review, not two.
    const cards = await a.deps.db
      .selectFrom('review_cards')
      .select(['question_id', 'card'])
      .where('user_id', '=', user.id)
      .execute();
    for (const card of cards) expect(JSON.parse(card.card).reps).toBe(1);
    expect(cards.map((c) => c.question_id)).toContain(second);
  });
});
