import type { Context as HonoContext } from 'hono';
import { clientAddress, type TrustProxy } from './trust-proxy';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The client's address for rate limits: the socket's peer, or — only behind proxies we trust
 * (TRUST_PROXY) — the right-most X-Forwarded-For address that no trusted proxy wrote (see
 * trust-proxy.ts: the entries a client sends itself are never taken).
 */
export function clientIp(c: HonoContext, trust: TrustProxy): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return clientAddress(c.req.header('x-forwarded-for'), socket, trust);
}
