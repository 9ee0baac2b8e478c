import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD, submitHostedPage } from '../test/payment-client';
import { freePort } from '../test/payment-stack';
import { SmtpRefusal, type SmtpSink, startSmtpSink } from '../test/smtp-sink';

/*
 * Issue 22 item 3: `kill -9` a few milliseconds after paying left the payment marked as
 * receipted and no e-mail. Here the real api runs as a child process (bundled as
 * `pnpm start` bundles it), the receipt's delivery is held open at the SMTP server, the
 * process is killed with SIGKILL between the commit and the server's answer, and after a
 * restart the receipt arrives, once.
 */

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RECEIPT = /^Receipt: /;

let dir: string;
let bundleDir: string;
let smtp: SmtpSink;
let env: Record<string, string>;
let origin: string;
let child: ChildProcess | null = null;
let output = '';
/** The first receipt's delivery, held until the test lets it fail. */
let holdFirst: { reached: Promise<void>; fail: () => void };

function holdFirstReceipt() {
  let reachedResolve = () => {};
  let failReject: (error: Error) => void = () => {};
  const reached = new Promise<void>((r) => {
    reachedResolve = r;
  });
  const failed = new Promise<void>((_, reject) => {
    failReject = reject;
  });
  failed.catch(() => {});
  let held = false;
  return {
    hold: {
      reached,
      fail: () => failReject(new SmtpRefusal(421, 'Connection lost')),
    },
    async accept(subject: string) {
      if (!RECEIPT.test(subject) || held) return;
      held = true;
      reachedResolve();
      await failed;
    },
  };
}

async function startApi(): Promise<void> {
  output = '';
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--conditions=production', join(bundleDir, 'server.mjs')],
    {
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child = proc;
  proc.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  proc.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`api exited at start:\n${output}`);
    try {
      const res = await fetch(`${origin}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`api did not become ready:\n${output}`);
}

function killApi(signal: NodeJS.Signals): Promise<void> {
  const proc = child;
  child = null;
  if (!proc || proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill(signal);
  });
}

async function migrateCms(sqlitePath: string, mediaDir: string): Promise<void> {
  const { getPayload } = await import('payload');
  const { createCmsConfig } = await import('@app/cms/create-config');
  const { migrationsFor } = await import('@app/cms/migrations');
  const payload = await getPayload({
    config: createCmsConfig({
      sqlitePath,
      secret: env.PAYLOAD_SECRET as string,
      mediaDir,
      logLevel: 'warn',
    }),
  });
  await payload.db.migrate({ migrations: migrationsFor(undefined) });
  await payload.destroy();
}

let cookie = '';
async function post(path: string, body: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const set = res.headers.getSetCookie();
  if (set.length) cookie = set.map((line) => line.split(';')[0]).join('; ');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const held = holdFirstReceipt();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
  // Inside api/ so the bundle finds the api's node_modules, as api/dist/server.mjs does.
  bundleDir = join(apiRoot, 'dist', `outbox-crash-${process.pid}`);
  mkdirSync(bundleDir, { recursive: true });
  await build({
    entryPoints: { server: join(apiRoot, 'src', 'server.ts') },
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            /^@app\//.test(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  holdFirst = held.hold;
  smtp = await startSmtpSink({ accept: (mail) => held.accept(mail.subject) });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    SQLITE_PATH: join(dir, 'app.db'),
    CMS_SQLITE_PATH: join(dir, 'cms.db'),
    CMS_MEDIA_DIR: join(dir, 'media'),
    WEB_DIST: join(dir, 'no-web-dist'),
    PAYLOAD_SECRET: 'outbox-crash-test-payload-secret',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'outbox-crash-admin-passphrase',
    PAYMENT_PROVIDER: 'local',
    LOCAL_CHECKOUT: 'on',
    DEMO_ACCOUNT: 'off',
    LOG_REQUESTS: 'false',
    SHUTDOWN_GRACE_MS: '0',
    SMTP_URL: smtp.url,
    // A message whose sender died is taken over after this lease.
    MAIL_LEASE_MS: '1500',
  };
  await migrateCms(env.CMS_SQLITE_PATH as string, env.CMS_MEDIA_DIR as string);
}, 180_000);

afterAll(async () => {
  await killApi('SIGKILL');
  await smtp?.close();
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a receipt owed when the api is killed', () => {
  it('arrives after a restart, once, when the process died between the commit and delivery', async () => {
    await startApi();
    const email = 'crash-payer@example.com';
    const registered = await post('/api/auth/register', {
      email,
      password: 'a-long-enough-password-42',
      firstName: 'Kim',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const checkout = await post('/api/create-subscription', { examTypeId: 1 });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const paid = await submitHostedPage(checkout.body.checkout_url as string, CARD);
    expect(paid.status).toBe(303);

    // The payment is committed and the receipt is on its way to the SMTP server: kill -9.
    await holdFirst.reached;
    await killApi('SIGKILL');
    holdFirst.fail();
    expect(smtp.messages.filter((m) => RECEIPT.test(m.subject))).toHaveLength(0);

    await startApi();
    const receipt = await smtp.waitFor(
      (m) => m.to.includes(email) && RECEIPT.test(m.subject),
      20_000,
    );
    expect(receipt.text).toContain('ATI TEAS 7');
    // Well past the lease and a poll: still exactly one receipt.
    await new Promise((r) => setTimeout(r, 3000));
    expect(
      smtp.messages.filter((m) => m.to.includes(email) && RECEIPT.test(m.subject)),
    ).toHaveLength(1);
    await killApi('SIGTERM');
  }, 180_000);
});
