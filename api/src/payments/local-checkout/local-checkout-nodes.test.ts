import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, browserClient } from '../../test/browser-client';
import { MOBILE_MONEY, returnInput, submitHostedPage } from '../../test/payment-client';
import { freePort, listen } from '../../test/payment-stack';
import { createTestContext, type TestContext } from '../../test/test-deps';

/*
 * Issue 22 item 5: the built-in test checkout (PAYMENT_PROVIDER=local) behind two api nodes on
 * one database and across a restart behaves as one provider: a link made on one node opens and
 * pays on the other, a payment made through one is refunded through the other, and a restart
 * keeps the paid transactions and the webhook secret.
 */

type Node = { t: TestContext; origin: string; stop(): Promise<void>; close(): Promise<void> };

/** The site's address: a load balancer in front of the nodes (node A's own origin here). */
let site: string;
let a: Node;
let b: Node;

async function startNode(database?: TestContext['database']): Promise<Node> {
  const port = await freePort();
  const t = await createTestContext(
    { PORT: String(port), PUBLIC_URL: site, DEMO_ACCOUNT: 'off', PAYMENT_PROVIDER: 'local' },
    database ? { database } : {},
  );
  const server = await listen(t.app, port);
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    t,
    origin: `http://127.0.0.1:${port}`,
    stop,
    async close() {
      await stop();
      // The database stays with its owner (node A's first context).
      if (database) await t.close();
    },
  };
}

/** The same browser, its next requests going to another node. */
function on(node: Node, client: BrowserClient): BrowserClient {
  const other = browserClient(node.t.app, site);
  for (const [name, value] of client.jar) other.jar.set(name, value);
  return other;
}

/** A link the site made, opened through one node (the load balancer chose it). */
const through = (node: Node, link: string) => {
  const url = new URL(link);
  return `${node.origin}${url.pathname}${url.search}`;
};

async function signedUpStudent(node: Node): Promise<BrowserClient> {
  const client = browserClient(node.t.app, site);
  const res = await client.post('/api/auth/register', {
    email: `two-node-payer-${Date.now()}-${Math.random()}@example.com`,
    password: 'a-long-enough-password-42',
    firstName: 'Pat',
    lastName: 'Payer',
  });
  expect(res.status).toBe(201);
  return client;
}

/** Posts the hosted form to a node with the site's Origin, as the browser on the page does. */
async function pay(node: Node, link: string) {
  const res = await fetch(through(node, link), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
    body: new URLSearchParams(MOBILE_MONEY).toString(),
  });
  return { status: res.status, location: res.headers.get('location') };
}

beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  // Node A listens on the site's own port; its first context owns the database.
  const t = await createTestContext({
    PORT: String(port),
    PUBLIC_URL: site,
    DEMO_ACCOUNT: 'off',
    PAYMENT_PROVIDER: 'local',
  });
  const server = await listen(t.app, port);
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  a = { t, origin: site, stop, close: stop };
  b = await startNode(a.t.database);
});
/** Nodes that stopped serving (a restart), closed at the end with the others. */
const stopped: Node[] = [];
afterAll(async () => {
  for (const node of [b, ...stopped]) await node?.t.close();
  await a?.stop();
  await a?.t.close();
});

describe('the local test checkout behind two api nodes', () => {
  it('opens and pays on node B a link made on node A, and A confirms it', async () => {
    const client = await signedUpStudent(a);
    const made = await client.post('/api/create-subscription', { examTypeId: 2 });
    expect(made.status).toBe(200);
    const link = made.body.checkout_url as string;

    const page = await fetch(through(b, link));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay with mobile money');

    const paid = await pay(b, link);
    expect(paid.status).toBe(303);
    const confirmed = await client.post(
      '/trpc/payments.confirm',
      returnInput(paid.location as string),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result.data.payment.status).toBe('succeeded');
    await a.t.deps.localCheckout?.idle();
    await b.t.deps.localCheckout?.idle();

    // Paid once: the page is finished on both nodes.
    for (const node of [a, b]) expect((await fetch(through(node, link))).status).toBe(410);
  });

  it('refunds on node B a payment made on node A', async () => {
    const client = await signedUpStudent(a);
    const made = await client.post('/api/create-subscription', { examTypeId: 3 });
    const paid = await submitHostedPage(made.body.checkout_url as string, MOBILE_MONEY);
    const confirmed = await client.post(
      '/trpc/payments.confirm',
      returnInput(paid.location as string),
    );
    const paymentId = confirmed.body.result.data.payment.id as string;
    await a.t.deps.localCheckout?.idle();

    const refund = await on(b, client).post(`/api/payments/${paymentId}/refund`);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.status).toBe('refunded');
  });

  it('keeps the paid transactions and the webhook secret across a restart', async () => {
    const client = await signedUpStudent(a);
    const made = await client.post('/api/create-subscription', { examTypeId: 4 });
    const link = made.body.checkout_url as string;
    // Paid through node B, whose webhook is held back and whose redirect is lost.
    const before = b.t.deps.localCheckout;
    before?.holdWebhooks();
    const paid = await pay(b, link);
    expect(paid.status).toBe(303);
    const [webhook] = before?.heldWebhooks() ?? [];
    const hash = before?.webhookHash;

    // Node B restarts on the same database: a new process, the same provider. (The old
    // process stops serving; its memory is out of reach, as after an exit.)
    await b.stop();
    stopped.push(b);
    b = await startNode(a.t.database);
    expect((await fetch(through(b, link))).status).toBe(410);
    for (const node of [b, a]) {
      const delivered = await fetch(`${node.origin}/api/payments/webhooks/flutterwave`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'verif-hash': String(hash) },
        body: webhook,
      });
      expect(delivered.status).toBe(200);
    }
    const status = await on(b, client).get('/api/subscription-status');
    expect(status.body.hasActiveSubscription).toBe(true);
    const confirmed = await on(b, client).post(
      '/trpc/payments.confirm',
      returnInput(paid.location as string),
    );
    expect(confirmed.body.result.data.payment.status).toBe('succeeded');
  });
});
