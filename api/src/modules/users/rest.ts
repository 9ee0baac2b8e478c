import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { queryObject, restHandler } from '../../rest';

/** GET /api/admin/users (admin only; ours, not in the spec). */
export function usersRest(deps: AppDeps) {
  return new Hono().get(
    '/admin/users',
    restHandler(deps, (caller, c) => caller.users.list(queryObject(c))),
  );
}
