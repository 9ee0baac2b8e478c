import { DEMO_ACCOUNT, AUTH_MESSAGES as M, RATE_LIMITS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { argon2Cost } from './passwords';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: 'Owner@Example.com',
    ADMIN_PASSWORD: 'owner passphrase 42',
  });
});
afterAll(async () => {
  await t?.close();
});

const client = (ip = '198.51.100.1') => browserClient(t.app, t.config.publicUrl, { ip });

describe('register', () => {
  it('creates the account, signs the student in and greets them', async () => {
    const browser = client();
    const res = await browser.post('/api/auth/register', {
      email: '  Maria.Lopez@Example.com ',
      password: ' stethoscope-blue-17 ',
      firstName: ' Maria ',
      lastName: ' Lopez ',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'maria.lopez@example.com',
      firstName: 'Maria',
      lastName: 'Lopez',
      isAdmin: false,
      isDemo: false,
      profileImageUrl: null,
    });
    expect(res.body.message).toBe('Welcome, Maria! Your account is ready.');
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('maria.lopez@example.com');
  });

  it('refuses a second account for the same address in any letter case', async () => {
    const res = await client().post('/api/auth/register', {
      email: 'MARIA.LOPEZ@example.COM',
      password: 'another-good-passphrase',
      firstName: 'M',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.emailTaken);
  });

  it('stores an Argon2id hash, never the password', async () => {
    const row = await t.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'maria.lopez@example.com')
      .executeTakeFirstOrThrow();
    // At the suite's cost (production's is checked in passwords.test.ts).
    const { memoryCost: m, timeCost: t2, parallelism: p } = argon2Cost();
    expect(row.password_hash.startsWith(`$argon2id$v=19$m=${m},t=${t2},p=${p}$`)).toBe(true);
    expect(row.password_hash).not.toContain('stethoscope');
  });
});

describe('login', () => {
  it('signs in with the e-mail in any case and the trimmed password', async () => {
    const browser = client();
    const res = await browser.post('/api/auth/login', {
      email: 'maria.LOPEZ@example.com',
      password: 'stethoscope-blue-17',
      firstName: '',
      lastName: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Welcome back, Maria!');
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('answers a wrong password exactly as an unknown account', async () => {
    const wrong = await client().post('/api/auth/login', {
      email: 'maria.lopez@example.com',
      password: 'not-her-password',
    });
    const unknown = await client().post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: 'not-her-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: M.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookies).toEqual([]);
  });

  it('signs in the demo account with the shared credentials, and keeps it unchangeable', async () => {
    const browser = client();
    const res = await browser.post('/api/auth/login', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      firstName: '',
      lastName: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ isDemo: true, firstName: DEMO_ACCOUNT.firstName });
    const change = await browser.post('/api/auth/change-password', {
      currentPassword: DEMO_ACCOUNT.password,
      newPassword: 'taken-over-demo-pass',
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(M.demoAccountLocked);
    const rename = await browser.patch('/api/auth/user', { firstName: 'Hacker', lastName: '' });
    expect(rename.status).toBe(403);
    const others = await browser.post('/api/auth/sign-out-others');
    expect(others.status).toBe(403);
    expect(others.body.message).toBe(M.demoAccountLocked);
  });

  it('seeds the administrator from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const res = await client().post('/api/auth/login', {
      email: 'owner@example.com',
      password: 'owner passphrase 42',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.isAdmin).toBe(true);
  });

  it(`refuses the ${RATE_LIMITS.loginFailuresPerAccount.max + 1}st failed sign-in of an account within an hour`, async () => {
    const max = RATE_LIMITS.loginFailuresPerAccount.max;
    await client().post('/api/auth/register', {
      email: 'target@example.com',
      password: 'correct-horse-battery-9',
      firstName: 'Tara',
    });
    for (let i = 1; i <= max; i++) {
      // Spread over many addresses, as a botnet would: the account limit still holds.
      const res = await client(`203.0.113.${i % 250}`).post('/api/auth/login', {
        email: 'target@example.com',
        password: `guess-number-${i}`,
      });
      expect(res.status).toBe(401);
    }
    const refused = await client('192.0.2.77').post('/api/auth/login', {
      email: 'target@example.com',
      password: 'correct-horse-battery-9',
    });
    expect(refused.status).toBe(429);
    // A browser the owner never used is refused; one they signed in on is not (decision 0010,
    // login-protection.test.ts), and the owner is e-mailed a link to trust a new one.
    expect(refused.body.message).toBe(M.accountProtected);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);

    // An hour later the account can sign in again.
    const realNow = t.deps.clock.now;
    const start = realNow();
    t.deps.clock.now = () => start + 60 * 60 * 1000 + 1000;
    try {
      const later = await client('192.0.2.77').post('/api/auth/login', {
        email: 'target@example.com',
        password: 'correct-horse-battery-9',
      });
      expect(later.status).toBe(200);
    } finally {
      t.deps.clock.now = realNow;
    }
  });

  it('limits account creation per client address', async () => {
    const max = RATE_LIMITS.registerPerIp.max;
    const ip = '198.51.100.200';
    for (let i = 0; i < max; i++) {
      const res = await client(ip).post('/api/auth/register', {
        email: `bulk-${i}@example.com`,
        password: 'bulk-account-passphrase',
        firstName: 'Bulk',
      });
      expect(res.status).toBe(201);
    }
    const refused = await client(ip).post('/api/auth/register', {
      email: 'one-too-many@example.com',
      password: 'bulk-account-passphrase',
      firstName: 'Bulk',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many accounts created from your network\. Please try again in \d+ minutes?\.$/,
    );
    const elsewhere = await client('198.51.100.201').post('/api/auth/register', {
      email: 'one-too-many@example.com',
      password: 'bulk-account-passphrase',
      firstName: 'Bulk',
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe('logout', () => {
  it('ends the session on the server, so the old cookie no longer works', async () => {
    const browser = client();
    await browser.post('/api/auth/login', {
      email: 'maria.lopez@example.com',
      password: 'stethoscope-blue-17',
    });
    const stolen = new Map(browser.jar);
    const out = await browser.post('/api/logout');
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(M.signedOut);
    expect(out.setCookies[0]).toMatch(/^session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const replay = client();
    for (const [k, v] of stolen) replay.jar.set(k, v);
    const res = await replay.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(M.notSignedIn);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('accepts POST /api/logout with no body and no Content-Type (spec §7: payload none)', async () => {
    const browser = client();
    await browser.post('/api/auth/login', {
      email: 'maria.lopez@example.com',
      password: 'stethoscope-blue-17',
    });
    const cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const out = await t.app.request('/api/logout', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl, Cookie: cookie },
    });
    expect(out.status).toBe(200);
    const after = await t.app.request('/api/auth/user', { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
    // A body still has to be JSON, and a foreign Origin is still refused.
    const plain = await t.app.request('/api/logout', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl, 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(plain.status).toBe(415);
    const foreign = await t.app.request('/api/logout', {
      method: 'POST',
      headers: { Origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { code: string }).code).toBe('ORIGIN_REJECTED');
  });
});
