import { DEMO_ACCOUNT, PAYMENT_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import { CARD, checkout, returnInput, student, submitHostedPage } from '../../test/payment-client';
import { type PaymentStack, startPaymentStack } from '../../test/payment-stack';

describe('starting a checkout', () => {
  let stack: PaymentStack;
  beforeAll(async () => {
    stack = await startPaymentStack('flutterwave', { DEMO_ACCOUNT: 'on' });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('requires sign-in (401), a real exam (404) and a valid body (400)', async () => {
    const visitor = browserClient(stack.t.app, stack.t.config.publicUrl);
    const anonymous = await visitor.post('/api/create-subscription', { examTypeId: 1 });
    expect(anonymous.status).toBe(401);
    expect(typeof anonymous.body.message).toBe('string');
    const { client } = await student(stack);
    const unknown = await client.post('/api/create-subscription', { examTypeId: 99 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PAYMENT_MESSAGES.examNotFound);
    for (const body of [
      {},
      { examTypeId: 'abc' },
      { examTypeId: -1 },
      { examTypeId: '1' },
      { examTypeId: [1] },
      { examTypeId: 1.5 },
      { examTypeId: true },
      { examTypeId: 1, amount: 1 },
    ]) {
      const bad = await client.post('/api/create-subscription', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message.length).toBeGreaterThan(5);
    }
    const foreign = await client.post(
      '/api/create-subscription',
      { examTypeId: 1 },
      {
        Origin: 'http://evil.example',
      },
    );
    expect(foreign.status).toBe(403);
  });

  it('charges our price whatever the client sends, with a fresh reference each time', async () => {
    const { client, id } = await student(stack);
    await checkout(client, 1);
    await checkout(client, 1);
    const rows = await stack.t.deps.db
      .selectFrom('payments')
      .select(['reference', 'amount_minor', 'currency', 'status'])
      .where('user_id', '=', id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(2);
    for (const row of rows)
      expect(row).toMatchObject({ amount_minor: 10_000, currency: 'USD', status: 'pending' });
  });

  it('limits checkouts per student (429 with Retry-After)', async () => {
    const { client } = await student(stack);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof client.post>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await client.post('/api/create-subscription', { examTypeId: 1 });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses the shared demo account', async () => {
    const demo = browserClient(stack.t.app, stack.t.config.publicUrl);
    await demo.post('/api/auth/login', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    const res = await demo.post('/api/create-subscription', { examTypeId: 2 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.demoCannotPay);
  });

  it('says the provider is unavailable (503) and leaves no pending payment', async () => {
    const { client, id } = await student(stack);
    stack.flutterwave?.setAvailable(false);
    try {
      const res = await client.post('/api/create-subscription', { examTypeId: 1 });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.providerUnavailable);
    } finally {
      stack.flutterwave?.setAvailable(true);
    }
    const row = await stack.t.deps.db
      .selectFrom('payments')
      .select('status')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });

  it("does not confirm another student's payment", async () => {
    const owner = await student(stack);
    const back = await submitHostedPage(await checkout(owner.client, 1), CARD);
    const other = await student(stack);
    const res = await other.client.post(
      '/trpc/payments.confirm',
      returnInput(back.location as string),
    );
    expect(res.status).toBe(404);
    await stack.flutterwave?.idle();
  });
});
