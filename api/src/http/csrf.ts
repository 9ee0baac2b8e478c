import { AUTH_MESSAGES } from '@app/domain';
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for /api and /trpc: every state-changing request must
 * come from this site and be JSON (a cross-site form can send neither).
 * - Origin must be the site's public origin or the origin the request was addressed to;
 * - a browser that sends `Origin: null` (e.g. under Referrer-Policy: no-referrer) is judged
 *   by Fetch Metadata instead: Sec-Fetch-Site must be same-origin;
 * - no Origin at all → refused (403);
 * - the Content-Type must be application/json → otherwise 415.
 */
export function csrfProtection(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const requestOrigin = new URL(c.req.url).origin;
    const sameSite =
      origin && origin !== 'null'
        ? origin === publicOrigin || origin === requestOrigin
        : c.req.header('sec-fetch-site') === 'same-origin';
    if (!sameSite) return c.json({ message: AUTH_MESSAGES.originRejected }, 403);
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return c.json({ message: AUTH_MESSAGES.jsonRequired }, 415);
    }
    return next();
  };
}
