import { Hono } from 'hono';
import type { Db } from '../../db/kysely';
import type { Logger } from '../../lib/logger';
import { readPaymentForm } from './form-rules';
import { closedPage, type FormValues, hostedPage } from './hosted-page';
import { createCheckoutState, type HostedCheckout, type LocalTransaction } from './state';
import { createWebhookSender } from './webhook-sender';

export type LocalCheckoutOptions = {
  /** Where its pages and transactions live: the app database, shared by every api node. */
  db: Db;
  secretKey: string;
  /** Sent in every webhook's `verif-hash` header. */
  webhookHash: string;
  /** Where browsers reach this stand-in, e.g. http://localhost:3000/local-checkout. */
  publicBaseUrl: string;
  /** Where signed webhooks are delivered. */
  webhookUrl: string;
  /** Waits between delivery attempts while the receiver does not answer 2xx. */
  retryDelaysMs?: readonly number[];
  log?: Logger;
};

const MAX_BODY_BYTES = 16 * 1024;

/**
 * A local stand-in for Flutterwave Standard: the same endpoints, payloads, statuses and
 * webhook header, a hosted page that says plainly no money moves, and webhooks that are
 * retried until the receiver answers 2xx. It serves `pnpm start` (mounted in the api) and
 * the tests (on a port of its own).
 */
export function createLocalCheckout(options: LocalCheckoutOptions) {
  const state = createCheckoutState(options.db);
  const publicBase = options.publicBaseUrl.replace(/\/+$/, '');
  const publicOrigin = new URL(publicBase).origin;
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    hash: options.webhookHash,
    retryDelaysMs: options.retryDelaysMs ?? [1000, 2000, 5000, 15_000, 30_000, 60_000, 120_000],
    log: options.log,
  });
  let available = true;
  // Tests: refund calls wait here until released (to kill the api while one is in flight),
  // before the refund is made, or after it is made and before it is answered.
  let holdingRefunds: 'before' | 'after' | null = null;
  const heldRefunds: { release(): void }[] = [];
  const holdRefund = () => new Promise<void>((release) => heldRefunds.push({ release }));

  const app = new Hono();

  // The provider's API: bearer secret key, JSON, Flutterwave's envelope.
  app.use('/v3/*', async (c, next) => {
    if (!available) {
      return c.json(
        { status: 'error', message: 'Service temporarily unavailable', data: null },
        503,
      );
    }
    if (c.req.header('authorization') !== `Bearer ${options.secretKey}`) {
      return c.json({ status: 'error', message: 'Invalid authorization key', data: null }, 401);
    }
    return next();
  });

  app.post('/v3/payments', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const amount = Number(body?.amount);
    const customer = (body?.customer ?? {}) as Record<string, unknown>;
    const redirectUrl = typeof body?.redirect_url === 'string' ? body.redirect_url : '';
    if (
      !body ||
      typeof body.tx_ref !== 'string' ||
      !body.tx_ref ||
      body.tx_ref.length > 64 ||
      !(amount > 0 && amount <= 1_000_000) ||
      typeof body.currency !== 'string' ||
      !/^[A-Z]{3}$/.test(body.currency) ||
      !/^https?:\/\//.test(redirectUrl) ||
      redirectUrl.length > 2048 ||
      typeof customer.email !== 'string' ||
      customer.email.length > 320
    ) {
      return c.json(
        {
          status: 'error',
          message: 'tx_ref, amount, currency, redirect_url and customer.email are required',
          data: null,
        },
        400,
      );
    }
    const customizations = (body.customizations ?? {}) as Record<string, unknown>;
    const checkout = await state.open({
      txRef: body.tx_ref,
      amount,
      currency: body.currency,
      redirectUrl,
      customer: { email: customer.email, name: String(customer.name ?? '').slice(0, 200) },
      description: String(customizations.description ?? 'Payment').slice(0, 300),
    });
    return c.json({
      status: 'success',
      message: 'Hosted Link',
      data: { link: `${publicBase}/pay/${checkout.token}` },
    });
  });

  const transactionAnswer = (transaction: LocalTransaction | undefined) =>
    transaction
      ? {
          status: 'success',
          message: 'Transaction fetched successfully',
          data: describe(transaction),
        }
      : null;

  app.get('/v3/transactions/verify_by_reference', async (c) => {
    const answer = transactionAnswer(await state.byReference(c.req.query('tx_ref') ?? ''));
    return answer
      ? c.json(answer)
      : c.json(
          { status: 'error', message: 'No transaction was found for this id', data: null },
          400,
        );
  });

  app.get('/v3/transactions/:id/verify', async (c) => {
    const answer = transactionAnswer(await state.transaction(Number(c.req.param('id'))));
    return answer
      ? c.json(answer)
      : c.json(
          { status: 'error', message: 'No transaction was found for this id', data: null },
          400,
        );
  });

  app.post('/v3/transactions/:id/refund', async (c) => {
    const id = Number(c.req.param('id'));
    const body = (await c.req.json().catch(() => ({}))) as { amount?: unknown };
    const hold = holdingRefunds;
    if (hold === 'before') {
      await holdRefund();
      // Released: the caller has gone (the test killed it); nothing is refunded.
      return c.json(
        { status: 'error', message: 'Service temporarily unavailable', data: null },
        503,
      );
    }
    const transaction = await state.transaction(id);
    if (transaction?.status !== 'successful') {
      return c.json(
        { status: 'error', message: 'Transaction cannot be refunded', data: null },
        400,
      );
    }
    if (transaction.refund) {
      return c.json(
        { status: 'error', message: 'Transaction has already been refunded', data: null },
        400,
      );
    }
    const amount = body.amount === undefined ? transaction.amount : Number(body.amount);
    if (!(amount > 0) || amount > transaction.amount) {
      return c.json({ status: 'error', message: 'Invalid refund amount', data: null }, 400);
    }
    const refunded = await state.refund(transaction.id, amount);
    if (!refunded?.refund) {
      return c.json(
        { status: 'error', message: 'Transaction has already been refunded', data: null },
        400,
      );
    }
    if (hold === 'after') await holdRefund();
    return c.json({
      status: 'success',
      message: 'Transaction refund initiated',
      data: describeRefund(refunded),
    });
  });

  // Flutterwave's refunds list, filtered to one transaction (`id`): how a caller that lost the
  // answer of a refund call finds out whether the refund was made.
  app.get('/v3/refunds', async (c) => {
    const transaction = await state.transaction(Number(c.req.query('id')));
    const data = transaction?.refund ? [describeRefund(transaction)] : [];
    return c.json({ status: 'success', message: 'Refunds fetched', data });
  });

  // The hosted page: what the browser sees.
  app.get('/pay/:token', async (c) => {
    const checkout = await state.checkout(c.req.param('token'));
    if (!checkout) return c.html(closedPage('This payment link is not valid.'), 404);
    if (checkout.closed) return c.html(closedPage('This payment is already finished.'), 410);
    return c.html(hostedPage(checkout, `${publicBase}/pay/${checkout.token}`));
  });

  app.post('/pay/:token', async (c) => {
    const origin = c.req.header('origin');
    if (origin !== publicOrigin)
      return c.html(closedPage('This form must be sent from its own page.'), 403);
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) {
      return c.html(closedPage('The form is too large.'), 413);
    }
    const checkout = await state.checkout(c.req.param('token'));
    if (!checkout) return c.html(closedPage('This payment link is not valid.'), 404);
    if (checkout.closed) return c.html(closedPage('This payment is already finished.'), 410);
    const finished = () => c.html(closedPage('This payment is already finished.'), 410);
    const form = formValues(await c.req.parseBody().catch(() => ({})));
    if (form.choice === 'cancel') {
      if (!(await state.cancel(checkout))) return finished();
      return c.redirect(returnUrl(checkout, { status: 'cancelled' }), 303);
    }
    if (form.choice === 'fail') {
      const failed = await state.record(checkout, 'failed', 'card');
      if (!failed) return finished();
      webhooks.deliver({ event: 'charge.completed', data: describe(failed) });
      return c.redirect(
        returnUrl(checkout, { status: 'failed', transaction_id: String(failed.id) }),
        303,
      );
    }
    const method = readPaymentForm(form, new Date());
    if ('error' in method) {
      return c.html(
        hostedPage(checkout, `${publicBase}/pay/${checkout.token}`, {
          error: method.error,
          values: form,
        }),
        400,
      );
    }
    const paid = await state.record(checkout, 'successful', method.paymentType);
    if (!paid) return finished();
    webhooks.deliver({ event: 'charge.completed', data: describe(paid) });
    return c.redirect(
      returnUrl(checkout, { status: 'successful', transaction_id: String(paid.id) }),
      303,
    );
  });

  return {
    app,
    /** The 'secret hash' its webhooks carry, as a provider's dashboard shows it. */
    webhookHash: options.webhookHash,
    /** Tests: make the API answer 503, as a provider that is down. */
    setAvailable(value: boolean) {
      available = value;
    },
    /**
     * Tests: hold refund calls until `releaseRefunds`, 'before' making the refund (then they
     * answer 503, nothing refunded) or 'after' making it (then they answer as usual).
     */
    holdRefunds(when: 'before' | 'after') {
      holdingRefunds = when;
    },
    heldRefunds: () => heldRefunds.length,
    releaseRefunds() {
      holdingRefunds = null;
      for (const held of heldRefunds.splice(0)) held.release();
    },
    /** Tests: every webhook delivery attempted so far has ended (delivered or given up). */
    idle: () => webhooks.idle(),
    /** Tests: keep webhooks back until `releaseWebhooks`, and read them to replay. */
    holdWebhooks: () => webhooks.hold(),
    releaseWebhooks: () => webhooks.release(),
    heldWebhooks: () => webhooks.heldBodies(),
    stop: () => webhooks.stop(),
  };
}

