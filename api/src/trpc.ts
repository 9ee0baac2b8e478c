import { AUTH_MESSAGES } from '@app/domain';
import { initTRPC } from '@trpc/server';
import type { AppDeps } from './deps';
import { AppError, errorCode, validationMessage } from './errors';
import { currentSession } from './modules/auth/request-auth';
import type { ProcedureMeta } from './rest-meta';

/**
 * Per-request context. `req` is the incoming request (its headers are read only when a
 * procedure needs them); `resHeaders` is how a procedure sets response headers (cookies).
 */
export type Context = {
  deps: AppDeps;
  req: Request;
  resHeaders: Headers;
  /** The client's address (see http/client-ip.ts), for rate limits. */
  clientIp: string;
};

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const message = validationMessage(error);
      // An AppError's text is written for people (503 included); other 5xx texts may be internals.
      const isServerError =
        shape.data.httpStatus >= 500 &&
        !(error instanceof AppError && shape.data.httpStatus === 503);
      return {
        ...shape,
        message:
          message ??
          (isServerError ? 'Something went wrong on our side. Please try again.' : shape.message),
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          appCode: message ? 'VALIDATION_FAILED' : errorCode(error, shape.data.httpStatus),
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Anyone may call. */
export const publicProcedure = t.procedure;

/** A signed-in user: `ctx.user` and `ctx.session`; otherwise 401. */
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const auth = await currentSession(ctx);
  if (!auth) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
  return next({ ctx: { ...ctx, user: auth.user, session: auth.session } });
});

/** A signed-in administrator; other users get 403. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin)
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminOnly, { appCode: 'ADMIN_ONLY' });
  return next();
});
