import { normalizeEmail } from '@app/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { toHttpError } from '../errors';
import { enforceLimit, tooManyRequests } from '../lib/rate-limit';
import { clearFailures, nextAttemptAt, recordFailure } from '../modules/auth/login-protection';
import { clientIp } from './client-ip';

/** A failed CMS sign-in is answered no sooner than this, known editor or not. */
export const CMS_FAILED_LOGIN_MIN_MS = 800;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * In front of POST /cms-api/users/login (attack run, issue 14): the same treatment as the
 * site's sign-in. Payload's own lock after 5 failures is off (anyone could lock an editor
 * out); instead each e-mail is slowed per address with growing delays, each address is
 * limited, and a failure takes the same time whether the e-mail belongs to an editor or not.
 */
export function cmsLoginGuard(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const ip = clientIp(c, deps.config.trustProxy);
    let email = '';
    try {
      const body = (await c.req.raw.clone().text()).slice(0, 4096);
      const parsed = JSON.parse(body) as { email?: unknown };
      if (typeof parsed?.email === 'string') email = normalizeEmail(parsed.email).slice(0, 254);
    } catch {
      // not JSON: Payload answers it
    }
    const key = `cms:${email}`;
    const now = deps.clock.now();
    const headers = new Headers();
    try {
      await enforceLimit(
        deps.db,
        'cmsLoginPerIp',
        ip,
        'CMS sign-in attempts from your network',
        now,
        headers,
      );
      const nextAt = await nextAttemptAt(deps.db, key, ip);
      if (nextAt > now) {
        throw tooManyRequests(
          'failed CMS sign-ins for this email from your network',
          { count: 0, resetsAtMs: nextAt },
          now,
          headers,
        );
      }
    } catch (error) {
      const { status, body } = toHttpError(error);
      headers.forEach((value, name) => {
        c.header(name, value);
      });
      return c.json(body, status as 429);
    }
    await next();
    if (c.res.status >= 200 && c.res.status < 300) {
      await clearFailures(deps.db, key, ip);
      return;
    }
    if (c.res.status === 400 || c.res.status === 401 || c.res.status === 403) {
      await recordFailure(deps.db, key, ip, deps.clock.now());
      const elapsed = performance.now() - started;
      if (elapsed < CMS_FAILED_LOGIN_MIN_MS) await pause(CMS_FAILED_LOGIN_MIN_MS - elapsed);
    }
  };
}
