import type { App } from '../app';

export type ClientResponse = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields directly
  body: any;
  headers: Headers;
  setCookies: string[];
};

/**
 * Calls the app in-process the way the SPA does: JSON bodies, the site's Origin, and a cookie
 * jar that keeps what Set-Cookie says (Max-Age=0 removes a cookie). One per simulated browser.
 */
export function browserClient(app: App, origin: string, options: { ip?: string } = {}) {
  const jar = new Map<string, string>();

  function keep(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/max-age=0(;|$)/i.test(line) || !value) jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ClientResponse> {
    const all: Record<string, string> = { Accept: 'application/json', ...headers };
    if (method !== 'GET') {
      all.Origin ??= origin;
      all['Content-Type'] ??= 'application/json';
    }
    if (options.ip) all['X-Forwarded-For'] = options.ip;
    if (jar.size) all.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request(path, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = res.headers.getSetCookie();
    keep(setCookies);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers, setCookies };
  }

  return {
    jar,
    request,
    get: (path: string, headers?: Record<string, string>) =>
      request('GET', path, undefined, headers),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      request('POST', path, body, headers),
    patch: (path: string, body: unknown, headers?: Record<string, string>) =>
      request('PATCH', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) =>
      request('DELETE', path, undefined, headers),
  };
}

export type BrowserClient = ReturnType<typeof browserClient>;
