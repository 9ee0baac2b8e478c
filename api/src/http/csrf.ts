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
 * - a request with a body must say Content-Type: application/json → otherwise 415 (a request
 *   without one, such as POST /api/logout, needs no Content-Type).
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
    if (!sameSite) {
      return c.json({ message: AUTH_MESSAGES.originRejected, code: 'ORIGIN_REJECTED' }, 403);
    }
    // The JSON rule is for requests that carry a body (POST /api/logout and DELETE need none).
    const type = c.req.header('content-type') ?? '';
    if (hasBody(c.req.raw) && !/^application\/json\s*(;|$)/i.test(type)) {
      return c.json({ message: AUTH_MESSAGES.jsonRequired, code: 'UNSUPPORTED_MEDIA_TYPE' }, 415);
    }
    return next();
  };
}

/** Whether a request carries a body: a non-zero Content-Length, or a chunked one. */
function hasBody(req: Request): boolean {
  const length = req.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return (
    req.headers.has('transfer-encoding') || (req.body !== null && req.headers.has('content-type'))
  );
}
