import { initTRPC } from '@trpc/server';
import type { AppDeps } from './deps';
import { validationMessage } from './errors';

/**
 * Per-request context. `req` is the incoming request (its headers are read only when a
 * procedure needs them); `resHeaders` is how a procedure sets response headers (cookies).
 */
export type Context = {
  deps: AppDeps;
  req: Request;
  resHeaders: Headers;
};

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const message = validationMessage(error);
    const isServerError = shape.data.httpStatus >= 500;
    return {
      ...shape,
      message:
        message ??
        (isServerError ? 'Something went wrong on our side. Please try again.' : shape.message),
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Anyone may call. The authed and admin tiers arrive with accounts. */
export const publicProcedure = t.procedure;
