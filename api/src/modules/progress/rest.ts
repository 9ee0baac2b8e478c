import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { restHandler } from '../../rest';

/** GET /api/user-progress (spec §7). */
export function progressRest(deps: AppDeps) {
  return new Hono().get(
    '/user-progress',
    restHandler(deps, (caller) => caller.progress.list()),
  );
}
