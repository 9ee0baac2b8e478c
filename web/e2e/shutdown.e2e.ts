import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/ports';
import { repoRoot } from './support/stack';

const dir = mkdtempSync(join(tmpdir(), 'e2e-shutdown-'));
const secret = 'shutdown-test-webhook-secret';
let port: number;
let server: ChildProcess;
let log = '';

beforeAll(async () => {
  port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'shutdown-test-payload-secret',
    CMS_WEBHOOK_SECRET: secret,
    CMS_SQLITE_PATH: join(dir, 'cms.db'),
    SQLITE_PATH: join(dir, 'app.db'),
    PORT: String(port),
    SHUTDOWN_GRACE_MS: '1500',
    ADMIN_EMAIL: 'editor@shutdown.test',
    ADMIN_PASSWORD: 'shutdown-editor-password',
    // As `pnpm start` says of a local run: the built-in test checkout may be used.
    LOCAL_CHECKOUT: 'on',
  };
  execFileSync(
    process.execPath,
    ['--conditions=production', join(repoRoot, 'cms/dist/setup.mjs')],
    { env },
  );
  server = spawn(
    process.execPath,
    ['--conditions=production', join(repoRoot, 'api/dist/server.mjs')],
    { env },
  );
  server.stdout?.on('data', (c: Buffer) => {
    log += c.toString();
  });
  server.stderr?.on('data', (c: Buffer) => {
    log += c.toString();
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`api did not become ready:\n${log}`);
});

afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('turns readyz 503, lets the in-flight request finish, and exits within 10 s', async () => {
    const body = JSON.stringify({ collection: 'posts', id: 1, operation: 'update' });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/internal/cms-changed',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-cms-webhook-secret': secret,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 800);
    });
    await new Promise((r) => setTimeout(r, 100));

    // 'close', not 'exit': the process may exit before its last output has been read.
    const exited = new Promise<number | null>((resolve) =>
      server.on('close', (code) => resolve(code)),
    );
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe('draining');

    expect(await inFlight).toEqual({ status: 200, text: '{"ok":true}' });
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(log).toContain('"msg":"stopped"');
  });
});
