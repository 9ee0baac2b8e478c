import type { MiddlewareHandler } from 'hono';

const common: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Pages whose URL carries a token (password reset, newsletter unsubscribe). */
const TOKEN_PAGES = new Set([
  '/reset-password',
  '/newsletter/unsubscribe',
  '/reminders/unsubscribe',
]);

/** The SPA and the api: no inline scripts, no framing. */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Payload's admin (Next.js) needs inline bootstrap scripts; it may frame its own previews. */
export const CMS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function isCmsPath(path: string): boolean {
  return (
    path === '/cms' ||
    path.startsWith('/cms/') ||
    path === '/cms-api' ||
    path.startsWith('/cms-api/') ||
    path.startsWith('/_next/')
  );
}

/** Vite's dev server injects an inline React-refresh script; development only. */
const DEV_SITE_CSP = SITE_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

/** The security headers of a path, computed once per kind of path. */
export function securityHeaderSet(path: string, options: { devServer?: boolean } = {}) {
  const cms = isCmsPath(path);
  return {
    ...common,
    'Content-Security-Policy': cms ? CMS_CSP : options.devServer ? DEV_SITE_CSP : SITE_CSP,
    'X-Frame-Options': cms ? 'SAMEORIGIN' : 'DENY',
  };
}

/** Where the CMS serves uploaded files. */
const UPLOADED_FILES = '/cms-api/media/file/';
/**
 * An uploaded file's policy: no scripts, forms, plugins' base or framing by other sites.
 * Nothing else is restricted, so browsers' own viewers (PDF, images) still show the file.
 */
const UPLOADED_FILE_CSP =
  "script-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** Responses built with their path's security headers already in them (see `securedResponse`). */
const secured = new WeakSet<Response>();

/**
 * A response whose headers, security headers included, are one plain object (rest.ts): the
 * Node adapter writes such an object as it is, where Hono's `c.header` builds a fetch
 * `Headers` that is then copied out again — about a tenth of a small JSON read (issue 23).
 * The middleware below leaves these responses as they are.
 */
export function securedResponse(
  body: string,
  status: number,
  headers: Record<string, string>,
): Response {
  const response = new Response(body, { status, headers });
  secured.add(response);
  return response;
}

/**
 * Security headers on every response, written once the handler has answered: a response
 * from `securedResponse` already has them; any other (Hono's own, the tRPC adapter's, a
 * proxied one) gets them set on it.
 */
export function securityHeaders(
  options: { devServer?: boolean } = {},
  lifecycle?: { draining: boolean },
): MiddlewareHandler {
  const site = securityHeaderSet('/', options);
  const cms = securityHeaderSet('/cms', options);
  return async (c, next) => {
    await next();
    const set = isCmsPath(c.req.path) ? cms : site;
    if (!secured.has(c.res) && c.res.headers.get('X-Content-Type-Options') === null) {
      // A proxied answer that brings its own (stricter) policy keeps it: Payload serves
      // uploaded files with a policy that forbids scripts in them.
      const ownPolicy = c.res.headers.has('Content-Security-Policy');
      for (const name in set) {
        if (ownPolicy && name === 'Content-Security-Policy') continue;
        c.res.headers.set(name, set[name as keyof typeof set]);
      }
      // Payload gives SVGs that policy and other uploads (PDFs, images) none: an uploaded file
      // never runs scripts, whatever the admin pages' policy allows.
      if (!ownPolicy && c.req.path.startsWith(UPLOADED_FILES)) {
        c.res.headers.set('Content-Security-Policy', UPLOADED_FILE_CSP);
      }
    }
    // Draining: every answer asks the client to close its keep-alive connection, so none is
    // reset when the listener closes.
    if (lifecycle?.draining) c.res.headers.set('Connection', 'close');
    // These pages' URLs carry a secret token: never send it on as a referrer.
    if (TOKEN_PAGES.has(c.req.path)) c.res.headers.set('Referrer-Policy', 'no-referrer');
  };
}
