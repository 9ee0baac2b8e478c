import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/ports';
import { repoRoot } from './support/stack';

/*
 * Attack run (issue 14): the README's PostgreSQL instructions, followed to the letter, crashed
 * at start-up. This runs exactly the commands of the README's block: the createdb lines, then
 * `pnpm start` with the block's variables (on free ports, as every journey does).
 */
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const block = /### Running on PostgreSQL\s+```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const lines = block
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);
const createdbs = lines.filter((l) => l.startsWith('createdb '));
const startLine = lines.find((l) => l.endsWith('pnpm start')) ?? '';
const startEnv = Object.fromEntries(
  [...startLine.matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1] as string, m[2] as string]),
);
const databases = createdbs.map((l) => l.split(' ').at(-1) as string);

function psql(sql: string) {
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', sql]);
}
function dropDatabases() {
  for (const name of databases) psql(`drop database if exists ${name} with (force)`);
}

const dir = mkdtempSync(join(tmpdir(), 'e2e-postgres-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 3000));
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  dropDatabases();
  rmSync(dir, { recursive: true, force: true });
});

describe("the README's PostgreSQL instructions", () => {
  it('create two databases, start the whole product on them, and serve the site', async () => {
    expect(createdbs.length).toBe(2);
    expect(startEnv.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(startEnv.CMS_DATABASE_URL).toMatch(/^postgres:\/\//);
    dropDatabases();
    for (const line of createdbs) {
      const [command, ...args] = line.split(/\s+/);
      execFileSync(command as string, args);
    }
    const port = await freePort();
    const cmsPort = await freePort();
    let log = '';
    child = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        ...startEnv,
        PORT: String(port),
        CMS_PORT: String(cmsPort),
        VAR_DIR: dir,
        CMS_MEDIA_DIR: join(dir, 'media'),
        MAIL_OUTBOX_DIR: join(dir, 'outbox'),
        SKIP_BUILD: '1',
        LOG_REQUESTS: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready:\n${log}`)), 150_000);
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('[start] ready on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child?.stdout?.on('data', onData);
      child?.stderr?.on('data', onData);
      child?.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited with ${code}:\n${log}`));
      });
    });
    const base = `http://localhost:${port}`;
    const exams = await fetch(`${base}/api/exam-types`);
    expect(exams.status).toBe(200);
    expect(((await exams.json()) as unknown[]).length).toBe(7);
    const posts = await fetch(`${base}/api/blog/posts?status=published&limit=9&offset=0`);
    expect(posts.status).toBe(200);
    expect(((await posts.json()) as { total: number }).total).toBeGreaterThan(0);
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({
        email: 'pg@example.com',
        password: 'postgres-journey-1',
        firstName: 'Pat',
      }),
    });
    expect(register.status).toBe(201);
    // The start-up listener rejected on exit; from here an exit is the clean stop we ask for.
    child.removeAllListeners('exit');
    const exited = new Promise<number | null>((r) => child?.on('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 240_000);
});
