import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { createTestContext, type TestContext } from '../../test/test-deps';

/*
 * Issue 22, item 11: a CMS password session (POST /cms-api/users/login) survived the site's
 * Sign Out, and /cms-api/users/me still answered the admin. Payload keeps each session in the
 * user's `sessions` (auth.useSessions, on by default), so the token is checked against the
 * database by every process: revoking it there is what makes the cookie useless.
 */
const ADMIN_EMAIL = 'cms-sign-out@example.com';
const ADMIN_PASSWORD = 'admin-sign-out-passphrase';
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_ACCOUNT: 'off' });
  await t.payload.create({
    collection: 'users',
    data: { email: ADMIN_EMAIL, password: 'cms-editor-passphrase' },
    overrideAccess: true,
  });
});
afterAll(async () => {
  await t?.close();
});

/** What /cms-api/users/me would answer to this token: Payload's own check of the cookie. */
async function cmsUserOf(token: string) {
  const { user } = await t.payload.auth({
    headers: new Headers({ cookie: `payload-token=${token}` }),
  });
  return user?.email ?? null;
}

async function cmsLogin() {
  const { token } = await t.payload.login({
    collection: 'users',
    data: { email: ADMIN_EMAIL, password: 'cms-editor-passphrase' },
  });
  if (!token) throw new Error('no CMS token');
  return token;
}

describe('site sign-out ends the CMS session of the browser', () => {
  it('revokes the CMS token and removes its cookie; the CMS session of another browser stays', async () => {
    const browser = browserClient(t.app, t.config.publicUrl);
    const login = await browser.post('/api/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = await cmsLogin();
    browser.jar.set('payload-token', token);
    const elsewhere = await cmsLogin();
    expect(await cmsUserOf(token)).toBe(ADMIN_EMAIL);

    const out = await browser.post('/api/logout');
    expect(out.status).toBe(200);
    const removal = out.setCookies.find((line) => line.startsWith('payload-token='));
    expect(removal).toMatch(/^payload-token=;/);
    expect(removal).toMatch(/Path=\//);
    expect(new Date(/Expires=([^;]+)/.exec(removal ?? '')?.[1] ?? '').getTime()).toBeLessThan(
      Date.now(),
    );
    expect(browser.jar.has('payload-token')).toBe(false);

    // The token itself is dead: a copy of the cookie kept elsewhere gets nobody.
    expect(await cmsUserOf(token)).toBeNull();
    expect(await cmsUserOf(elsewhere)).toBe(ADMIN_EMAIL);
  });

  it('ends a CMS session even when the browser has no site session, and ignores a forged one', async () => {
    const token = await cmsLogin();
    const out = await t.app.request('/api/logout', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl, Cookie: `payload-token=${token}` },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((line) => line.startsWith('payload-token=;'))).toBe(
      true,
    );
    expect(await cmsUserOf(token)).toBeNull();

    const forged = await t.app.request('/api/logout', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl, Cookie: 'payload-token=forged.token.value' },
    });
    expect(forged.status).toBe(200);
  });

  it('sets no CMS cookie for a browser that has none', async () => {
    const out = await t.app.request('/api/logout', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((line) => line.startsWith('payload-token'))).toBe(false);
  });
});
