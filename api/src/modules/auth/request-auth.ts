import type { Context } from '../../trpc';
import { clearedSessionCookie, readSessionToken, sessionCookie } from './cookies';
import { type ValidSession, validateSessionToken } from './sessions';

const resolved = new WeakMap<Request, Promise<ValidSession | null>>();

/**
 * The signed-in user of this request, looked up once per request. An extended session gets
 * a fresh cookie; a cookie that no longer matches a session is cleared.
 */
export function currentSession(ctx: Context): Promise<ValidSession | null> {
  let pending = resolved.get(ctx.req);
  if (!pending) {
    pending = resolve(ctx);
    resolved.set(ctx.req, pending);
  }
  return pending;
}

async function resolve(ctx: Context): Promise<ValidSession | null> {
  const { config, db, clock } = ctx.deps;
  const token = readSessionToken(ctx.req.headers.get('cookie'), config.secureCookies);
  if (!token) return null;
  const now = clock.now();
  const valid = await validateSessionToken(db, token, now);
  if (!valid) {
    ctx.resHeaders.append('Set-Cookie', clearedSessionCookie(config.secureCookies));
    return null;
  }
  if (valid.refreshed) {
    ctx.resHeaders.append(
      'Set-Cookie',
      sessionCookie(token, valid.session.expiresAtMs, now, config.secureCookies),
    );
  }
  return valid;
}

/** Forget what was resolved for this request (after sign-in, sign-out or a reset). */
export function forgetCurrentSession(ctx: Context): void {
  resolved.delete(ctx.req);
}
