import { DEMO_ACCOUNT, AUTH_MESSAGES as M } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { sweepExpired } from './sweep';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ DEMO_ACCOUNT: 'on', TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

async function tryDemo() {
  const browser = browserClient(t.app, t.config.publicUrl, { ip: '198.51.100.10' });
  const res = await browser.post('/api/auth/login', {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
    firstName: '',
    lastName: '',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { browser, user: res.body.user as { id: string; isDemo: boolean; firstName: string } };
}

describe('Try Demo (attack run, issue 14: the shared demo account was shared state)', () => {
  it('gives each visitor their own demo student, with the history and TEAS premium', async () => {
    const started = performance.now();
    const a = await tryDemo();
    const elapsed = performance.now() - started;
    const b = await tryDemo();
    expect(a.user.id).not.toBe(b.user.id);
    expect(a.user).toMatchObject({ isDemo: true, firstName: DEMO_ACCOUNT.firstName });
    for (const visitor of [a, b]) {
      const sessions = await visitor.browser.get('/api/test-sessions');
      expect(sessions.body).toHaveLength(6);
      const status = await visitor.browser.get('/api/subscription-status');
      expect(status.body.hasActiveSubscription).toBe(true);
    }
    // Starting the demo stays quick enough for a button click.
    expect(elapsed).toBeLessThan(5000);
  });

  it("never shows one visitor another's tests", async () => {
    const a = await tryDemo();
    const b = await tryDemo();
    const started = await a.browser.post('/api/test-sessions', { examTypeId: 1 });
    expect(started.status).toBe(201);
    await a.browser.patch(`/api/test-sessions/${started.body.id}`, { answers: {} });
    expect((await a.browser.get('/api/test-sessions')).body).toHaveLength(7);
    expect((await b.browser.get('/api/test-sessions')).body).toHaveLength(6);
    const peek = await b.browser.get(
      `/trpc/practice.get?input=${encodeURIComponent(JSON.stringify({ sessionId: started.body.id }))}`,
    );
    expect(peek.status).toBe(404);
  });

  it('keeps the restrictions: the password cannot be changed', async () => {
    const { browser } = await tryDemo();
    const change = await browser.post('/api/auth/change-password', {
      currentPassword: DEMO_ACCOUNT.password,
      newPassword: 'taken-over-demo-pass',
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(M.demoAccountLocked);
  });

  it('cannot be switched off by failing on purpose: 120 wrong demo passwords, then Try Demo works', async () => {
    for (let i = 0; i < 120; i++) {
      // A botnet: many addresses, so no per-address delay slows it down.
      const stranger = browserClient(t.app, t.config.publicUrl, { ip: `203.0.113.${i}` });
      const res = await stranger.post('/api/auth/login', {
        email: DEMO_ACCOUNT.email,
        password: `wrong-password-${i}`,
      });
      expect(res.status).toBe(401);
    }
    await tryDemo();
    // One address that keeps failing is slowed down (the demo has per-address limits only).
    const pest = browserClient(t.app, t.config.publicUrl, { ip: '192.0.2.200' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await pest.post('/api/auth/login', { email: DEMO_ACCOUNT.email, password: `nope-${i}` }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('removes a visitor’s copy after a day, and the shared credentials keep working', async () => {
    const { user } = await tryDemo();
    const real = t.deps.clock.now;
    t.deps.clock.now = () => Date.now() + 25 * 60 * 60 * 1000;
    try {
      await sweepExpired(t.deps);
    } finally {
      t.deps.clock.now = real;
    }
    const left = await t.deps.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('is_demo', '=', 1)
      .execute();
    expect(left.map((u) => u.email)).toEqual([DEMO_ACCOUNT.email]);
    expect(left.some((u) => u.id === user.id)).toBe(false);
    const sessions = await t.deps.db
      .selectFrom('test_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(0);
    await tryDemo();
  });
});