export type LocalCheckout = ReturnType<typeof createLocalCheckout>;

function formValues(body: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') values[key] = value.slice(0, 200);
  }
  return values;
}

function returnUrl(checkout: HostedCheckout, params: Record<string, string>): string {
  const url = new URL(checkout.redirectUrl);
  url.searchParams.set('status', params.status as string);
  url.searchParams.set('tx_ref', checkout.txRef);
  if (params.transaction_id) url.searchParams.set('transaction_id', params.transaction_id);
  return url.toString();
}

/** A refund in Flutterwave's shape (refund endpoint and refunds list). */
function describeRefund(t: LocalTransaction) {
  return {
    id: t.refund?.id,
    tx_id: t.id,
    flw_ref: t.flw_ref,
    amount_refunded: t.refund?.amount,
    status: 'completed',
    destination: 'payment_source',
    created_at: t.refund?.createdAt,
  };
}

/** A transaction in Flutterwave's shape (verify endpoint and webhook `data`). */
function describe(t: LocalTransaction) {
  return {
    id: t.id,
    tx_ref: t.tx_ref,
    flw_ref: t.flw_ref,
    amount: t.amount,
    charged_amount: t.charged_amount,
    currency: t.currency,
    status: t.status,
    payment_type: t.payment_type,
    created_at: t.created_at,
    customer: t.customer,
  };
}
