import { AUTH_MESSAGES as M } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-test-passphrase',
  });
});
afterAll(async () => {
  await t?.close();
});

const login = { email: 'nobody@example.com', password: 'whatever-password' };

describe('cross-site request forgery', () => {
  it('refuses a POST from another origin', async () => {
    const res = await browserClient(t.app, 'https://evil.example').post('/api/auth/login', login);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.originRejected);
  });

  it('refuses a POST without an Origin', async () => {
    const res = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(login),
    });
    expect(res.status).toBe(403);
  });

  it('refuses a text/plain POST (what a cross-site form can send) with 415', async () => {
    const res = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { Origin: t.config.publicUrl, 'Content-Type': 'text/plain' },
      body: JSON.stringify(login),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: M.jsonRequired, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('guards tRPC mutations the same way', async () => {
    const res = await t.app.request('/trpc/auth.login', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify(login),
    });
    expect(res.status).toBe(403);
  });

  it('accepts Origin: null only when Fetch Metadata says same-origin', async () => {
    const ok = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: {
        Origin: 'null',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(login),
    });
    expect(ok.status).toBe(401);
    const crossSite = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: {
        Origin: 'null',
        'Sec-Fetch-Site': 'cross-site',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(login),
    });
    expect(crossSite.status).toBe(403);
  });

  it('leaves reads alone', async () => {
    const res = await t.app.request('/api/exam-types', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
  });
});

describe('roles', () => {
  it('answers 401 to a visitor, 403 to a student and 200 to an admin', async () => {
    const visitor = browserClient(t.app, t.config.publicUrl);
    expect((await visitor.get('/api/admin/users')).status).toBe(401);

    const student = browserClient(t.app, t.config.publicUrl);
    await student.post('/api/auth/register', {
      email: 'student@example.com',
      password: 'student-passphrase',
      firstName: 'Stu',
    });
    const refused = await student.get('/api/admin/users');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.adminOnly);

    const admin = browserClient(t.app, t.config.publicUrl);
    await admin.post('/api/auth/login', {
      email: 'admin@example.com',
      password: 'admin-test-passphrase',
    });
    const list = await admin.get('/api/admin/users?limit=10');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
    expect(list.body.users.map((u: { email: string }) => u.email)).toContain('student@example.com');
    expect(JSON.stringify(list.body)).not.toContain('argon2');
  });

  it('applies the same rule through tRPC', async () => {
    const student = browserClient(t.app, t.config.publicUrl);
    await student.post('/api/auth/login', {
      email: 'student@example.com',
      password: 'student-passphrase',
    });
    const res = await student.get('/trpc/users.list?input=%7B%7D');
    expect(res.status).toBe(403);
  });
});

describe('caching', () => {
  it('marks account answers no-store and leaves public reads cacheable', async () => {
    const me = await t.app.request('/api/auth/user');
    expect(me.headers.get('cache-control')).toBe('no-store');
    const exams = await t.app.request('/api/exam-types');
    expect(exams.headers.get('cache-control')).not.toBe('no-store');
  });

  it('sends the security headers on REST answers built in one piece, errors included', async () => {
    const first = await t.app.request('/api/exam-types');
    // The catalogue is kept after the first answer (RestRoute.unchanging): the same bytes again.
    const again = await t.app.request('/api/exam-types');
    const signedOut = await t.app.request('/api/auth/user');
    const adminOnly = await t.app.request('/api/admin/item-stats');
    for (const res of [first, again, signedOut, adminOnly]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const body = await first.text();
    expect(await again.text()).toBe(body);
    expect(JSON.parse(body).length).toBeGreaterThan(0);
    expect([signedOut.status, adminOnly.status]).toEqual([401, 401]);
    expect(adminOnly.headers.get('cache-control')).toBe('no-store');
  });
});
