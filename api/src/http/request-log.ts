import type { MiddlewareHandler } from 'hono';

const FLUSH_MS = 200;
const FLUSH_BYTES = 64 * 1024;

/**
 * One JSON line per request (method, path, status, duration). Lines are buffered briefly and
 * written together, so logging does not cost a system call per request.
 */
export function requestLog(
  enabled: boolean,
  write = (text: string) => process.stdout.write(text),
): MiddlewareHandler {
  let buffer = '';
  const flush = () => {
    if (!buffer) return;
    const text = buffer;
    buffer = '';
    write(text);
  };
  if (enabled) {
    setInterval(flush, FLUSH_MS).unref();
    process.on('exit', flush);
  }
  return async (c, next) => {
    if (!enabled) return next();
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    buffer += `{"time":"${new Date().toISOString()}","level":"info","msg":"request","method":"${c.req.method}","path":${JSON.stringify(c.req.path)},"status":${c.res.status},"ms":${ms}}\n`;
    if (buffer.length > FLUSH_BYTES) flush();
  };
}
