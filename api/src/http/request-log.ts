import type { MiddlewareHandler } from 'hono';

/** One line per request: method, path, status, duration. */
export function requestLog(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!enabled) return next();
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'request', method: c.req.method, path: c.req.path, status: c.res.status, ms: Number(ms) })}\n`,
    );
  };
}
