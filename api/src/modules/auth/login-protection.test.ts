import { BRAND_NAME, AUTH_MESSAGES as M, RATE_LIMITS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { outboxMessages } from '../../test/payment-stack';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { delayAfter } from './login-protection';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: 'true', DEMO_ACCOUNT: 'off' });
});
afterAll(async () => {
  await t?.close();
});

const browser = (ip: string) => browserClient(t.app, t.config.publicUrl, { ip });
const login = (b: ReturnType<typeof browser>, email: string, password: string) =>
  b.post('/api/auth/login', { email, password });

async function register(email: string, password: string) {
  const b = browser('198.51.100.50');
  const res = await b.post('/api/auth/register', { email, password, firstName: 'Owen' });
  expect(res.status).toBe(201);
  return b;
}

describe('guessing passwords (attack run, issue 14: anyone could lock any account)', () => {
  it('slows one address down with growing delays after 5 failures', async () => {
    await register('slow@example.com', 'the-right-passphrase-1');
    const guesser = browser('203.0.113.5');
    for (let i = 0; i < 5; i++) {
      expect((await login(guesser, 'slow@example.com', `wrong-${i}`)).status).toBe(401);
    }
    const blocked = await login(guesser, 'slow@example.com', 'wrong-5');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The same e-mail from another address is not slowed.
    expect((await login(browser('203.0.113.6'), 'slow@example.com', 'wrong-x')).status).toBe(401);
    // Each further failure doubles the wait, up to 15 minutes.
    expect([5, 6, 7, 20].map(delayAfter)).toEqual([1000, 2000, 4000, 15 * 60 * 1000]);
    const real = t.deps.clock.now;
    const start = real();
    t.deps.clock.now = () => start + 1500;
    try {
      expect((await login(guesser, 'slow@example.com', 'wrong-6')).status).toBe(401);
      expect((await login(guesser, 'slow@example.com', 'the-right-passphrase-1')).status).toBe(429);
    } finally {
      t.deps.clock.now = real;
    }
  });

  it('never locks the owner out: many failures from many addresses refuse only browsers the owner never used', async () => {
    const owner = await register('owner@example.com', 'owner-real-passphrase-2');
    await owner.post('/api/logout');
    const max = RATE_LIMITS.loginFailuresPerAccount.max;
    for (let i = 0; i < max; i++) {
      const res = await login(browser(`192.0.2.${i}`), 'owner@example.com', `guess-${i}`);
      expect(res.status).toBe(401);
    }
    // A stranger's browser is now refused, even with the right password…
    const stranger = await login(
      browser('192.0.2.250'),
      'owner@example.com',
      'owner-real-passphrase-2',
    );
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe(M.accountProtected);
    // …but the owner's own browser (it created the account) signs in, from any address.
    const back = await login(owner, 'owner@example.com', 'owner-real-passphrase-2');
    expect(back.status).toBe(200);

    // A new browser of the owner's: refused, and the e-mailed link makes it trusted.
    const laptop = browser('198.51.100.99');
    expect((await login(laptop, 'owner@example.com', 'owner-real-passphrase-2')).status).toBe(429);
    const [mail] = await outboxMessages(t, new RegExp(`Your ${BRAND_NAME} account is protected`));
    const link = /http:\/\/\S+\/api\/auth\/unlock\?token=([a-z2-7]+)/.exec(mail ?? '');
    expect(link).not.toBeNull();
    const unlock = await laptop.get(`/api/auth/unlock?token=${link?.[1]}`);
    expect(unlock.status).toBe(303);
    expect(unlock.headers.get('location')).toBe('/auth?unlock=ok');
    expect((await login(laptop, 'owner@example.com', 'owner-real-passphrase-2')).status).toBe(200);
    // The link works once.
    const again = await browser('198.51.100.98').get(`/api/auth/unlock?token=${link?.[1]}`);
    expect(again.headers.get('location')).toBe('/auth?unlock=invalid');
  });

  it('answers an unknown e-mail exactly like a protected one (nothing is revealed)', async () => {
    const max = RATE_LIMITS.loginFailuresPerAccount.max;
    for (let i = 0; i < max; i++) {
      await login(
        browser(`10.9.${Math.floor(i / 200)}.${i % 200}`),
        'nobody@example.com',
        `g-${i}`,
      );
    }
    const res = await login(browser('10.9.9.9'), 'nobody@example.com', 'whatever-passphrase');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(M.accountProtected);
  });
});
