import { defaultErrorCode } from '@app/domain';
import type { Context } from 'hono';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'content-encoding',
];

/**
 * Forwards a request unchanged to another local server: the Payload (Next.js) admin on its
 * internal port for /cms, /cms-api and /_next, and in development Vite's dev server.
 */
export function proxyTo(upstream: string | undefined, name: string) {
  return async (c: Context) => {
    if (!upstream) {
      return c.json(
        {
          message: `The ${name} is not running in this process group.`,
          code: defaultErrorCode(503),
        },
        503,
      );
    }
    const incoming = new URL(c.req.url);
    const target = new URL(incoming.pathname + incoming.search, upstream);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('accept-encoding');
    headers.set('x-forwarded-host', incoming.host);
    headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    // Node's fetch needs `duplex: 'half'` for a streamed request body.
    const init: RequestInit & { duplex: 'half' } = {
      method: c.req.method,
      headers,
      body: hasBody ? c.req.raw.body : null,
      redirect: 'manual',
      duplex: 'half',
    };
    let response: Response;
    try {
      response = await fetch(target, init);
    } catch {
      return c.json(
        {
          message: `The ${name} is starting or unavailable. Please retry shortly.`,
          code: defaultErrorCode(503),
        },
        502,
      );
    }
    const outHeaders = new Headers();
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && !HOP_BY_HOP.includes(key)) outHeaders.set(key, value);
    });
    for (const cookie of response.headers.getSetCookie()) outHeaders.append('set-cookie', cookie);
    return new Response(response.body, { status: response.status, headers: outHeaders });
  };
}
