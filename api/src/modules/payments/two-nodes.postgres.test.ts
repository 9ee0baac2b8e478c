import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD,
  checkout,
  confirm,
  returnInput,
  student,
  submitHostedPage,
  subscriptionRows,
} from '../../test/payment-client';
import {
  freePort,
  listen,
  outboxMessages,
  type PaymentStack,
  startPaymentStack,
} from '../../test/payment-stack';
import { createTestContext, type TestContext } from '../../test/test-deps';

/*
 * Two api nodes on one PostgreSQL database behind a load balancer (issue 14): the provider's
 * webhook retries land on either node, the student's return on another. One grant, one
 * receipt, one recorded event.
 */
describe('a payment confirmed on two api nodes at once', () => {
  let stack: PaymentStack;
  let b: TestContext;
  let bOrigin: string;
  let bServer: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    stack = await startPaymentStack('flutterwave');
    const port = await freePort();
    bOrigin = `http://127.0.0.1:${port}`;
    b = await createTestContext(
      { PUBLIC_URL: stack.origin, DEMO_ACCOUNT: 'off', ...stack.providerEnv },
      { database: stack.t.database },
    );
    bServer = await listen(b.app, port);
  });
  afterAll(async () => {
    if (bServer) await new Promise((resolve) => bServer.close(resolve));
    await b?.close();
    await stack?.close();
  });

  it('grants once when the webhook reaches both nodes and the student returns to one', async () => {
    const { client, id } = await student(stack);
    const url = await checkout(client, 4);
    stack.flutterwave?.holdWebhooks();
    const paid = await submitHostedPage(url, CARD);
    const [body] = stack.flutterwave?.heldWebhooks() ?? [];
    expect(body).toBeDefined();
    const input = returnInput(paid.location as string);
    const deliver = (origin: string) =>
      fetch(`${origin}/api/payments/webhooks/flutterwave`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'verif-hash': stack.secrets.webhookHash },
        body: body as string,
      });
    const [confirmed, ...webhooks] = await Promise.all([
      confirm(client, input),
      deliver(stack.origin),
      deliver(bOrigin),
      deliver(stack.origin),
      deliver(bOrigin),
    ]);
    stack.flutterwave?.releaseWebhooks();
    await stack.flutterwave?.idle();

    expect(confirmed.payment.status).toBe('succeeded');
    for (const res of webhooks) expect(res.status).toBe(200);
    expect(await subscriptionRows(stack, id)).toHaveLength(1);
    const receipts = [
      ...(await outboxMessages(stack.t, /Receipt/)),
      ...(await outboxMessages(b, /Receipt/)),
    ].filter((m) => m.includes(input.reference));
    expect(receipts).toHaveLength(1);
    const events = await stack.t.deps.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('reference', '=', input.reference)
      .execute();
    expect(events).toHaveLength(1);
  });
});
