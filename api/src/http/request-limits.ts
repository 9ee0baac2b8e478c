import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Calls in one tRPC batch (the web's batch link sends at most MAX_BATCH_ITEMS_CLIENT). */
export const MAX_TRPC_BATCH = 20;
/** Largest request body /api and /trpc accept (a bulk question import fits well within it). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Bounds on what one request may ask: the body size (413 before anything is parsed) and, on
 * /trpc, the number of procedures batched into one call (413: one request cannot make the
 * server do a thousand procedures' work).
 */
export function requestLimits(options: {
  trpc: boolean;
  /** Paths that take a larger body (the bulk question import), with their limit. */
  larger?: { paths: readonly string[]; maxBytes: number };
}): MiddlewareHandler[] {
  const limit = (maxBytes: number) =>
    bodyLimit({
      maxSize: maxBytes,
      onError: (c) =>
        c.json(
          {
            message:
              maxBytes >= 1024 * 1024
                ? `The request body is too large: at most ${Math.round(maxBytes / 1024 / 1024)} MB.`
                : `The request body is too large: at most ${maxBytes / 1024} KB.`,
            code: 'PAYLOAD_TOO_LARGE',
          },
          413,
          // The body was not read: the connection cannot carry another request, so say so
          // (a client that reused it was reset).
          { Connection: 'close' },
        ),
    });
  const normal = limit(MAX_BODY_BYTES);
  const larger = options.larger;
  const large = larger ? limit(larger.maxBytes) : normal;
  // A GET or HEAD carries no body (the Fetch API's Request refuses one), so there is nothing
  // to bound; and asking (`c.req.raw.body`, what bodyLimit reads first) makes the Node adapter
  // build a full Request for it, the largest single cost of a cached read such as
  // GET /api/exam-types (a CPU profile under autocannon: about a fifth of its time in the app).
  const size: MiddlewareHandler = (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return larger?.paths.includes(c.req.path) ? large(c, next) : normal(c, next);
  };
  if (!options.trpc) return [size];
  const batch: MiddlewareHandler = async (c, next) => {
    const procedures = c.req.path.slice(c.req.path.indexOf('/trpc/') + 6);
    const count = procedures.split(',').length;
    if (count > MAX_TRPC_BATCH) {
      return c.json(
        {
          message: `Too many calls in one batch: at most ${MAX_TRPC_BATCH}.`,
          code: 'PAYLOAD_TOO_LARGE',
        },
        413,
      );
    }
    return next();
  };
  return [batch, size];
}
