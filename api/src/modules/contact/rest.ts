import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { jsonBody, restHandler } from '../../rest';

/** POST /api/contact: the contact form (spec §2 Contact page). */
export function contactRest(deps: AppDeps) {
  return new Hono().post(
    '/contact',
    restHandler(deps, async (caller, c) => caller.contact.send(await jsonBody(c)), {
      status: 201,
    }),
  );
}
