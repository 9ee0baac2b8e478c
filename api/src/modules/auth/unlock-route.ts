import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { errorResponse } from '../../rest';
import { unlockDevice } from './service';

/**
 * GET /api/auth/unlock?token=…, the link of the unlock e-mail (decision 0010): trusts the
 * browser that opens it, then goes to /auth with `unlock=ok` or `unlock=invalid`.
 */
export function unlockRoute(deps: AppDeps) {
  return new Hono().get('/auth/unlock', async (c) => {
    const headers = new Headers();
    try {
      const ok = await unlockDevice(
        deps,
        c.req.query('token') ?? '',
        clientIp(c, deps.config.trustProxy),
        headers,
      );
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.redirect(`/auth?unlock=${ok ? 'ok' : 'invalid'}`, 303);
    } catch (error) {
      headers.forEach((value, key) => {
        if (key !== 'set-cookie') c.header(key, value);
      });
      return errorResponse(deps, c, error);
    }
  });
}
