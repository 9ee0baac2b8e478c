import type { Context as HonoContext } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The client's address for rate limits: the socket's peer, or — only when the api runs
 * behind a proxy we trust (TRUST_PROXY) — the first address of X-Forwarded-For.
 */
export function clientIp(c: HonoContext, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const first = forwarded?.split(',')[0]?.trim();
    if (first) return first.slice(0, 64);
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}
