import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import { jsonBody, restHandler } from '../../rest';

/**
 * Spec §7 account paths (and our settings paths), as thin adapters over the auth procedures.
 * Answers are never cached: they carry personal data or set the session cookie.
 */
export function authRest(deps: AppDeps) {
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
  return new Hono()
    .use('/auth/*', noStore)
    .use('/logout', noStore)
    .get(
      '/auth/user',
      restHandler(deps, (caller) => caller.auth.me()),
    )
    .patch(
      '/auth/user',
      restHandler(deps, async (caller, c) => caller.auth.updateProfile(await jsonBody(c))),
    )
    .post(
      '/auth/register',
      restHandler(deps, async (caller, c) => caller.auth.register(await jsonBody(c)), {
        status: 201,
      }),
    )
    .post(
      '/auth/login',
      restHandler(deps, async (caller, c) => caller.auth.login(await jsonBody(c))),
    )
    .post(
      '/logout',
      restHandler(deps, (caller) => caller.auth.logout()),
    )
    .post(
      '/auth/forgot-password',
      restHandler(deps, async (caller, c) => caller.auth.forgotPassword(await jsonBody(c))),
    )
    .post(
      '/auth/reset-password',
      restHandler(deps, async (caller, c) => caller.auth.resetPassword(await jsonBody(c))),
    )
    .post(
      '/auth/change-password',
      restHandler(deps, async (caller, c) => caller.auth.changePassword(await jsonBody(c))),
    )
    .post(
      '/auth/sign-out-others',
      restHandler(deps, (caller) => caller.auth.signOutOtherSessions()),
    );
}
