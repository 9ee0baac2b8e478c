import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalCheckout,
  type LocalCheckout,
} from '../../payments/local-checkout/local-checkout';
import { type ApiProcess, startApiProcess } from '../../test/api-process';
import { type BrowserClient, browserClient } from '../../test/browser-client';
import {
  checkout,
  confirm,
  MOBILE_MONEY,
  returnInput,
  submitHostedPage,
} from '../../test/payment-client';
import { freePort, listen } from '../../test/payment-stack';
import { createTestContext, type TestContext } from '../../test/test-deps';
import { paymentById } from './repo';

/*
 * Issue 22 item 2: `kill -9` inside POST /api/payments/{id}/refund, in a real api process,
 * (a) after the request is recorded, before the provider refunds, and (b) after the provider
 * refunded, before the local commit. After a restart the refund is finished: by the student's
 * retry in (a), by the payment sweep in (b), refunding once. (SQLite: the child shares the
 * test's database file; the same code runs on PostgreSQL in refunds.test.ts.)
 */

const SECRET_KEY = 'FLWSECK_TEST-refund-crash';
const WEBHOOK_HASH = 'refund-crash-webhook-hash';

let t: TestContext;
let origin: string;
let env: NodeJS.ProcessEnv;
let provider: LocalCheckout;
let providerServer: Awaited<ReturnType<typeof listen>>;
const running: ApiProcess[] = [];

beforeAll(async () => {
  const apiPort = await freePort();
  const providerPort = await freePort();
  origin = `http://127.0.0.1:${apiPort}`;
  const settings = {
    PORT: String(apiPort),
    PUBLIC_URL: origin,
    DEMO_ACCOUNT: 'off',
    LOG_REQUESTS: 'false',
    PAYMENT_PROVIDER: 'flutterwave',
    FLUTTERWAVE_SECRET_KEY: SECRET_KEY,
    FLUTTERWAVE_SECRET_HASH: WEBHOOK_HASH,
    FLUTTERWAVE_BASE_URL: `http://127.0.0.1:${providerPort}`,
    // A killed request never gives its lease back; the next may take over after this long.
    PAYMENT_REFUND_LEASE_MS: '2000',
  };
  // This process plays the student's first node (sign-up, payment) and the provider.
  t = await createTestContext(settings);
  // The api process needs a migrated CMS database: the test context starts (and migrates)
  // Payload only on first use, so use it once here.
  await t.payload.count({ collection: 'users' });
  provider = createLocalCheckout({
    db: t.deps.db,
    secretKey: SECRET_KEY,
    webhookHash: WEBHOOK_HASH,
    publicBaseUrl: `http://127.0.0.1:${providerPort}`,
    webhookUrl: `${origin}/api/payments/webhooks/flutterwave`,
  });
  // The return page settles the payments here; their webhooks are not needed.
  provider.holdWebhooks();
  providerServer = await listen(provider.app, providerPort);
  env = {
    ...settings,
    NODE_ENV: 'test',
    SQLITE_PATH: (t.database as { path: string }).path,
    CMS_SQLITE_PATH: t.config.cms.sqlitePath,
    PAYLOAD_SECRET: t.config.cms.secret,
    WEB_DIST: t.config.webDist,
    MAIL_OUTBOX_DIR: t.config.mail.outboxDir,
    QUESTION_BANK_DIR: t.config.questionBankDir,
  };
});
afterAll(async () => {
  for (const api of running) await api.kill9();
  provider?.stop();
  if (providerServer) await new Promise((resolve) => providerServer.close(resolve));
  await t?.close();
});

/** Starts the api process; `sweep: false` keeps its payment sweep from running in the test. */
async function start(options: { sweep: boolean }): Promise<ApiProcess> {
  for (const api of running.splice(0)) await api.kill9();
  const api = await startApiProcess(
    { ...env, PAYMENT_SWEEP_INTERVAL_MS: options.sweep ? '1000' : '600000' },
    origin,
  );
  running.push(api);
  return api;
}

async function paidStudent(examTypeId: number) {
  const client = browserClient(t.app, origin);
  const res = await client.post('/api/auth/register', {
    email: `crash-${examTypeId}-${Date.now()}@example.com`,
    password: 'a-long-enough-password-42',
    firstName: 'Pat',
    lastName: 'Payer',
  });
  expect(res.status).toBe(201);
  const back = await submitHostedPage(await checkout(client, examTypeId), MOBILE_MONEY);
  const { payment } = await confirm(client, returnInput(back.location as string));
  expect(payment.status).toBe('succeeded');
  return { client, paymentId: payment.id };
}

/** The refund asked of the api process over HTTP, with the browser's cookie and Origin. */
function refundOver(client: BrowserClient, paymentId: string) {
  return fetch(`${origin}/api/payments/${paymentId}/refund`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      Cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: '{}',
  });
}

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Kills the api while the provider holds its refund call; returns the stuck payment row. */
async function crashInsideRefund(
  client: BrowserClient,
  paymentId: string,
  when: 'before' | 'after',
) {
  const api = await start({ sweep: false });
  provider.holdRefunds(when);
  const call = refundOver(client, paymentId).catch(() => null);
  await until(() => provider.heldRefunds() === 1, 'the refund call at the provider');
  await api.kill9();
  provider.releaseRefunds();
  expect(await call).toBeNull();
  const stuck = await paymentById(t.deps.db, paymentId);
  expect(stuck?.status).toBe('succeeded');
  expect(stuck?.refund_requested_at).not.toBeNull();
  expect((await client.get('/api/subscription-status')).body.hasActiveSubscription).toBe(true);
}

async function expectRefundedOnce(client: BrowserClient, paymentId: string) {
  const row = await paymentById(t.deps.db, paymentId);
  expect(row?.status).toBe('refunded');
  expect(row?.refund_requested_at).not.toBeNull();
  expect((await client.get('/api/subscription-status')).body).toEqual({
    hasActiveSubscription: false,
    expiresAt: null,
  });
  const refunded = await t.deps.db
    .selectFrom('local_checkout_transactions')
    .select('refund_id')
    .where('tx_ref', '=', row?.reference as string)
    .where('refund_id', 'is not', null)
    .execute();
  expect(refunded).toHaveLength(1);
}

describe('a refund interrupted by kill -9', () => {
  it('recorded but not sent to the provider: the retry after a restart finishes it', async () => {
    const { client, paymentId } = await paidStudent(1);
    await crashInsideRefund(client, paymentId, 'before');
    await start({ sweep: false });
    // The dead request's lease runs out (PAYMENT_REFUND_LEASE_MS), then the retry resumes.
    await new Promise((r) => setTimeout(r, 2100));
    const retry = await refundOver(client, paymentId);
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(((await retry.json()) as { status: string }).status).toBe('refunded');
    await expectRefundedOnce(client, paymentId);
  }, 90_000);

  it('refunded by the provider but not committed: the sweep after a restart finishes it', async () => {
    const { client, paymentId } = await paidStudent(2);
    await crashInsideRefund(client, paymentId, 'after');
    const api = await start({ sweep: true });
    await until(
      async () => (await paymentById(t.deps.db, paymentId))?.status === 'refunded',
      'the sweep to finish the refund',
    );
    await expectRefundedOnce(client, paymentId);
    expect(api.output()).toContain('payment refunded');
  }, 90_000);
});
