import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from '../test-support';
import { siteSessionCookie } from './site-session';

/**
 * The site's api as the CMS sees it: a third party answering GET /api/auth/user by the session
 * cookie it is sent. Records the Cookie headers it received.
 */
async function fakeSite() {
  const received: (string | undefined)[] = [];
  const signedOut = new Set<string>();
  const server = http.createServer((req, res) => {
    received.push(req.headers.cookie);
    if (req.url !== '/api/auth/user') return void res.writeHead(404).end();
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const user = (email: string, isAdmin: boolean) => ({
      id: 'u1',
      email,
      firstName: 'Ada',
      lastName: 'Admin',
      profileImageUrl: null,
      isAdmin,
      isDemo: false,
    });
    if (signedOut.has(req.headers.cookie ?? '')) {
      return json(401, { message: 'You are not signed in.' });
    }
    switch (req.headers.cookie) {
      case 'session=slow.token':
        return; // never answers
      case 'session=admin.token':
      case '__Host-session=admin.secure':
        return json(200, user('Site.Admin@Example.test', true));
      case 'session=student.token':
        return json(200, user('student@example.test', false));
      default:
        return json(401, { message: 'You are not signed in.' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The site signs this cookie out (logout, password change, reset). */
    signOut: (cookie: string) => signedOut.add(cookie),
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('siteSessionCookie', () => {
  it('picks the site session cookie only, the __Host- one first', () => {
    expect(siteSessionCookie(null)).toBeNull();
    expect(siteSessionCookie('payload-token=x; theme=dark')).toBeNull();
    expect(siteSessionCookie('a=1; session=abc.def; b=2')).toBe('session=abc.def');
    expect(siteSessionCookie('session=abc.def; __Host-session=ghi.jkl')).toBe(
      '__Host-session=ghi.jkl',
    );
    expect(siteSessionCookie('mysession=abc.def')).toBeNull();
    expect(siteSessionCookie('session=')).toBeNull();
    expect(siteSessionCookie('session=a"b')).toBeNull();
  });
});

describe('signing in to the CMS with the site session', () => {
  let site: Awaited<ReturnType<typeof fakeSite>>;
  let cms: TestCms;

  beforeAll(async () => {
    site = await fakeSite();
    cms = await startTestCms({ siteInternalUrl: site.url });
  });
  afterAll(async () => {
    await cms?.close();
    await site?.close();
  });

  const auth = (cookie?: string) =>
    cms.payload.auth({ headers: new Headers(cookie ? { cookie } : {}) });

  it('signs a site administrator in as a CMS user of that e-mail, created once', async () => {
    const first = await auth('theme=dark; session=admin.token; other=1');
    expect(first.user).toMatchObject({
      email: 'site.admin@example.test',
      firstName: 'Ada',
      lastName: 'Admin',
      collection: 'users',
      _strategy: 'site-session',
    });
    // Only the session cookie travelled to the site.
    expect(site.received).toEqual(['session=admin.token']);

    const second = await auth('session=admin.token');
    expect(second.user?.id).toBe(first.user?.id);
    // The https cookie name of the same person: another cookie, another question, same user.
    const secure = await auth('__Host-session=admin.secure');
    expect(secure.user?.id).toBe(first.user?.id);
    const { totalDocs } = await cms.payload.count({
      collection: 'users',
      where: { email: { equals: 'site.admin@example.test' } },
    });
    expect(totalDocs).toBe(1);
    // Every request asks the site again: a sign-out there counts here at once.
    expect(site.received).toEqual([
      'session=admin.token',
      'session=admin.token',
      '__Host-session=admin.secure',
    ]);
  });

  it('stops honouring a cookie the moment the site signs it out', async () => {
    expect((await auth('__Host-session=admin.secure')).user).not.toBeNull();
    site.signOut('__Host-session=admin.secure');
    expect((await auth('__Host-session=admin.secure')).user).toBeNull();
  });

  it('concurrent first visits create one user', async () => {
    await cms.payload.delete({
      collection: 'users',
      where: { email: { equals: 'site.admin@example.test' } },
    });
    const results = await Promise.all([1, 2, 3, 4].map(() => auth('session=admin.token')));
    const ids = new Set(results.map((r) => r.user?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBeDefined();
  });

  it('grants a student, an unknown cookie or no cookie nothing', async () => {
    expect((await auth('session=student.token')).user).toBeNull();
    expect((await auth('session=revoked.token')).user).toBeNull();
    expect((await auth()).user).toBeNull();
    expect((await auth('payload-token=not-a-jwt')).user).toBeNull();
    const { totalDocs } = await cms.payload.count({
      collection: 'users',
      where: { email: { equals: 'student@example.test' } },
    });
    expect(totalDocs).toBe(0);
  });

  it('keeps the CMS password login working', async () => {
    await cms.payload.create({
      collection: 'users',
      data: { email: 'editor@example.test', password: 'editor-password-1' },
    });
    const { token } = await cms.payload.login({
      collection: 'users',
      data: { email: 'editor@example.test', password: 'editor-password-1' },
    });
    const { user } = await cms.payload.auth({
      headers: new Headers({ authorization: `JWT ${token}` }),
    });
    expect(user).toMatchObject({ email: 'editor@example.test', _strategy: 'local-jwt' });
  });

  it('gives up on a site that does not answer within 2 s', async () => {
    const started = Date.now();
    expect((await auth('session=slow.token')).user).toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('grants nothing, without throwing, while the site cannot be reached', async () => {
    await site.close();
    const { user } = await auth('session=admin.not-asked-before');
    expect(user).toBeNull();
  });
});
