import { timingSafeEqual } from 'node:crypto';
import { defaultErrorCode } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { contentChangeSchema } from './change-bus';

const WEBHOOK_SECRET_HEADER = 'x-cms-webhook-secret';

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /internal/cms-changed: the CMS process tells the api which content changed. */
export function cmsWebhookRoutes(deps: AppDeps) {
  return new Hono().post('/internal/cms-changed', async (c) => {
    if (!sameSecret(c.req.header(WEBHOOK_SECRET_HEADER), deps.config.cms.webhookSecret)) {
      return c.json(
        { message: 'Invalid or missing webhook secret.', code: defaultErrorCode(401) },
        401,
      );
    }
    const parsed = contentChangeSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json(
        {
          message: 'Expected a JSON body with collection, id and operation.',
          code: defaultErrorCode(400),
        },
        400,
      );
    }
    deps.content.invalidate(parsed.data.collection);
    // The other api nodes drop it too (PostgreSQL; the CMS tells only one node).
    deps.changeBus?.publish(parsed.data);
    return c.json({ ok: true });
  });
}
