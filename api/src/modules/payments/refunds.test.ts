import { PAYMENT_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../test/browser-client';
import {
  checkout,
  confirm,
  MOBILE_MONEY,
  returnInput,
  student,
  submitHostedPage,
} from '../../test/payment-client';
import { outboxMessages, type PaymentStack, startPaymentStack } from '../../test/payment-stack';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe('the 48-hour refund (Flutterwave protocol, local stand-in)', () => {
  let stack: PaymentStack;
  beforeAll(async () => {
    stack = await startPaymentStack('flutterwave', {
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-test-passphrase',
    });
  });
  afterAll(async () => {
    await stack.close();
  });

  async function paidStudent(examTypeId: number) {
    const s = await student(stack);
    const back = await submitHostedPage(await checkout(s.client, examTypeId), MOBILE_MONEY);
    const result = await confirm(s.client, returnInput(back.location as string));
    await stack.flutterwave?.idle();
    expect(result.payment.status).toBe('succeeded');
    return { ...s, payment: result.payment };
  }

  function at(ms: number) {
    const real = stack.t.deps.clock.now;
    stack.t.deps.clock.now = () => ms;
    return () => {
      stack.t.deps.clock.now = real;
    };
  }

  it('refunds at 47 hours: provider refund, access ends at once, confirmation e-mail', async () => {
    const { client, payment } = await paidStudent(1);
    expect((await client.get('/api/subscription-status')).body.hasActiveSubscription).toBe(true);
    const restore = at(Date.now() + 47 * HOUR_MS);
    try {
      const res = await client.post(`/api/payments/${payment.id}/refund`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ id: payment.id, status: 'refunded', refundableUntil: null });
      expect(res.body.refundedAt).not.toBeNull();
      expect((await client.get('/api/subscription-status')).body).toEqual({
        hasActiveSubscription: false,
        expiresAt: null,
      });
      const subs = await client.get('/api/user-subscriptions');
      expect(subs.body[0].status).toBe('refunded');
      // The engine reads the same rows: premium-only modes are refused again.
      const tutor = await client.post('/trpc/practice.start', { examTypeId: 1, mode: 'tutor' });
      expect(tutor.status).toBe(403);
      const again = await client.post(`/api/payments/${payment.id}/refund`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(PAYMENT_MESSAGES.refundNotPossible);
    } finally {
      restore();
    }
    const mails = (await outboxMessages(stack.t, /Refund of \$100\.00/)).filter(
      (m) => m.includes(payment.id) || m.includes('ATI TEAS 7'),
    );
    expect(mails.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses at 49 hours with a clear message and keeps access', async () => {
    const { client, payment } = await paidStudent(2);
    const restore = at(Date.now() + 49 * HOUR_MS);
    try {
      const list = await client.get('/api/payments');
      expect(list.body[0].refundableUntil).toBeNull();
      const res = await client.post(`/api/payments/${payment.id}/refund`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.refundWindowClosed);
    } finally {
      restore();
    }
    expect((await client.get('/api/subscription-status')).body.hasActiveSubscription).toBe(true);
  });

  it("refunds once when asked twice at the same moment, and never another student's payment", async () => {
    const { client, payment } = await paidStudent(3);
    const other = await student(stack);
    const stranger = await other.client.post(`/api/payments/${payment.id}/refund`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(PAYMENT_MESSAGES.paymentNotFound);
    const both = await Promise.all([
      client.post(`/api/payments/${payment.id}/refund`),
      client.post(`/api/payments/${payment.id}/refund`),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('lets an administrator refund any payment, whatever its age; students get 403', async () => {
    const { client, payment } = await paidStudent(4);
    const studentTry = await client.post('/trpc/payments.adminRefund', { paymentId: payment.id });
    expect(studentTry.status).toBe(403);
    const admin = browserClient(stack.t.app, stack.t.config.publicUrl);
    const login = await admin.post('/api/auth/login', {
      email: 'admin@example.com',
      password: 'admin-test-passphrase',
    });
    expect(login.status).toBe(200);
    const restore = at(Date.now() + 72 * HOUR_MS);
    try {
      const list = await admin.get(
        `/trpc/payments.adminList?input=${encodeURIComponent(JSON.stringify({ limit: 5 }))}`,
      );
      expect(list.status).toBe(200);
      const listed = list.body.result.data.payments as { id: string; userEmail: string }[];
      expect(listed.find((p) => p.id === payment.id)?.userEmail).toContain('@');
      expect(list.body.result.data.total).toBeGreaterThanOrEqual(1);
      const succeeded = await admin.get('/api/admin/payments?status=succeeded');
      expect(succeeded.status).toBe(200);
      expect(
        succeeded.body.payments.every((p: { status: string }) => p.status === 'succeeded'),
      ).toBe(true);
      expect((await admin.get('/api/admin/payments?status=lost')).status).toBe(400);
      const res = await admin.post(`/api/admin/payments/${payment.id}/refund`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe('refunded');
      const audit = await stack.t.deps.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email'])
        .where('entity_id', '=', payment.id)
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({ action: 'payment.refund', actor_email: 'admin@example.com' });
      const refunded = await admin.get('/api/admin/payments?status=refunded');
      expect(refunded.body.payments.map((p: { id: string }) => p.id)).toContain(payment.id);
    } finally {
      restore();
    }
  });

  it('bought four times and refunded three: one paid period of premium, from now (issue 22)', async () => {
    const NEX = 5;
    const s = await student(stack);
    const payments: { id: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const back = await submitHostedPage(await checkout(s.client, NEX), MOBILE_MONEY);
      payments.push((await confirm(s.client, returnInput(back.location as string))).payment);
    }
    await stack.flutterwave?.idle();
    const status = async () => (await s.client.get('/api/subscription-status')).body;
    const before = await status();
    expect(Date.parse(before.expiresAt) - Date.now()).toBeGreaterThan(39 * DAY_MS);
    for (const payment of payments.slice(0, 3)) {
      const res = await s.client.post(`/api/payments/${payment.id}/refund`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const after = await status();
    expect(after.hasActiveSubscription).toBe(true);
    // $100 kept pays for 10 days from the refund, not 40.
    const left = Date.parse(after.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(10 * DAY_MS - 60_000);
    expect(left).toBeLessThanOrEqual(10 * DAY_MS);
    const access = await s.client.get('/trpc/progress.access');
    const nex = access.body.result.data.find((e: { examTypeId: number }) => e.examTypeId === NEX);
    expect(nex.expiresAt).toBe(after.expiresAt);
    // The kept period alone is active in the list /subscribe reads.
    const list = (await s.client.get('/api/user-subscriptions')).body as {
      status: string;
      startsAt: string;
      expiresAt: string;
    }[];
    expect(list.filter((p) => p.status === 'active')).toHaveLength(1);
    expect(list.filter((p) => p.status === 'refunded')).toHaveLength(3);
    // Refunding the last one too ends premium at once.
    const last = await s.client.post(`/api/payments/${payments[3]?.id}/refund`);
    expect(last.status).toBe(200);
    expect(await status()).toEqual({ hasActiveSubscription: false, expiresAt: null });
  });

  it('says so when the provider cannot refund, and the student may try again', async () => {
    const { client, payment } = await paidStudent(5);
    stack.flutterwave?.setAvailable(false);
    try {
      const res = await client.post(`/api/payments/${payment.id}/refund`);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.refundFailed);
    } finally {
      stack.flutterwave?.setAvailable(true);
    }
    expect((await client.get('/api/subscription-status')).body.hasActiveSubscription).toBe(true);
    const retry = await client.post(`/api/payments/${payment.id}/refund`);
    expect(retry.status).toBe(200);
  });
});
