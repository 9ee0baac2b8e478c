import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../test/browser-client';
import { createTestContext, type TestContext } from '../test/test-deps';
import { CMS_FAILED_LOGIN_MIN_MS } from './cms-login-guard';

/** Stands in for Payload's login: slow for a known editor (password hashing), fast otherwise. */
function fakeCmsLogin(): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      const { email, password } = JSON.parse(body || '{}') as { email?: string; password?: string };
      const known = email === 'editor@example.com';
      setTimeout(
        () => {
          const ok = known && password === 'the-editor-passphrase';
          res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
          res.end(JSON.stringify(ok ? { user: { email } } : { errors: [{ message: 'wrong' }] }));
        },
        known ? 250 : 10,
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let t: TestContext;
let cms: Server;
beforeAll(async () => {
  cms = await fakeCmsLogin();
  const { port } = cms.address() as AddressInfo;
  t = await createTestContext({
    TRUST_PROXY: 'true',
    CMS_INTERNAL_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => cms.close(r));
});

const login = (ip: string, email: string, password: string) =>
  browserClient(t.app, t.config.publicUrl, { ip }).post('/cms-api/users/login', {
    email,
    password,
  });

describe('CMS sign-in (attack run, issue 14)', () => {
  it('takes as long for an unknown e-mail as for an editor with a wrong password', async () => {
    const time = async (email: string, ip: string) => {
      const started = performance.now();
      const res = await login(ip, email, 'wrong-password');
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const known = await time('editor@example.com', '203.0.113.1');
    const unknown = await time('nobody@example.com', '203.0.113.2');
    expect(known).toBeGreaterThanOrEqual(CMS_FAILED_LOGIN_MIN_MS - 5);
    expect(unknown).toBeGreaterThanOrEqual(CMS_FAILED_LOGIN_MIN_MS - 5);
    expect(Math.abs(known - unknown)).toBeLessThan(200);
  });

  it('slows one address after 5 failures, without locking the editor out elsewhere', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await login('198.51.100.7', 'editor@example.com', `guess-${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const editor = await login('192.0.2.10', 'editor@example.com', 'the-editor-passphrase');
    expect(editor.status).toBe(200);
  });
});
