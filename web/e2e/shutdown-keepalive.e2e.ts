import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/ports';
import { repoRoot } from './support/stack';

/*
 * Attack run (issue 14): requests arriving on kept-alive connections after SIGTERM were
 * reset (98 of 2,615). Now every answer while draining says `Connection: close`, and when
 * the listener closes, open connections are still served (silent ones closed after 1 s), so
 * no request on a kept-alive connection is reset.
 */
const dir = mkdtempSync(join(tmpdir(), 'e2e-keepalive-'));
let port: number;
let server: ChildProcess;

beforeAll(async () => {
  port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'keepalive-test-payload-secret',
    CMS_WEBHOOK_SECRET: 'keepalive-test-webhook-secret',
    CMS_SQLITE_PATH: join(dir, 'cms.db'),
    SQLITE_PATH: join(dir, 'app.db'),
    PORT: String(port),
    SHUTDOWN_GRACE_MS: '1000',
    ADMIN_EMAIL: 'editor@keepalive.test',
    ADMIN_PASSWORD: 'keepalive-editor-password',
    LOG_REQUESTS: 'false',
    LOCAL_CHECKOUT: 'on',
  };
  execFileSync(
    process.execPath,
    ['--conditions=production', join(repoRoot, 'cms/dist/setup.mjs')],
    {
      env,
    },
  );
  server = spawn(
    process.execPath,
    ['--conditions=production', join(repoRoot, 'api/dist/server.mjs')],
    {
      env,
    },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('api did not become ready');
});

afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/**
 * One request: 'ok', 'refused' (the listener is closed), 'reset' on a kept-alive connection
 * (what must never happen), or 'new-reset' (a fresh connection caught as the listener closed).
 */
function get(agent: Agent): Promise<string> {
  return new Promise((resolve) => {
    const path = Math.random() < 0.5 ? '/api/exam-types' : '/trpc/exams.list';
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? 'ok' : `status ${res.statusCode}`));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve('refused');
      else if (error.code === 'ECONNRESET' || /hang up/.test(error.message)) {
        resolve(req.reusedSocket ? 'reset' : 'new-reset');
      } else resolve(error.code ?? error.message);
    });
    req.end();
  });
}

describe('SIGTERM under keep-alive load', () => {
  it('answers every request on a kept-alive connection, resets none, and exits 0', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const outcomes: string[] = [];
    let signalled = false;
    const exited = new Promise<number | null>((resolve) => server.on('exit', (c) => resolve(c)));
    const worker = async () => {
      for (;;) {
        const outcome = await get(agent);
        outcomes.push(signalled ? `after:${outcome}` : outcome);
        if (outcome === 'refused' || outcome === 'new-reset') return;
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    await new Promise((r) => setTimeout(r, 500));
    signalled = true;
    server.kill('SIGTERM');
    await Promise.all(workers);
    agent.destroy();
    const after = outcomes.filter((o) => o.startsWith('after:'));
    expect(after.filter((o) => o === 'after:ok').length).toBeGreaterThan(50);
    // No request on a kept-alive connection is reset. A brand-new connection that races the
    // listener's close may be refused or reset by the kernel (each worker stops at its first).
    expect(
      after.filter((o) => !['after:ok', 'after:refused', 'after:new-reset'].includes(o)),
    ).toEqual([]);
    expect(after.filter((o) => o === 'after:new-reset').length).toBeLessThanOrEqual(16);
    expect(await exited).toBe(0);
  });
});
