import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { onContentChange } from '@app/cms/change-notifier';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';
import { readSessionToken } from '../modules/auth/cookies';

/*
 * Every page's first HTML, rendered per request on the server (decision 0009): the same React
 * tree the browser runs (web/src/prerender.tsx, built into web/dist-ssr/), with the data its
 * routes read fetched from this app in process, so crawlers, link previews and a visitor's
 * first paint get the whole page — title, description, canonical URL, share tags, structured
 * data and content — and the right status (404 for what does not exist).
 *
 * Pages for signed-out visitors are the same for everyone: they are kept (by URL) until the
 * CMS reports a change or CMS_CACHE_TTL_MS passes. A signed-in visitor's page is theirs and is
 * rendered every time, and so is a page made from a private answer (a CMS editor's draft
 * preview: no site session, but the api answered `Cache-Control: private`); a CMS editor is
 * never served a kept page. Without a server bundle (a development run) or when a render
 * fails, the request goes on to the static files (the SPA shell).
 */

/** The parts of web/src/prerender.tsx the api calls (the bundle is loaded at run time). */
type RenderInput = {
  url: string;
  origin: string;
  cookie?: string | null;
  session?: boolean;
  call: (request: Request) => Promise<Response>;
  timeoutMs?: number;
};
type Rendered =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
  | {
      kind: 'page';
      status: number;
      html: string;
      personal: boolean;
      degraded: boolean;
      setCookies: string[];
      passes?: number;
      late?: string[];
    };
type PageAssets = {
  template: string;
  routes: unknown;
  lazy: unknown;
  document: unknown;
  boot: string;
  styles: Record<string, string>;
};
type Renderer = { renderRoute(input: RenderInput, assets: PageAssets): Promise<Rendered> };

type Page = {
  status: number;
  html: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer>;
  etag: string;
  expires: number;
  generation: number;
};

export type SitePagesOptions = {
  webDist: string;
  publicUrl: string;
  secureCookies: boolean;
  /** How long a signed-out page is kept at most (0: never kept). */
  cacheTtlMs: number;
  log: Logger;
  /** The app itself: the render's api calls (`env` keeps the visitor's connection). */
  call: (request: Request, env: unknown) => Response | Promise<Response>;
  /** At most this many pages kept (least recently used go first). */
  maxPages?: number;
};

/** Paths other handlers own; never rendered as pages. */
const NOT_PAGES =
  /^\/(?:api|trpc|cms|cms-api|_next|internal|local-checkout|healthz|readyz)(?:\/|$)/;

function bytes(data: Uint8Array | Buffer): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(new ArrayBuffer(data.byteLength));
  copy.set(data);
  return copy;
}

/**
 * A rendered page and its compressed forms, each made when first asked for: a kept page is
 * compressed once per encoding, a signed-in visitor's page only in the one its browser takes.
 * Brotli quality 5: 2 ms for a 130 KB page, 3 % larger than quality 9's 18 ms (measured).
 */
function pageBody(html: string) {
  const raw = Buffer.from(html);
  let gzip: Uint8Array<ArrayBuffer> | undefined;
  let brotli: Uint8Array<ArrayBuffer> | undefined;
  return {
    html: bytes(raw),
    get gzip() {
      gzip ??= bytes(gzipSync(raw, { level: 6 }));
      return gzip;
    },
    get brotli() {
      brotli ??= bytes(
        brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      );
      return brotli;
    },
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
  };
}

