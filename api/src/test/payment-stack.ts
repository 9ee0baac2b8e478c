import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createLocalCheckout, type LocalCheckout } from '../payments/local-checkout/local-checkout';
import { createPaystackStandIn, type PaystackStandIn } from './paystack-stand-in';
import { parseMail } from './smtp-sink';
import { createTestContext, type TestContext } from './test-deps';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export function listen(app: { fetch: Hono['fetch'] }, port: number) {
  return new Promise<ReturnType<typeof serve>>((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(server));
  });
}

export type PaymentStack = {
  t: TestContext;
  /** The api's own origin (a real HTTP server: webhooks reach it over loopback). */
  origin: string;
  flutterwave: LocalCheckout | null;
  paystack: PaystackStandIn | null;
  /** The signed webhook secret of the stand-in in use. */
  secrets: { secretKey: string; webhookHash: string };
  /** The api's settings for the stand-in (a second node on the same database needs them). */
  providerEnv: Record<string, string>;
  close(): Promise<void>;
};

const SECRET_KEY = 'FLWSECK_TEST-payments-suite';
const WEBHOOK_HASH = 'payments-suite-webhook-hash';
const PAYSTACK_KEY = 'sk_test_payments_suite';

/**
 * The api as a real server with a provider stand-in on its own port: the local Flutterwave
 * stand-in (the one `pnpm start` mounts), or a Paystack stand-in for the second adapter.
 */
export async function startPaymentStack(
  provider: 'flutterwave' | 'paystack',
  env: Record<string, string> = {},
): Promise<PaymentStack> {
  const apiPort = await freePort();
  const providerPort = await freePort();
  const origin = `http://127.0.0.1:${apiPort}`;
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  let flutterwave: LocalCheckout | null = null;
  let paystack: PaystackStandIn | null = null;
  let providerEnv: Record<string, string>;
  if (provider === 'flutterwave') {
    providerEnv = {
      PAYMENT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_SECRET_KEY: SECRET_KEY,
      FLUTTERWAVE_SECRET_HASH: WEBHOOK_HASH,
      FLUTTERWAVE_BASE_URL: providerUrl,
    };
  } else {
    providerEnv = {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
      PAYSTACK_BASE_URL: providerUrl,
    };
  }
  const t = await createTestContext({
    PORT: String(apiPort),
    PUBLIC_URL: origin,
    DEMO_ACCOUNT: 'off',
    ...providerEnv,
    ...env,
  });
  let providerApp: { fetch: Hono['fetch'] };
  if (provider === 'flutterwave') {
    // The stand-in keeps its transactions in a database, as mounted in the api: this one's.
    flutterwave = createLocalCheckout({
      db: t.deps.db,
      secretKey: SECRET_KEY,
      webhookHash: WEBHOOK_HASH,
      publicBaseUrl: providerUrl,
      webhookUrl: `${origin}/api/payments/webhooks/flutterwave`,
      retryDelaysMs: [100, 200, 400, 800],
    });
    providerApp = flutterwave.app;
  } else {
    paystack = createPaystackStandIn({
      secretKey: PAYSTACK_KEY,
      publicBaseUrl: providerUrl,
      webhookUrl: `${origin}/api/payments/webhooks/paystack`,
    });
    providerApp = paystack.app;
  }
  const providerServer = await listen(providerApp, providerPort);
  const apiServer = await listen(t.app, apiPort);
  return {
    t,
    origin,
    flutterwave,
    paystack,
    secrets: {
      secretKey: provider === 'flutterwave' ? SECRET_KEY : PAYSTACK_KEY,
      webhookHash: WEBHOOK_HASH,
    },
    providerEnv,
    async close() {
      flutterwave?.stop();
      await new Promise((r) => apiServer.close(r));
      await new Promise((r) => providerServer.close(r));
      await t.close();
    },
  };
}

/** The e-mails in the outbox whose subject matches, as 'Subject: …' and the decoded text. */
export async function outboxMessages(t: TestContext, subject: RegExp): Promise<string[]> {
  await t.deps.mailer.flush();
  const dir = t.config.mail.outboxDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => parseMail(readFileSync(join(dir, f), 'utf8')))
    .filter((mail) => subject.test(mail.subject))
    .map((mail) => `Subject: ${mail.subject}\n\n${mail.text}`);
}
