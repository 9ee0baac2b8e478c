import { PAYMENT_MESSAGES } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { errorResponse, jsonBody, restHandler } from '../../rest';
import { receiveWebhook } from './webhook';

/** Spec §7 POST /api/create-subscription, and the payment history with its refunds. */
export function paymentsRest(deps: AppDeps) {
  return new Hono()
    .post(
      '/create-subscription',
      restHandler(deps, async (caller, c) => caller.payments.createCheckout(await jsonBody(c))),
    )
    .get(
      '/payments',
      restHandler(deps, (caller) => caller.payments.list()),
    )
    .post(
      '/payments/:id/refund',
      restHandler(deps, (caller, c) =>
        caller.payments.requestRefund({ paymentId: c.req.param('id') ?? '' }),
      ),
    );
}

const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * POST /api/payments/webhooks/{flutterwave|paystack}: server-to-server, so it is judged by
 * its signature, not by Origin (mounted before the CSRF rule). Only the configured
 * provider's protocol has a route.
 */
export function paymentWebhookRoutes(deps: AppDeps) {
  const path = `/api/payments/webhooks/${deps.payments.protocol}`;
  return new Hono().post(path, async (c) => {
    try {
      if (Number(c.req.header('content-length') ?? 0) > MAX_WEBHOOK_BYTES) {
        return c.json({ message: PAYMENT_MESSAGES.webhookTooLarge }, 413);
      }
      const raw = await c.req.text();
      if (raw.length > MAX_WEBHOOK_BYTES) {
        return c.json({ message: PAYMENT_MESSAGES.webhookTooLarge }, 413);
      }
      const answer = await receiveWebhook(deps, c.req.raw.headers, raw);
      return c.json(answer.body, answer.status);
    } catch (error) {
      return errorResponse(deps, c, error);
    }
  });
}
