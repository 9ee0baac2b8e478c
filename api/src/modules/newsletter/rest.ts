import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { jsonBody, restHandler } from '../../rest';
import type { SubscribeResult } from './service';

/**
 * POST /api/newsletter {email}: 201 {message, created: true} for a new subscriber, 200
 * {message, created: false} when the address is already subscribed.
 * POST /api/newsletter/unsubscribe {token}: 200 {message}.
 */
export function newsletterRest(deps: AppDeps) {
  return new Hono()
    .post(
      '/newsletter',
      restHandler(deps, async (caller, c) => caller.newsletter.subscribe(await jsonBody(c)), {
        status: (result: SubscribeResult) => (result.created ? 201 : 200),
      }),
    )
    .post(
      '/newsletter/unsubscribe',
      restHandler(deps, async (caller, c) => caller.newsletter.unsubscribe(await jsonBody(c))),
    );
}
