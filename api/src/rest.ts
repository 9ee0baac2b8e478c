import type { Context as HonoContext } from 'hono';
import type { AppDeps } from './deps';
import { AppError, toHttpError } from './errors';
import { clientIp } from './http/client-ip';
import { securedResponse, securityHeaderSet } from './http/security-headers';
import { createCaller } from './router';

export type Caller = ReturnType<typeof createCaller>;

/**
 * A documented REST path as a thin adapter: it calls the tRPC procedure through
 * `createCaller` and answers JSON; every error goes through the one translation in errors.ts.
 */
export function restHandler(
  deps: AppDeps,
  call: (caller: Caller, c: HonoContext) => Promise<unknown>,
  options: {
    status?: 200 | 201 | ((result: never) => 200 | 201);
    /** Personal answers and cookie-setting calls: `Cache-Control: no-store` on every answer. */
    noStore?: boolean;
    /** Keep the first successful plain answer and serve it again (RestRoute.unchanging). */
    keep?: boolean;
  } = {},
) {
  // A procedure that returns the same (immutable, in-memory) object again is serialised once.
  const serialised = new WeakMap<object, string>();
  // Every header of a plain JSON answer, security headers included, as one object.
  const jsonHeaders: Record<string, string> = {
    ...securityHeaderSet('/api', { devServer: Boolean(deps.config.webDevUrl) }),
    'Content-Type': 'application/json',
    ...(options.noStore ? { 'Cache-Control': 'no-store' } : {}),
  };
  let kept: { json: string; status: number } | undefined;
  return async (c: HonoContext) => {
    if (kept) return securedResponse(kept.json, kept.status, jsonHeaders);
    const resHeaders = new Headers();
    const caller = createCaller({
      deps,
      req: c.req.raw,
      resHeaders,
      clientIp: clientIp(c, deps.config.trustProxy),
    });
    if (options.noStore) c.header('Cache-Control', 'no-store');
    try {
      const result = (await call(caller, c)) as object;
      let json = serialised.get(result);
      if (json === undefined) {
        json = JSON.stringify(result);
        serialised.set(result, json);
      }
      const status =
        typeof options.status === 'function'
          ? options.status(result as never)
          : (options.status ?? 200);
      // Nothing set by the procedure (no cookie, no Retry-After): one plain header object.
      if (isEmpty(resHeaders)) {
        if (options.keep) kept = { json, status };
        return securedResponse(json, status, jsonHeaders);
      }
      copyHeaders(resHeaders, c);
      return c.body(json, status, { 'Content-Type': 'application/json' });
    } catch (error) {
      // Headers set before the failure still apply (a cleared cookie, Retry-After).
      copyHeaders(resHeaders, c);
      return errorResponse(deps, c, error);
    }
  };
}

function isEmpty(headers: Headers): boolean {
  for (const _ of headers.keys()) return false;
  return true;
}

function copyHeaders(from: Headers, c: HonoContext): void {
  for (const cookie of from.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  from.forEach((value, key) => {
    if (key !== 'set-cookie') c.header(key, value);
  });
}

/**
 * The JSON body of a request as a procedure input (the procedure validates it, hence the
 * unchecked type); an empty body is `{}`.
 */
export async function jsonBody<Input>(c: HonoContext): Promise<Input> {
  const text = await c.req.text();
  if (!text.trim()) return {} as Input;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Input;
    }
  } catch {
    // fall through to the same answer as a non-object body
  }
  throw new AppError('BAD_REQUEST', 'The request body must be a JSON object.');
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
