import {
  PAYMENT_MESSAGES,
  PRICE_MINOR,
  SUBSCRIPTION_DAYS,
  subscriptionStatusSchema,
  userSubscriptionSchema,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD,
  checkout,
  confirm,
  MOBILE_MONEY,
  returnInput,
  student,
  submitHostedPage,
  subscriptionRows,
} from '../../test/payment-client';
import { outboxMessages, type PaymentStack, startPaymentStack } from '../../test/payment-stack';
import { paymentByReference } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The whole paid loop against the local Flutterwave stand-in running as a real HTTP server
 * (the one `pnpm start` mounts), with the api as a real server receiving its webhooks.
 */
describe('payments through the Flutterwave protocol (local stand-in)', () => {
  let stack: PaymentStack;
  beforeAll(async () => {
    stack = await startPaymentStack('flutterwave');
  });
  afterAll(async () => {
    await stack.close();
  });

  const webhookTo = (body: string, hash: string) =>
    fetch(`${stack.origin}/api/payments/webhooks/flutterwave`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'verif-hash': hash },
      body,
    });

  it('takes a mobile-money payment: redirect, webhook, one grant, one receipt', async () => {
    const { client, id } = await student(stack);
    const url = await checkout(client, 1);
    expect(new URL(url).pathname).toMatch(/^\/pay\/[0-9a-f]{32}$/);

    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain('Test checkout: no money moves.');
    expect(html).toContain('Pay with mobile money');
    expect(html).toContain('$100.00');

    const paid = await submitHostedPage(url, MOBILE_MONEY);
    expect(paid.status).toBe(303);
    const back = new URL(paid.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${stack.origin}/subscribe/return`);
    expect(back.searchParams.get('status')).toBe('successful');
    const input = returnInput(paid.location as string);
    const row = await paymentByReference(stack.t.deps.db, input.reference);
    expect(row).toMatchObject({ amount_minor: PRICE_MINOR, currency: 'USD', exam_type_id: 1 });

    const result = await confirm(client, input);
    await stack.flutterwave?.idle();
    expect(result.payment.status).toBe('succeeded');
    const expected = Date.now() + SUBSCRIPTION_DAYS * DAY_MS;
    expect(Math.abs(Date.parse(result.premiumUntil as string) - expected)).toBeLessThan(60_000);

    const status = await client.get('/api/subscription-status');
    expect(subscriptionStatusSchema.parse(status.body)).toEqual({
      hasActiveSubscription: true,
      expiresAt: result.premiumUntil,
    });
    const subs = await client.get('/api/user-subscriptions');
    expect(subs.body).toHaveLength(1);
    expect(userSubscriptionSchema.parse(subs.body[0])).toMatchObject({
      examTypeId: 1,
      status: 'active',
      expiresAt: result.premiumUntil,
    });
    expect(await subscriptionRows(stack, id)).toHaveLength(1);

    const receipts = await outboxMessages(stack.t, /Receipt: ATI TEAS 7/);
    const mine = receipts.filter((m) => m.includes(input.reference));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('$100.00');
    expect(mine[0]).toMatch(/48 hours/);

    const history = await client.get('/api/payments');
    expect(history.status).toBe(200);
    expect(history.body[0]).toMatchObject({
      reference: input.reference,
      status: 'succeeded',
      amountMinor: PRICE_MINOR,
      examName: 'ATI TEAS 7',
    });
    expect(history.body[0].refundableUntil).not.toBeNull();
  });

  it('grants once for five concurrent duplicate webhooks plus the redirect', async () => {
    const { client, id } = await student(stack);
    const url = await checkout(client, 2);
    stack.flutterwave?.holdWebhooks();
    const paid = await submitHostedPage(url, CARD);
    const [body] = stack.flutterwave?.heldWebhooks() ?? [];
    expect(body).toBeDefined();
    const input = returnInput(paid.location as string);
    const [confirmed, ...webhooks] = await Promise.all([
      confirm(client, input),
      ...Array.from({ length: 5 }, () => webhookTo(body as string, stack.secrets.webhookHash)),
    ]);
    stack.flutterwave?.releaseWebhooks();
    await stack.flutterwave?.idle();
    expect(confirmed.payment.status).toBe('succeeded');
    for (const res of webhooks) expect(res.status).toBe(200);
    expect(await subscriptionRows(stack, id)).toHaveLength(1);
    const receipts = (await outboxMessages(stack.t, /Receipt/)).filter((m) =>
      m.includes(input.reference),
    );
    expect(receipts).toHaveLength(1);
    const events = await stack.t.deps.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('reference', '=', input.reference)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('settles the same way when the webhook comes before or after the redirect', async () => {
    // Webhook first: the payment is settled before the student is back.
    const first = await student(stack);
    const url1 = await checkout(first.client, 3);
    const paid1 = await submitHostedPage(url1, MOBILE_MONEY);
    await stack.flutterwave?.idle();
    const input1 = returnInput(paid1.location as string);
    expect((await paymentByReference(stack.t.deps.db, input1.reference))?.status).toBe('succeeded');
    expect((await confirm(first.client, input1)).payment.status).toBe('succeeded');
    expect(await subscriptionRows(stack, first.id)).toHaveLength(1);

    // Redirect first: the late webhook finds it settled and changes nothing.
    const second = await student(stack);
    const url2 = await checkout(second.client, 3);
    stack.flutterwave?.holdWebhooks();
    const paid2 = await submitHostedPage(url2, MOBILE_MONEY);
    const input2 = returnInput(paid2.location as string);
    expect((await confirm(second.client, input2)).payment.status).toBe('succeeded');
    stack.flutterwave?.releaseWebhooks();
    await stack.flutterwave?.idle();
    expect(await subscriptionRows(stack, second.id)).toHaveLength(1);
    const event = await stack.t.deps.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('reference', '=', input2.reference)
      .executeTakeFirstOrThrow();
    expect(event.outcome).toBe('already settled');
    const receipts = (await outboxMessages(stack.t, /Receipt/)).filter((m) =>
      m.includes(input2.reference),
    );
    expect(receipts).toHaveLength(1);
  });

  it('refuses a webhook with a bad signature (401) and changes nothing', async () => {
    const { client, id } = await student(stack);
    const url = await checkout(client, 4);
    stack.flutterwave?.holdWebhooks();
    const paid = await submitHostedPage(url, CARD);
    const [body] = stack.flutterwave?.heldWebhooks() ?? [];
    const forged = await webhookTo(body as string, 'not-the-secret-hash');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      message: PAYMENT_MESSAGES.badSignature,
      code: 'UNAUTHENTICATED',
    });
    const missing = await fetch(`${stack.origin}/api/payments/webhooks/flutterwave`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body as string,
    });
    expect(missing.status).toBe(401);
    const input = returnInput(paid.location as string);
    expect((await paymentByReference(stack.t.deps.db, input.reference))?.status).toBe('pending');
    expect(await subscriptionRows(stack, id)).toHaveLength(0);
    const events = await stack.t.deps.db
      .selectFrom('payment_events')
      .select('id')
      .where('reference', '=', input.reference)
      .execute();
    expect(events).toHaveLength(0);
    stack.flutterwave?.releaseWebhooks();
    await stack.flutterwave?.idle();
  });

  it('answers a signed webhook whose body is not a JSON object 400, and records nothing', async () => {
    for (const body of ['null', '1', '"text"', '[1]', 'not json']) {
      const res = await webhookTo(body, stack.secrets.webhookHash);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({
        message: PAYMENT_MESSAGES.webhookMalformed,
        code: 'VALIDATION_FAILED',
      });
    }
    const nullData = await webhookTo(
      '{"event":"charge.completed","data":null}',
      stack.secrets.webhookHash,
    );
    expect(nullData.status).toBe(400);
  });

  it('grants nothing for a transaction of a smaller amount or another currency', async () => {
    for (const tamper of [
      { amount: 1, currency: 'USD' },
      { amount: 100, currency: 'NGN' },
    ]) {
      const { client, id } = await student(stack);
      const url = await checkout(client, 5);
      const reference = (
        await stack.t.deps.db
          .selectFrom('payments')
          .select('reference')
          .where('user_id', '=', id)
          .executeTakeFirstOrThrow()
      ).reference;
      // The attacker opens their own hosted payment under our reference, at their price.
      const forged = await fetch(`${new URL(url).origin}/v3/payments`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${stack.secrets.secretKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          tx_ref: reference,
          amount: tamper.amount,
          currency: tamper.currency,
          redirect_url: `${stack.origin}/subscribe/return`,
          customer: { email: 'x@example.com' },
        }),
      });
      const link = ((await forged.json()) as { data: { link: string } }).data.link;
      const paid = await submitHostedPage(link, CARD);
      await stack.flutterwave?.idle();
      const result = await confirm(client, returnInput(paid.location as string));
      expect(result.payment.status).toBe('failed');
      expect(result.premiumUntil).toBeNull();
      expect(await subscriptionRows(stack, id)).toHaveLength(0);
    }
  });

  it('acknowledges a signed webhook for an unknown reference and grants nothing', async () => {
    const body = JSON.stringify({
      event: 'charge.completed',
      data: {
        id: 999_999_999,
        tx_ref: 'pp-not-ours',
        status: 'successful',
        amount: 100,
        currency: 'USD',
      },
    });
    const res = await webhookTo(body, stack.secrets.webhookHash);
    expect(res.status).toBe(200);
    const event = await stack.t.deps.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('reference', '=', 'pp-not-ours')
      .executeTakeFirstOrThrow();
    expect(event.outcome).toBe('unknown reference');
  });

  it('keeps the payment pending while the provider is down, then the sweep grants it', async () => {
    const { client, id } = await student(stack);
    const url = await checkout(client, 6);
    stack.flutterwave?.holdWebhooks();
    const paid = await submitHostedPage(url, MOBILE_MONEY);
    const input = returnInput(paid.location as string);
    stack.flutterwave?.setAvailable(false);
    try {
      const pending = await confirm(client, input);
      expect(pending.payment.status).toBe('pending');
      stack.flutterwave?.releaseWebhooks();
      await stack.flutterwave?.idle(); // every retry got 503: nothing recorded
      expect(await subscriptionRows(stack, id)).toHaveLength(0);
    } finally {
      stack.flutterwave?.setAvailable(true);
    }
    const { reconcilePendingPayments } = await import('./confirm');
    const counts = await reconcilePendingPayments(stack.t.deps, { minAgeMs: 0 });
    expect(counts.granted).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRows(stack, id)).toHaveLength(1);
    expect((await confirm(client, input)).payment.status).toBe('succeeded');
    const receipts = (await outboxMessages(stack.t, /Receipt/)).filter((m) =>
      m.includes(input.reference),
    );
    expect(receipts).toHaveLength(1);
  });

  it('gives up on a payment pending for over 24 hours', async () => {
    const { client, id } = await student(stack);
    await checkout(client, 7);
    const realNow = stack.t.deps.clock.now;
    const later = Date.now() + 25 * 60 * 60 * 1000;
    stack.t.deps.clock.now = () => later;
    try {
      const { reconcilePendingPayments } = await import('./confirm');
      await reconcilePendingPayments(stack.t.deps);
    } finally {
      stack.t.deps.clock.now = realNow;
    }
    const row = await stack.t.deps.db
      .selectFrom('payments')
      .select('status')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it('cancels at the checkout: no transaction, no access', async () => {
    const { client, id } = await student(stack);
    const url = await checkout(client, 1);
    const back = await submitHostedPage(url, { choice: 'cancel' });
    expect(back.status).toBe(303);
    const input = returnInput(back.location as string);
    expect(input).toMatchObject({ status: 'cancelled' });
    expect(input).not.toHaveProperty('transactionId');
    const result = await confirm(client, input);
    expect(result.payment.status).toBe('cancelled');
    expect(await subscriptionRows(stack, id)).toHaveLength(0);
    expect((await client.get('/api/subscription-status')).body.hasActiveSubscription).toBe(false);
  });

  it('records a declined payment as failed', async () => {
    const { client } = await student(stack);
    const url = await checkout(client, 1);
    const back = await submitHostedPage(url, { choice: 'fail' });
    await stack.flutterwave?.idle();
    expect((await confirm(client, returnInput(back.location as string))).payment.status).toBe(
      'failed',
    );
  });

  it('answers a hosted form with bad details with the page and a message', async () => {
    const { client } = await student(stack);
    const url = await checkout(client, 1);
    const bad = await submitHostedPage(url, { choice: 'mobilemoney', phone: '12', network: 'MTN' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Enter the mobile-money phone number');
    const noNetwork = await submitHostedPage(url, {
      choice: 'mobilemoney',
      phone: '0241234567',
      network: '',
    });
    expect(noNetwork.text).toContain('Choose your mobile-money network.');
    const foreign = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://evil.example',
      },
      body: new URLSearchParams(MOBILE_MONEY).toString(),
    });
    expect(foreign.status).toBe(403);
  });

  it('extends an active subscription from its current expiry', async () => {
    const { client, id } = await student(stack);
    const first = returnInput(
      (await submitHostedPage(await checkout(client, 2), CARD)).location as string,
    );
    const one = await confirm(client, first);
    const second = returnInput(
      (await submitHostedPage(await checkout(client, 2), CARD)).location as string,
    );
    const two = await confirm(client, second);
    await stack.flutterwave?.idle();
    expect(Date.parse(two.premiumUntil as string) - Date.parse(one.premiumUntil as string)).toBe(
      SUBSCRIPTION_DAYS * DAY_MS,
    );
    expect(await subscriptionRows(stack, id)).toHaveLength(2);
    const status = await client.get('/api/subscription-status');
    expect(status.body.expiresAt).toBe(two.premiumUntil);
  });
});
