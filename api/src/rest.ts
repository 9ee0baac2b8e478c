import type { Context as HonoContext } from 'hono';
import type { AppDeps } from './deps';
import { toHttpError } from './errors';
import { createCaller } from './router';

export type Caller = ReturnType<typeof createCaller>;

/**
 * A documented REST path as a thin adapter: it calls the tRPC procedure through
 * `createCaller` and answers JSON; every error goes through the one translation in errors.ts.
 */
export function restHandler(
  deps: AppDeps,
  call: (caller: Caller, c: HonoContext) => Promise<unknown>,
  options: { status?: 200 | 201 } = {},
) {
  // A procedure that returns the same (immutable, in-memory) object again is serialised once.
  const serialised = new WeakMap<object, string>();
  return async (c: HonoContext) => {
    const resHeaders = new Headers();
    const caller = createCaller({ deps, req: c.req.raw, resHeaders });
    try {
      const result = (await call(caller, c)) as object;
      resHeaders.forEach((value, key) => {
        c.header(key, value, { append: true });
      });
      let json = serialised.get(result);
      if (json === undefined) {
        json = JSON.stringify(result);
        serialised.set(result, json);
      }
      return c.body(json, options.status ?? 200, { 'Content-Type': 'application/json' });
    } catch (error) {
      return errorResponse(deps, c, error);
    }
  };
}

export function errorResponse(deps: AppDeps, c: HonoContext, error: unknown) {
  const { status, body } = toHttpError(error);
  if (status >= 500) {
    deps.log.error('request failed', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? error.stack : String(error),
    });
  }
  return c.json(body, status as 400);
}

/** The query string as a plain object (last value wins), for procedure inputs. */
export function queryObject(c: HonoContext): Record<string, string> {
  return c.req.query();
}
