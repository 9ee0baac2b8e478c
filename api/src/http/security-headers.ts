import type { MiddlewareHandler } from 'hono';

const common: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

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

/** Security headers on every response (set after the handler so proxied ones are overridden). */
export function securityHeaders(options: { devServer?: boolean } = {}): MiddlewareHandler {
  const siteCsp = options.devServer ? DEV_SITE_CSP : SITE_CSP;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(common)) headers.set(name, value);
    const cms = isCmsPath(c.req.path);
    headers.set('Content-Security-Policy', cms ? CMS_CSP : siteCsp);
    headers.set('X-Frame-Options', cms ? 'SAMEORIGIN' : 'DENY');
  };
}
