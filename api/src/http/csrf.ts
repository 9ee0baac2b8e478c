import { AUTH_MESSAGES } from '@app/domain';
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for /api and /trpc: every state-changing request must
 * come from this site and be JSON (a cross-site form can send neither).
 * - Origin must be the site's configured public origin (never judged by the Host header,
 *   which the sender chooses);
 * - a browser that sends `Origin: null` (e.g. under Referrer-Policy: no-referrer) is judged
 *   by Fetch Metadata instead: Sec-Fetch-Site must be same-origin;
 * - no Origin at all → refused (403);
 * - a request with a body must say Content-Type: application/json → otherwise 415 (a request
 *   without one, such as POST /api/logout, needs no Content-Type); the form-upload paths
 *   also take multipart/form-data, still under the Origin rule.
 */
export function csrfProtection(
  publicUrl: string,
  /** Paths that take a form upload (the bulk import): the Origin rule alone applies there. */
  formPaths: readonly string[] = [],
): MiddlewareHandler {
  const sameSite = sameSiteCheck(publicUrl);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!sameSite(c.req.header('origin'), c.req.header('sec-fetch-site'))) {
      return c.json({ message: AUTH_MESSAGES.originRejected, code: 'ORIGIN_REJECTED' }, 403);
    }
    // The JSON rule is for requests that carry a body (POST /api/logout and DELETE need none).
    const type = c.req.header('content-type') ?? '';
    const form = formPaths.includes(c.req.path) && /^multipart\/form-data\s*;/i.test(type);
    if (hasBody(c.req.raw) && !form && !/^application\/json\s*(;|$)/i.test(type)) {
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

/**
 * Whether a state-changing request comes from the site itself: its Origin is the configured
 * public origin, or (a browser that sends `Origin: null`) Fetch Metadata says same-origin.
 */
export function sameSiteCheck(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (origin: string | undefined, fetchSite: string | undefined): boolean =>
    origin && origin !== 'null' ? origin === publicOrigin : fetchSite === 'same-origin';
}

/**
 * The Origin rule alone, for the CMS proxy: Payload's admin posts forms and uploads, so the
 * JSON rule does not apply there, but a foreign Origin is refused before the CMS sees it.
 */
export function originProtection(publicUrl: string): MiddlewareHandler {
  const sameSite = sameSiteCheck(publicUrl);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!sameSite(c.req.header('origin'), c.req.header('sec-fetch-site'))) {
      return c.json({ message: AUTH_MESSAGES.originRejected, code: 'ORIGIN_REJECTED' }, 403);
    }
    return next();
  };
}
