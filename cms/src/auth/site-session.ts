/**
 * Single sign-on from the site: a Payload auth strategy that accepts the site's session
 * cookie of an administrator (docs/decisions/0003-accounts-and-sessions.md, addendum).
 *
 * The cms does not read the site's database. It asks the api who the cookie belongs to
 * (`GET {siteInternalUrl}/api/auth/user`, forwarding only that cookie), and when the answer is
 * an administrator it signs the request in as the CMS user with the same e-mail, creating that
 * user on first use (site-users.ts). Anything else (no cookie, a student, 401, a timeout, an error) yields no
 * user, and Payload tries its own strategies (the local password login) next.
 */
import { createHash } from 'node:crypto';
import type { AuthStrategy, Payload } from 'payload';
import { type SiteIdentity, siteUsers } from './site-users';

export const SITE_SESSION_STRATEGY = 'site-session';
/** The api's cookie names: `__Host-session` when the site is served over https. */
const COOKIE_NAMES = ['__Host-session', 'session'] as const;

export type SiteSessionOptions = {
  /** Where the api listens for this process, e.g. http://127.0.0.1:3000. */
  siteInternalUrl: string;
  /** Give up on the api after this long (default 2 s). */
  timeoutMs?: number;
  /**
   * How long an answer about one cookie is reused (default 0: every request asks, so a
   * sign-out or a password change on the site takes effect in the CMS at once; concurrent
   * requests of one cookie still share one question).
   */
  cacheTtlMs?: number;
  /** At most this many cookies remembered (default 1000). */
  maxCacheEntries?: number;
  now?: () => number;
};

type CacheEntry = {
  expiresAtMs: number;
  identity: Promise<SiteIdentity | null>;
  /** Still waiting for the api: concurrent requests share the answer. */
  pending: boolean;
};

/** The site session cookie of a Cookie header, as `name=value`, or null. */
export function siteSessionCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const found = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if ((COOKIE_NAMES as readonly string[]).includes(name) && value && !found.has(name)) {
      found.set(name, value);
    }
  }
  for (const name of COOKIE_NAMES) {
    const value = found.get(name);
    // The api's tokens are short base32 strings; anything else is not worth a request.
    if (value && value.length <= 200 && /^[\w.-]+$/.test(value)) return `${name}=${value}`;
  }
  return null;
}

function isIdentity(body: unknown): body is SiteIdentity & { isAdmin: boolean } {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.email === 'string' && b.email.includes('@') && typeof b.isAdmin === 'boolean';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    const cause = (error as { cause?: { code?: unknown } }).cause;
    return typeof cause?.code === 'string' ? `${error.message} (${cause.code})` : error.message;
  }
  return String(error);
}

export function siteSessionStrategy(options: SiteSessionOptions): AuthStrategy {
  const endpoint = new URL('/api/auth/user', options.siteInternalUrl).toString();
  const timeoutMs = options.timeoutMs ?? 2000;
  const ttlMs = options.cacheTtlMs ?? 0;
  const maxEntries = options.maxCacheEntries ?? 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();
  const users = siteUsers();

  function remember(key: string, entry: CacheEntry) {
    cache.delete(key);
    if (cache.size >= maxEntries) {
      const t = now();
      for (const [k, e] of cache) if (e.expiresAtMs <= t) cache.delete(k);
      // Still full: drop the oldest (a Map iterates in insertion order).
      for (const k of cache.keys()) {
        if (cache.size < maxEntries) break;
        cache.delete(k);
      }
    }
    cache.set(key, entry);
  }

  /** Who the api says the cookie belongs to: an administrator's identity, or null. */
  async function ask(cookie: string): Promise<SiteIdentity | null> {
    const res = await fetch(endpoint, {
      headers: { cookie, accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      return null;
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new Error(`HTTP ${res.status}`);
    }
    const body: unknown = await res.json();
    if (!isIdentity(body)) throw new Error('unexpected answer');
    if (!body.isAdmin) return null;
    return {
      email: body.email.trim().toLowerCase(),
      firstName: text(body.firstName),
      lastName: text(body.lastName),
    };
  }

  function identityOf(cookie: string, payload: Payload): Promise<SiteIdentity | null> {
    const key = createHash('sha256').update(cookie).digest('hex');
    const cached = cache.get(key);
    if (cached && (cached.pending || cached.expiresAtMs > now())) return cached.identity;
    const identity = ask(cookie)
      .catch((error: unknown) => {
        // A failure is not an answer: forget it so that the next request asks again.
        if (cache.get(key)?.identity === identity) cache.delete(key);
        payload.logger.warn(`site session check failed: ${reasonOf(error)}`);
        return null;
      })
      .finally(() => {
        entry.pending = false;
        entry.expiresAtMs = now() + ttlMs;
        if (ttlMs <= 0 && cache.get(key) === entry) cache.delete(key);
      });
    const entry: CacheEntry = { expiresAtMs: now() + ttlMs, identity, pending: true };
    remember(key, entry);
    return identity;
  }

  return {
    name: SITE_SESSION_STRATEGY,
    authenticate: async ({ headers, payload }) => {
      const cookie = siteSessionCookie(headers.get('cookie'));
      if (!cookie) return { user: null };
      const identity = await identityOf(cookie, payload);
      if (!identity) return { user: null };
      try {
        const user = await users.findOrCreate(payload, identity);
        return { user: { ...user, collection: 'users', _strategy: SITE_SESSION_STRATEGY } };
      } catch (error) {
        payload.logger.warn(`site session: CMS user unavailable: ${reasonOf(error)}`);
        return { user: null };
      }
    },
  };
}
