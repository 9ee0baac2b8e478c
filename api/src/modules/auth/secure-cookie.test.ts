import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { createTestContext, type TestContext } from '../../test/test-deps';

let secure: TestContext;
beforeAll(async () => {
  secure = await createTestContext({ PUBLIC_URL: 'https://prep.example.com' });
});
afterAll(async () => {
  await secure?.close();
});

describe('session cookie on an https site', () => {
  it('is Secure with the __Host- prefix when the site is served over https', async () => {
    const browser = browserClient(secure.app, secure.config.publicUrl);
    const res = await browser.post('/api/auth/register', {
      email: 'secure@example.com',
      password: 'session-test-passphrase',
      firstName: 'Kim',
    });
    expect(res.status).toBe(201);
    expect(res.setCookies[0]).toMatch(
      /^__Host-session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('accepts requests addressed to the public origin', async () => {
    const browser = browserClient(secure.app, 'https://prep.example.com');
    const res = await browser.post('/api/auth/login', {
      email: 'secure@example.com',
      password: 'session-test-passphrase',
    });
    expect(res.status).toBe(200);
  });
});
