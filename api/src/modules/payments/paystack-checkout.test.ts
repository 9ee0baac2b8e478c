import { PAYMENT_MESSAGES, PRICE_MINOR } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackSignature } from '../../payments/signatures';
import { checkout, confirm, student, subscriptionRows } from '../../test/payment-client';
import { outboxMessages, type PaymentStack, startPaymentStack } from '../../test/payment-stack';
import { finishRecordedRefunds } from './refund';
import { paymentByReference } from './repo';

const HOUR_MS = 60 * 60 * 1000;

/** The second adapter, against a Paystack stand-in speaking its documented protocol. */
describe('payments through Paystack', () => {
  let stack: PaymentStack;
  beforeAll(async () => {
    stack = await startPaymentStack('paystack');
  });
  afterAll(async () => {
    await stack.close();
  });

  const paystack = () => {
    if (!stack.paystack) throw new Error('no Paystack stand-in');
    return stack.paystack;
  };

  async function referenceOf(userId: string) {
    const row = await stack.t.deps.db
      .selectFrom('payments')
      .select('reference')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return row.reference;
  }

  it('initialises in minor units, confirms by reference, grants once for duplicate webhooks', async () => {
    const { client, id } = await student(stack);
    const url = await checkout(client, 3);
    expect(url).toMatch(/\/checkout\/[0-9a-f]+$/);
    const reference = await referenceOf(id);
    const transaction = paystack().transaction(reference);
    expect(transaction).toMatchObject({ amount: PRICE_MINOR, currency: 'USD' });
    expect(transaction?.callbackUrl).toBe(`${stack.origin}/subscribe/return`);

    // Before payment the transaction is 'abandoned': still pending on our side.
    expect((await confirm(client, { reference })).payment.status).toBe('pending');

    paystack().pay(reference, { channel: 'mobile_money' });
    const statuses = await Promise.all([
      ...Array.from({ length: 5 }, () => paystack().deliverWebhook(reference)),
      confirm(client, { reference }).then((r) => r.payment.status),
    ]);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 'succeeded']);
    expect(await subscriptionRows(stack, id)).toHaveLength(1);
    const receipts = (await outboxMessages(stack.t, /Receipt/)).filter((m) =>
      m.includes(reference),
    );
    expect(receipts).toHaveLength(1);
    expect((await client.get('/api/subscription-status')).body.hasActiveSubscription).toBe(true);
  });

  it('refuses a webhook whose HMAC-SHA512 signature does not match (401)', async () => {
    const { client, id } = await student(stack);
    await checkout(client, 4);
    const reference = await referenceOf(id);
    paystack().pay(reference);
    const { body } = paystack().signedWebhook('charge.success', reference);
    const res = await fetch(`${stack.origin}/api/payments/webhooks/paystack`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-paystack-signature': 'ab'.repeat(64) },
      body,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: PAYMENT_MESSAGES.badSignature,
      code: 'UNAUTHENTICATED',
    });
    expect((await paymentByReference(stack.t.deps.db, reference))?.status).toBe('pending');
    // The Flutterwave route does not exist while Paystack is configured.
    const other = await fetch(`${stack.origin}/api/payments/webhooks/flutterwave`, {
      method: 'POST',
      body: '{}',
    });
    expect(other.status).toBe(403);
  });

  it('answers a signed webhook whose body is not a JSON object 400', async () => {
    for (const body of [
      'null',
      '7',
      '[{"event":"charge.success"}]',
      '{"event":"charge.success","data":null}',
    ]) {
      const res = await fetch(`${stack.origin}/api/payments/webhooks/paystack`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-paystack-signature': paystackSignature(stack.secrets.secretKey, body),
        },
        body,
      });
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({
        message: PAYMENT_MESSAGES.webhookMalformed,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('grants nothing when the verified amount or currency is not ours', async () => {
    for (const override of [{ amount: 100 }, { currency: 'GHS' }]) {
      const { client, id } = await student(stack);
      await checkout(client, 5);
      const reference = await referenceOf(id);
      paystack().pay(reference, override);
      expect(await paystack().deliverWebhook(reference)).toBe(200);
      expect((await paymentByReference(stack.t.deps.db, reference))?.status).toBe('failed');
      expect(await subscriptionRows(stack, id)).toHaveLength(0);
    }
  });

  it('refunds through POST /refund within 48 hours and ends access', async () => {
    const { client, id } = await student(stack);
    await checkout(client, 6);
    const reference = await referenceOf(id);
    paystack().pay(reference);
    const confirmed = await confirm(client, { reference });
    expect(confirmed.payment.status).toBe('succeeded');
    const real = stack.t.deps.clock.now;
    stack.t.deps.clock.now = () => Date.now() + 47 * HOUR_MS;
    try {
      const res = await client.post(`/api/payments/${confirmed.payment.id}/refund`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe('refunded');
    } finally {
      stack.t.deps.clock.now = real;
    }
    expect(paystack().refunds).toContainEqual({ transaction: reference, amount: PRICE_MINOR });
    expect((await client.get('/api/subscription-status')).body.hasActiveSubscription).toBe(false);
  });
  it('finishes a refund Paystack made but we never committed, without refunding twice', async () => {
    const { client, id } = await student(stack);
    await checkout(client, 7);
    const reference = await referenceOf(id);
    paystack().pay(reference);
    const { payment } = await confirm(client, { reference });
    // The api recorded the request and Paystack refunded; then the api stopped (no commit).
    const now = new Date().toISOString();
    await stack.t.deps.db
      .updateTable('payments')
      .set({ refund_requested_at: now, refund_lease_until: now })
      .where('id', '=', payment.id)
      .execute();
    const refunded = await fetch(`${stack.providerEnv.PAYSTACK_BASE_URL}/refund`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${stack.secrets.secretKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ transaction: reference }),
    });
    expect(refunded.status).toBe(200);
    expect(await finishRecordedRefunds(stack.t.deps)).toEqual({ 'refund refunded': 1 });
    expect((await paymentByReference(stack.t.deps.db, reference))?.status).toBe('refunded');
    expect(paystack().refunds.filter((r) => r.transaction === reference)).toHaveLength(1);
    expect((await client.get('/api/subscription-status')).body.hasActiveSubscription).toBe(false);
  });
});
