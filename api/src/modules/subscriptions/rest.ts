import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { restHandler } from '../../rest';

/** GET /api/subscription-status and GET /api/user-subscriptions (spec §7). */
export function subscriptionsRest(deps: AppDeps) {
  return new Hono()
    .get(
      '/subscription-status',
      restHandler(deps, (caller) => caller.subscriptions.status()),
    )
    .get(
      '/user-subscriptions',
      restHandler(deps, (caller) => caller.subscriptions.list()),
    );
}
