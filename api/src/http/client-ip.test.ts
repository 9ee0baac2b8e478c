import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { browserClient } from '../test/browser-client';
import { createTestContext, type TestContext } from '../test/test-deps';
import { clientAddress, parseTrustProxy } from './trust-proxy';

/*
 * Issue 22, item 9: behind the README's nginx (`proxy_set_header X-Forwarded-For
 * $proxy_add_x_forwarded_for`), the api took the FIRST X-Forwarded-For entry, which is what
 * the client sent: 10 wrong passwords, each with another forged header, all got 401.
 */

/** What nginx's $proxy_add_x_forwarded_for sends on: the client's header, then $remote_addr. */
const nginxForwardedFor = (clientSent: string | undefined, remoteAddr: string) =>
  clientSent ? `${clientSent}, ${remoteAddr}` : remoteAddr;

describe('the client address behind trusted proxies', () => {
  it('takes the address the trusted proxy appended, never one the client wrote', () => {
    const oneHop = parseTrustProxy('true');
    const header = nginxForwardedFor('6.6.6.6, 7.7.7.7', '203.0.113.9');
    expect(clientAddress(header, '10.0.0.2', oneHop)).toBe('203.0.113.9');
    expect(clientAddress(nginxForwardedFor(undefined, '203.0.113.9'), '10.0.0.2', oneHop)).toBe(
      '203.0.113.9',
    );
    // Two proxies (a CDN, then nginx): each appends the address it was reached from.
    const viaCdn = nginxForwardedFor(nginxForwardedFor('6.6.6.6', '198.51.100.4'), '172.16.0.9');
    expect(clientAddress(viaCdn, '10.0.0.2', parseTrustProxy('2'))).toBe('198.51.100.4');
    expect(clientAddress(viaCdn, '10.0.0.2', oneHop)).toBe('172.16.0.9');
    // Proxies named by address: walk left past every trusted one.
    const named = parseTrustProxy('10.0.0.0/8, 172.16.0.9');
    expect(clientAddress(viaCdn, '10.0.0.2', named)).toBe('198.51.100.4');
    expect(clientAddress(viaCdn, '::ffff:10.0.0.2', named)).toBe('198.51.100.4');
    // A peer that is not a trusted proxy: its header is not read at all.
    expect(clientAddress(viaCdn, '192.0.2.77', named)).toBe('192.0.2.77');
    // Not trusting proxies: the socket's peer; no header: the socket's peer.
    expect(clientAddress(viaCdn, '192.0.2.77', parseTrustProxy('false'))).toBe('192.0.2.77');
    expect(clientAddress(undefined, '::ffff:192.0.2.77', oneHop)).toBe('192.0.2.77');
    // Everything trusted or too few entries: the left-most there is.
    expect(clientAddress('10.1.1.1', '10.0.0.2', named)).toBe('10.1.1.1');
    expect(clientAddress('198.51.100.4', '10.0.0.2', parseTrustProxy('3'))).toBe('198.51.100.4');
  });

  it('reads TRUST_PROXY as true/false, a hop count or addresses, and refuses anything else', () => {
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('false')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('10.0.0.0/8,::1, fd00::/8').kind).toBe('addresses');
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/1', 'example.com', '11', '::1/129']) {
      expect(() => parseTrustProxy(bad), bad).toThrow();
    }
  });
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: 'true', DEMO_ACCOUNT: 'off' });
  const res = await browserClient(t.app, t.config.publicUrl).post('/api/auth/register', {
    email: 'target@example.com',
    password: 'the-real-passphrase-9',
    firstName: 'Tara',
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('password guessing behind the README nginx config', () => {
  it('is slowed per real address, whatever X-Forwarded-For the guesser forges', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const forged = `100.64.${i}.${i + 1}`;
      const res = await browserClient(t.app, t.config.publicUrl, {
        ip: nginxForwardedFor(forged, '203.0.113.44'),
      }).post('/api/auth/login', { email: 'target@example.com', password: `wrong-${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    // Another real client behind the same nginx is not slowed by the guesser.
    const other = await browserClient(t.app, t.config.publicUrl, {
      ip: nginxForwardedFor('203.0.113.44', '198.51.100.20'),
    }).post('/api/auth/login', { email: 'target@example.com', password: 'wrong-other' });
    expect(other.status).toBe(401);
  });

  it('with TRUST_PROXY naming the proxy, over a real socket: only its word is taken', async () => {
    const login = (port: number, forwardedFor: string, password: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: t.config.publicUrl,
          'x-forwarded-for': forwardedFor,
        },
        body: JSON.stringify({ email: 'target@example.com', password }),
      }).then(async (res) => {
        await res.body?.cancel();
        return res.status;
      });
    const listen = (trust: string) =>
      new Promise<{ server: ServerType; port: number }>((resolve) => {
        const app = createApp({
          ...t.deps,
          config: { ...t.deps.config, trustProxy: parseTrustProxy(trust) },
        });
        const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
          resolve({ server, port: (info as AddressInfo).port }),
        );
      });
    const stop = (server: ServerType) => new Promise((r) => server.close(r));

    // Loopback is the proxy here: the client is the address it appended.
    const trusted = await listen('127.0.0.0/8, ::1');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(await login(trusted.port, `100.65.0.${i}, 192.0.2.61`, `bad-${i}`));
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(await login(trusted.port, '192.0.2.61, 192.0.2.62', 'bad-x')).toBe(401);
    } finally {
      await stop(trusted.server);
    }
    // A peer that is not in the list: X-Forwarded-For is ignored, the socket's address counts.
    const untrusted = await listen('10.0.0.0/8');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(await login(untrusted.port, `192.0.2.${70 + i}`, `bad-${i}`));
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await stop(untrusted.server);
    }
  });
});
