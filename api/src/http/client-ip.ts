import type { Context as HonoContext } from 'hono';
import { clientAddress, type TrustProxy } from './trust-proxy';

type NodeBindings = {
  incoming?: {
    socket?: { remoteAddress?: string };
    headers?: Record<string, string | string[] | undefined>;
  };
};

/**
 * The client's address for rate limits: the socket's peer, or — only behind proxies we trust
 * (TRUST_PROXY) — the right-most X-Forwarded-For address that no trusted proxy wrote (see
 * trust-proxy.ts: the entries a client sends itself are never taken).
 */
export function clientIp(c: HonoContext, trust: TrustProxy): string {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  // On Node the header is read from the request as it arrived: asking Hono for it would make
  // the Node adapter build a whole fetch Request (headers, signal) for every call (issue 23).
  const forwarded = incoming?.headers
    ? incoming.headers['x-forwarded-for']
    : c.req.header('x-forwarded-for');
  return clientAddress(
    Array.isArray(forwarded) ? forwarded.join(', ') : forwarded,
    incoming?.socket?.remoteAddress,
    trust,
  );
}
