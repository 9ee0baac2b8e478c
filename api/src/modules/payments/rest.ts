import { defaultErrorCode, PAYMENT_MESSAGES } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { errorResponse } from '../../rest';
import { receiveWebhook } from './webhook';

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
        return c.json(
          { message: PAYMENT_MESSAGES.webhookTooLarge, code: defaultErrorCode(413) },
          413,
        );
      }
      const raw = await c.req.text();
      if (raw.length > MAX_WEBHOOK_BYTES) {
        return c.json(
          { message: PAYMENT_MESSAGES.webhookTooLarge, code: defaultErrorCode(413) },
          413,
        );
      }
      const answer = await receiveWebhook(deps, c.req.raw.headers, raw);
      // A refusal carries a code a program can read, as every other error reply does.
      const body =
        answer.status >= 400
          ? { ...answer.body, code: defaultErrorCode(answer.status) }
          : answer.body;
      return c.json(body, answer.status);
    } catch (error) {
      return errorResponse(deps, c, error);
    }
  });
}
