import {
  SESSION_ABSOLUTE_MS,
  SESSION_INACTIVITY_MS,
  SESSION_REFRESH_INTERVAL_MS,
} from '@app/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
const start = Date.parse('2026-03-01T08:00:00.000Z');
let now = start;

beforeAll(async () => {
  t = await createTestContext();
  t.deps.clock.now = () => now;
});
afterEach(() => {
  now = start;
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(email: string) {
  const browser = browserClient(t.app, t.config.publicUrl);
  const res = await browser.post('/api/auth/register', {
    email,
    password: 'session-test-passphrase',
    firstName: 'Kim',
  });
  expect(res.status).toBe(201);
  return { browser, cookie: res.setCookies[0] ?? '' };
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lives as long as the session, without Secure on http', async () => {
    const { cookie } = await signedIn('flags@example.com');
    expect(cookie).toMatch(/^session=[a-z2-7]{24}\.[a-z2-7]{32}; /);
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).toContain(`; Max-Age=${SESSION_INACTIVITY_MS / 1000}`);
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('keeps only a SHA-256 of the secret in the database', async () => {
    const { cookie } = await signedIn('stored@example.com');
    const token = /^session=([^;]+)/.exec(cookie)?.[1] ?? '';
    const [id, secret] = token.split('.');
    const row = await t.deps.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('refuses a token with the right id but a wrong secret', async () => {
    const { browser, cookie } = await signedIn('forged@example.com');
    const id = /^session=([^.]+)\./.exec(cookie)?.[1];
    browser.jar.set('session', `${id}.${'a'.repeat(32)}`);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });
});

describe('session lifetime', () => {
  it('ends after 10 days without use', async () => {
    const { browser } = await signedIn('idle@example.com');
    now = start + SESSION_INACTIVITY_MS - 1000;
    const stillIn = await browser.get('/api/auth/user');
    expect(stillIn.status).toBe(200);
    now += SESSION_INACTIVITY_MS + 1;
    const res = await browser.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.setCookies[0]).toContain('Max-Age=0');
  });

  it('is extended by use, at most once an hour', async () => {
    const { browser } = await signedIn('active@example.com');
    now = start + SESSION_REFRESH_INTERVAL_MS / 2;
    const early = await browser.get('/api/auth/user');
    expect(early.status).toBe(200);
    expect(early.setCookies).toEqual([]);

    now = start + SESSION_REFRESH_INTERVAL_MS + 1;
    const extended = await browser.get('/api/auth/user');
    expect(extended.status).toBe(200);
    expect(extended.setCookies[0]).toContain(`Max-Age=${SESSION_INACTIVITY_MS / 1000}`);

    // Nine days after that use, still signed in (ten from sign-in would have ended it).
    now = start + SESSION_REFRESH_INTERVAL_MS + 9 * 24 * 3600 * 1000;
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('ends 30 days after sign-in however active', async () => {
    const { browser } = await signedIn('forever@example.com');
    for (let day = 5; day < 30; day += 5) {
      now = start + day * 24 * 3600 * 1000;
      expect((await browser.get('/api/auth/user')).status).toBe(200);
    }
    now = start + SESSION_ABSOLUTE_MS - 1000;
    const last = await browser.get('/api/auth/user');
    expect(last.status).toBe(200);
    now = start + SESSION_ABSOLUTE_MS;
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });
});

describe('other devices', () => {
  it('signs out every other session and keeps this one', async () => {
    const { browser: laptop } = await signedIn('devices@example.com');
    const phone = browserClient(t.app, t.config.publicUrl);
    await phone.post('/api/auth/login', {
      email: 'devices@example.com',
      password: 'session-test-passphrase',
    });
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    const res = await laptop.post('/api/auth/sign-out-others');
    expect(res.status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
  });

  it('a password change signs the other devices out', async () => {
    const { browser: laptop } = await signedIn('change@example.com');
    const phone = browserClient(t.app, t.config.publicUrl);
    await phone.post('/api/auth/login', {
      email: 'change@example.com',
      password: 'session-test-passphrase',
    });
    const res = await laptop.post('/api/auth/change-password', {
      currentPassword: 'session-test-passphrase',
      newPassword: 'a-brand-new-passphrase',
    });
    expect(res.status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    const again = browserClient(t.app, t.config.publicUrl);
    const login = await again.post('/api/auth/login', {
      email: 'change@example.com',
      password: 'a-brand-new-passphrase',
    });
    expect(login.status).toBe(200);
  });
});
