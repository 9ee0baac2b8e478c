import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/ports';
import {
  descendants,
  isPortFree,
  isRunning,
  killGroup,
  type Started,
  startUntil,
  waitUntil,
} from './support/processes';
import { repoRoot } from './support/stack';

/*
 * Issue 22, item 14: SIGTERM to `pnpm start` left the node running (pnpm exited; start.mjs,
 * the CMS and the api kept serving, re-parented to PID 1). The README's systemd unit runs
 * `node scripts/start.mjs` itself; this runs that unit's ExecStart as systemd would and sends
 * SIGTERM to the process systemd signals (KillMode=mixed: the main process only), then to
 * `pnpm start`, and each time finds no process left and both ports free.
 */
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const unit = /```ini\n(\[Unit\][\s\S]*?)```/.exec(readme)?.[1] ?? '';
const directive = (name: string) =>
  [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((m) => (m[1] as string).trim());

const dir = mkdtempSync(join(tmpdir(), 'e2e-service-'));
const started: Started[] = [];
const seen: number[] = [];

afterAll(() => {
  for (const s of started) killGroup(s.child, seen);
  rmSync(dir, { recursive: true, force: true });
});

async function productEnv(name: string) {
  const port = await freePort();
  const cmsPort = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    PORT: String(port),
    CMS_PORT: String(cmsPort),
    SQLITE_PATH: join(dir, `${name}-app.db`),
    CMS_SQLITE_PATH: join(dir, `${name}-cms.db`),
    CMS_MEDIA_DIR: join(dir, `${name}-media`),
    VAR_DIR: join(dir, name),
    SKIP_BUILD: '1',
    PAYLOAD_SECRET: 'service-stop-payload-secret',
    CMS_WEBHOOK_SECRET: 'service-stop-webhook-secret',
    ADMIN_EMAIL: 'editor@service-stop.test',
    ADMIN_PASSWORD: 'service-stop-editor-password',
    // Production refuses the test checkout; nothing is paid here, so nothing calls this.
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: 'sk_test_service_stop',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
  };
  return { port, cmsPort, env };
}

/** After SIGTERM: every process of the product gone and both ports free, within `ms`. */
async function expectAllGone(pids: number[], ports: number[], ms: number) {
  await waitUntil('every process gone', () => pids.every((pid) => !isRunning(pid)), ms);
  for (const port of ports) expect(await isPortFree(port), `port ${port}`).toBe(true);
}

describe('stopping the product as a service', () => {
  it("the README unit's ExecStart stops everything on SIGTERM to its main process", async () => {
    const [execStart = ''] = directive('ExecStart');
    expect(execStart).toMatch(/\/node scripts\/start\.mjs$/);
    expect(directive('KillMode')).toEqual(['mixed']);
    expect(directive('KillSignal')).toEqual(['SIGTERM']);
    const stopWithin = Number(directive('TimeoutStopSec')[0]) * 1000;
    expect(stopWithin).toBeGreaterThanOrEqual(15_000);

    const { port, cmsPort, env } = await productEnv('unit');
    for (const line of directive('Environment')) {
      const [key = '', ...value] = line.split('=');
      env[key] = value.join('=');
    }
    expect(env.NODE_ENV).toBe('production');
    const [, ...args] = execStart.split(/\s+/);
    // The unit names /usr/bin/node; the test runs the node it runs on.
    const product = await startUntil(process.execPath, args, {
      cwd: repoRoot,
      env,
      readyText: '[start] ready on',
    });
    started.push(product);
    const pid = product.child.pid as number;
    const tree = descendants(pid);
    seen.push(...tree.map((p) => p.pid));
    expect(tree.some((p) => p.args.includes('api/dist/server.mjs'))).toBe(true);
    expect(tree.some((p) => /next/.test(p.args))).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    const signalledAt = Date.now();
    process.kill(pid, 'SIGTERM');
    expect(await product.exited).toEqual({ code: 0, signal: null });
    await expectAllGone([pid, ...tree.map((p) => p.pid)], [port, cmsPort], 5000);
    expect(Date.now() - signalledAt).toBeLessThan(stopWithin);
    expect(product.output()).toContain('"msg":"stopped"');
  }, 240_000);

  it('SIGTERM to `pnpm start` alone (pnpm does not pass it on) leaves nothing running', async () => {
    const { port, cmsPort, env } = await productEnv('pnpm');
    const product = await startUntil('pnpm', ['start'], {
      cwd: repoRoot,
      env,
      readyText: '[start] ready on',
    });
    started.push(product);
    const pid = product.child.pid as number;
    const tree = descendants(pid);
    seen.push(...tree.map((p) => p.pid));
    expect(tree.some((p) => p.args.includes('scripts/start.mjs'))).toBe(true);
    expect(tree.some((p) => p.args.includes('api/dist/server.mjs'))).toBe(true);

    process.kill(pid, 'SIGTERM');
    await product.exited;
    await expectAllGone(
      tree.map((p) => p.pid),
      [port, cmsPort],
      20_000,
    );
  }, 240_000);
});