export function sitePages(options: SitePagesOptions) {
  const ssrDir = join(dirname(options.webDist), 'dist-ssr');
  const bundle = join(ssrDir, 'prerender.js');
  const files = ['template.html', 'page-assets.json'].map((name) => join(ssrDir, name));
  const available = existsSync(bundle) && files.every((file) => existsSync(file));
  let assets: PageAssets | undefined;
  let renderer: Promise<Renderer> | undefined;
  const maxPages = options.maxPages ?? 500;
  const pages = new Map<string, Page>();
  let generation = 0;

  function invalidate(): void {
    generation += 1;
    pages.clear();
  }
  // A change made in this process (Local API writes, tests) …
  const unsubscribe = onContentChange(() => invalidate());

  function cached(url: string): Page | undefined {
    const page = pages.get(url);
    if (!page) return undefined;
    if (page.generation !== generation || page.expires <= Date.now()) {
      pages.delete(url);
      return undefined;
    }
    // Most recently used last.
    pages.delete(url);
    pages.set(url, page);
    return page;
  }

  function keep(url: string, page: Page): void {
    if (options.cacheTtlMs <= 0) return;
    if (pages.size >= maxPages) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
    pages.set(url, page);
  }

  async function render(input: RenderInput): Promise<Rendered> {
    if (!assets) {
      const template = readFileSync(join(ssrDir, 'template.html'), 'utf8');
      const built = JSON.parse(readFileSync(join(ssrDir, 'page-assets.json'), 'utf8'));
      // Every stylesheet's text: the page's CSS is written into its HTML (no request to wait for).
      const styles: Record<string, string> = {};
      const dir = join(options.webDist, 'assets');
      for (const name of existsSync(dir) ? readdirSync(dir) : []) {
        if (name.endsWith('.css')) styles[`assets/${name}`] = readFileSync(join(dir, name), 'utf8');
      }
      assets = {
        template,
        routes: built.routes,
        lazy: built.lazy,
        document: built.document,
        boot: built.boot,
        styles,
      };
    }
    renderer ??= import(pathToFileURL(bundle).href) as Promise<Renderer>;
    return (await renderer).renderRoute(input, assets);
  }

  function send(
    c: Context,
    page: Pick<Page, 'status' | 'html' | 'gzip' | 'brotli' | 'etag'>,
    personal: boolean,
  ) {
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      // A signed-in visitor's page is theirs; a signed-out page is checked again on each visit.
      'Cache-Control': personal ? 'private, no-store' : 'no-cache',
      Vary: 'Cookie, Accept-Encoding',
      ETag: page.etag,
    };
    if (!personal && page.status === 200 && c.req.header('if-none-match') === page.etag) {
      return c.body(null, 304, headers);
    }
    const accept = c.req.header('accept-encoding') ?? '';
    let body = page.html;
    if (accept.includes('br')) {
      body = page.brotli;
      headers['Content-Encoding'] = 'br';
    } else if (accept.includes('gzip')) {
      body = page.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    const status = page.status as 200;
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(body, status, headers);
  }

  const handler: MiddlewareHandler = async (c, next) => {
    if (!available || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const path = c.req.path;
    if (NOT_PAGES.test(path) || extname(path)) return next();
    const query = new URL(c.req.url).search;
    const url = `${path}${query}`;
    const cookie = c.req.header('cookie') ?? null;
    const session = readSessionToken(cookie, options.secureCookies) !== null;

    // Signed in to /cms (Payload's cookie): may be shown drafts, so never a kept page.
    const cmsEditor = /(?:^|;\s*)payload-token=/.test(cookie ?? '');
    const hit = session || cmsEditor ? undefined : cached(url);
    if (hit) return send(c, hit, false);

    const started = performance.now();
    let rendered: Rendered;
    // A page built from an answer meant for its asker alone (a draft preview) is theirs too.
    let privateAnswer = false;
    try {
      rendered = await render({
        url,
        origin: options.publicUrl,
        cookie,
        session,
        call: async (request) => {
          const response = await options.call(request, c.env);
          if (/\bprivate\b/i.test(response.headers.get('cache-control') ?? '')) {
            privateAnswer = true;
          }
          return response;
        },
      });
    } catch (error) {
      options.log.error('page render failed; serving the SPA shell', {
        url,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      return next();
    }
    const passes =
      rendered.kind === 'page' && rendered.passes ? `;desc="${rendered.passes} passes"` : '';
    c.header('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}${passes}`);
    if (rendered.kind === 'page' && rendered.late?.length) {
      // A query no route loader prefetched costs the render a second pass: say which.
      options.log.info('page render fetched late', { url, queries: rendered.late });
    }
    for (const line of rendered.setCookies) c.header('Set-Cookie', line, { append: true });

    if (rendered.kind === 'redirect') {
      c.header('Cache-Control', 'no-cache');
      return c.redirect(rendered.location, rendered.status as 301 | 302 | 307 | 308);
    }
    const page: Page = Object.assign(pageBody(rendered.html), {
      status: rendered.status,
      expires: Date.now() + options.cacheTtlMs,
      generation,
    });
    const shared = !rendered.personal && !privateAnswer && rendered.setCookies.length === 0;
    if (shared && !rendered.degraded && (page.status === 200 || page.status === 404)) {
      keep(url, page);
    }
    return send(c, page, !shared);
  };

  /**
   * A form on a page sent by the browser itself (JavaScript off, or the app not started yet):
   * the app's forms say method="post" so nothing typed goes into an address; the answer is
   * the page again (303), nothing is read or kept.
   */
  const formFallback: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    if (NOT_PAGES.test(path) || extname(path)) return next();
    const type = c.req.header('content-type') ?? '';
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) return next();
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${path}${new URL(c.req.url).search}`, 303);
  };

  return {
    handler,
    formFallback,
    /** Drops every kept page (the CMS reported a change). */
    invalidate,
    /**
     * After POST /internal/cms-changed (another process's CMS): when the notice was accepted,
     * the kept pages go too.
     */
    afterCmsChange: (async (c, next) => {
      await next();
      if (c.res.status === 200) invalidate();
    }) as MiddlewareHandler,
    close: unsubscribe,
  };
}

export type SitePages = ReturnType<typeof sitePages>;
