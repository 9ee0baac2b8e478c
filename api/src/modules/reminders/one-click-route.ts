import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { errorResponse } from '../../rest';
import { REMINDER_UNSUBSCRIBE_PATH, unsubscribeReminders } from './service';

/**
 * RFC 8058 one-click unsubscribe: a mail provider POSTs `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address of a reminder (the same address as the e-mail's link, whose GET is
 * the web page). Judged by the signed token alone, like a webhook by its signature: the
 * provider sends no Origin and a form body, so it sits outside the /api Origin and JSON rule.
 */
export function reminderOneClickRoute(deps: AppDeps) {
  return new Hono().post(REMINDER_UNSUBSCRIBE_PATH, async (c) => {
    const headers = new Headers();
    try {
      const result = await unsubscribeReminders(
        deps,
        c.req.query('token') ?? '',
        clientIp(c, deps.config.trustProxy),
        headers,
      );
      c.header('Cache-Control', 'no-store');
      return c.json(result, 200);
    } catch (error) {
      headers.forEach((value, key) => {
        c.header(key, value);
      });
      return errorResponse(deps, c, error);
    }
  });
}
