import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { paystackSignature } from '../payments/signatures';

type Transaction = {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  paid_at: string | null;
  channel: string;
};

/**
 * A Paystack stand-in for the second adapter's tests: initialize, verify by reference,
 * refund, and `pay()` that completes a transaction and delivers the signed `charge.success`
 * webhook (HMAC-SHA512 of the raw body with the secret key).
 */
export function createPaystackStandIn(options: {
  secretKey: string;
  publicBaseUrl: string;
  webhookUrl: string;
}) {
  const byReference = new Map<string, Transaction>();
  let nextId = 4_000_000;
  const refunds: { transaction: string; amount: number }[] = [];
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/checkout/')) return next();
    if (c.req.header('authorization') !== `Bearer ${options.secretKey}`) {
      return c.json({ status: false, message: 'Invalid key' }, 401);
    }
    return next();
  });

  app.post('/transaction/initialize', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const amount = Number(body?.amount);
    if (!body || typeof body.email !== 'string' || !Number.isInteger(amount) || amount <= 0) {
      return c.json({ status: false, message: 'Invalid amount or email' }, 400);
    }
    const reference = String(body.reference ?? randomBytes(8).toString('hex'));
    if (byReference.has(reference)) {
      return c.json({ status: false, message: 'Duplicate Transaction Reference' }, 400);
    }
    byReference.set(reference, {
      id: nextId++,
      reference,
      amount,
      currency: String(body.currency ?? 'NGN'),
      email: body.email,
      callbackUrl: String(body.callback_url ?? ''),
      status: 'abandoned',
      paid_at: null,
      channel: 'card',
    });
    const accessCode = randomBytes(6).toString('hex');
    return c.json({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${options.publicBaseUrl}/checkout/${accessCode}`,
        access_code: accessCode,
        reference,
      },
    });
  });

  app.get('/transaction/verify/:reference', (c) => {
    const t = byReference.get(c.req.param('reference'));
    if (!t) return c.json({ status: false, message: 'Transaction reference not found' }, 400);
    return c.json({ status: true, message: 'Verification successful', data: describe(t) });
  });

  app.post('/refund', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      transaction?: unknown;
      amount?: unknown;
    };
    const t = byReference.get(String(body.transaction));
    if (t?.status !== 'success') {
      return c.json({ status: false, message: 'Transaction has not been paid' }, 400);
    }
    t.status = 'reversed';
    refunds.push({ transaction: t.reference, amount: Number(body.amount ?? t.amount) });
    return c.json({
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: describe(t),
        amount: Number(body.amount ?? t.amount),
        status: 'pending',
      },
    });
  });

  function describe(t: Transaction) {
    return {
      id: t.id,
      status: t.status,
      reference: t.reference,
      amount: t.amount,
      currency: t.currency,
      paid_at: t.paid_at,
      channel: t.channel,
      customer: { email: t.email },
    };
  }

  /** A signed webhook body, as Paystack would post it. */
  function signedWebhook(event: string, reference: string) {
    const t = byReference.get(reference);
    if (!t) throw new Error(`no transaction ${reference}`);
    const body = JSON.stringify({ event, data: describe(t) });
    return { body, signature: paystackSignature(options.secretKey, body) };
  }

  return {
    app,
    refunds,
    transaction: (reference: string) => byReference.get(reference),
    /** Completes a transaction (optionally with another amount or currency). */
    pay(
      reference: string,
      override: { amount?: number; currency?: string; channel?: string } = {},
    ) {
      const t = byReference.get(reference);
      if (!t) throw new Error(`no transaction ${reference}`);
      Object.assign(t, { status: 'success', paid_at: new Date().toISOString() }, override);
      return t;
    },
    signedWebhook,
    /** Delivers the signed charge.success webhook; returns the receiver's status. */
    async deliverWebhook(reference: string): Promise<number> {
      const { body, signature } = signedWebhook('charge.success', reference);
      const res = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
        body,
      });
      await res.text();
      return res.status;
    },
  };
}

export type PaystackStandIn = ReturnType<typeof createPaystackStandIn>;
