// Server-side renders of the SPA with React's renderToString (decisions 0005, 0009):
// - per request in the api (api/src/http/site-pages.ts): any page, with the data its routes
//   and components read, fetched from the api in process, so the first HTML is complete;
// - at build time (web/prerender.mjs): the landing, kept as a fallback document.
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { LAZY_PARTS } from './lazy-parts';
import { createQueryClient } from './lib/query-client';
import { type RenderMode, RenderModeContext } from './lib/render-mode';
import { type RenderStatus, RenderStatusContext } from './lib/render-status';
import { setServerOrigin } from './lib/site-origin';
import { createTrpc } from './lib/trpc';
import { createAppRouter } from './router';
import { CURRENT_USER_KEY } from './session/current-user';

/** The data a server-rendered page carries for the browser to start from (see main.tsx). */
export type PrerenderData = { queries: DehydratedState };

/** CSS and JavaScript files of one route's code-split chunk (from Vite's manifest). */
export type ChunkAssets = { css: string[]; js: string[] };

/** What the build knows about its files (web/prerender.mjs writes it to dist-ssr/). */
export type PageAssets = {
  /** dist/index.html: the entry script, the shell's CSS, an empty #root. */
  template: string;
  /** By route id ('/blog/$slug'): the route's own chunks. */
  routes: Record<string, ChunkAssets>;
  /** Chunks rendered lazily inside pages: the signed-in header, the dashboard. */
  lazy: Record<'accountArea' | 'dashboard', ChunkAssets>;
  /** The script (and its CSS) of pages shipped without the app: src/document/enhance.ts. */
  document: ChunkAssets;
  /** src/document/boot.ts: starts the app on a page rendered for it, once painted. */
  boot: string;
  /**
   * The text of every stylesheet ('assets/x.css' → CSS), read by the api from web/dist: the
   * page's CSS is written into it, so its first paint waits for no other request.
   */
  styles?: Record<string, string>;
};

export type RenderInput = {
  /** Path and query of the request, e.g. '/blog?page=2'. */
  url: string;
  /** The site's public origin: canonical URLs and share links. */
  origin: string;
  /** The visitor's Cookie header, sent with the api calls the render makes. */
  cookie?: string | null;
  /** Whether the visitor carries a session cookie (then the render asks who they are). */
  session?: boolean;
  /** The api, called in process: any Request, the same answers as over the network. */
  call: (request: Request) => Promise<Response>;
  /** Upper bound on waiting for data, ms. */
  timeoutMs?: number;
};

export type Rendered =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
  | {
      kind: 'page';
      status: number;
      html: string;
      /** 'document': shipped without the app (public page, signed-out visitor); else 'app'. */
      mode: RenderMode;
      /** Someone is signed in: the page is theirs (never stored, never shared). */
      personal: boolean;
      /** Some data could not be read (the page shows a retry): not worth storing. */
      degraded: boolean;
      setCookies: string[];
      /** How many times the tree was rendered, and the queries only a render asked for. */
      passes: number;
      late: string[];
    };

const MAX_PASSES = 4;

/** The router's server render adds inline scripts our CSP refuses; JSON-LD blocks stay. */
function withoutScripts(html: string): string {
  return html.replace(
    /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
}

/** Resolves once no query is fetching (or at `deadline`). */
async function settle(queryClient: QueryClient, deadline: number): Promise<void> {
  while (queryClient.isFetching() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  // Let resolved module imports (React.lazy) and query observers finish their microtasks.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Queries a render created but nobody started (a component's useQuery the route's loader did
 * not prefetch): started here, so the next pass renders their data instead of a skeleton.
 */
function startUnfetched(queryClient: QueryClient): string[] {
  const started: string[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const { status, fetchStatus } = query.state;
    const enabled = (query.options as { enabled?: unknown }).enabled;
    const disabled = typeof enabled === 'function' ? !enabled(query) : enabled === false;
    if (status !== 'pending' || fetchStatus !== 'idle' || disabled || !query.options.queryFn) {
      continue;
    }
    started.push(JSON.stringify(query.queryKey[0]));
    query.fetch().catch(() => undefined);
  }
  return started;
}

/**
 * Renders `input.url` to a full HTML document, or says where it redirects. The api's answers
 * fill the query cache first (route loaders, then whatever the render itself asks for), so the
 * markup has the page's content; the document carries that cache for the browser to hydrate
 * from without asking again.
 */
export async function renderRoute(input: RenderInput, assets: PageAssets): Promise<Rendered> {
  setServerOrigin(input.origin);
  const deadline = Date.now() + (input.timeoutMs ?? 5000);
  const setCookies: string[] = [];
  const send = async (url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (input.cookie) headers.set('cookie', input.cookie);
    const response = await input.call(
      new Request(new URL(url, input.origin), { ...init, headers }),
    );
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };

  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, { fetch: send });
  // Who is signed in (GET /api/auth/user: a user, or 401): asked only with a session cookie.
  let user: unknown = null;
  if (input.session) {
    const response = await send('/api/auth/user', { headers: { accept: 'application/json' } });
    user = response.ok ? await response.json() : null;
    if (!response.ok) await response.body?.cancel();
  }
  queryClient.setQueryData(CURRENT_USER_KEY, user);

  const router = createAppRouter(
    { queryClient, trpc },
    createMemoryHistory({ initialEntries: [input.url] }),
  );
  await router.load();
  const server = router._serverResult;
  if (server?.type === 'redirect') {
    const { redirect } = server;
    const location = redirect.headers.get('Location') ?? redirect.options.href ?? '/';
    return { kind: 'redirect', status: redirect.status, location, setCookies };
  }
  await settle(queryClient, deadline);

  // Each pass starts from the router's status; a page showing 'not found' raises it to 404.
  const signedIn = user !== null;
  // A public page for a signed-out visitor goes without the app (decision 0009).
  const mode: RenderMode =
    !signedIn &&
    router.state.matches.every(
      (match) =>
        match.routeId === '__root__' ||
        router.routesById[match.routeId]?.options.staticData?.document,
    )
      ? 'document'
      : 'app';
  const routerStatus = server?.status ?? 200;
  const renderStatus: RenderStatus = { status: routerStatus };
  let markup = '';
  let passes = 0;
  // Queries only the render asked for (no loader prefetched them): each costs a pass.
  const late: string[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    passes += 1;
    const passStatus: RenderStatus = { status: routerStatus };
    markup = withoutScripts(
      renderToString(
        <RenderModeContext value={mode}>
          <RenderStatusContext value={passStatus}>
            <App queryClient={queryClient} trpc={trpc} router={router} />
          </RenderStatusContext>
        </RenderModeContext>,
      ),
    );
    renderStatus.status = passStatus.status;
    const started = startUnfetched(queryClient);
    late.push(...started);
    // `<!--$!-->`: a Suspense boundary showed its fallback, a lazy part was not loaded yet
    // (only the first time this process renders it): wait for those modules, render again.
    const suspended = markup.includes('<!--$!-->');
    if ((started.length === 0 && !suspended) || Date.now() >= deadline) break;
    if (suspended) await Promise.all(LAZY_PARTS.map((load) => load().catch(() => undefined)));
    await settle(queryClient, deadline);
  }

  const degraded = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && renderStatus.status < 400);
  const lazy = signedIn ? [assets.lazy.accountArea] : [];
  if (signedIn && new URL(input.url, input.origin).pathname === '/')
    lazy.push(assets.lazy.dashboard);
  const chunks = [
    ...router.state.matches.map((match) => assets.routes[match.routeId]).filter(Boolean),
    ...lazy,
  ] as ChunkAssets[];
  const css = unique(chunks.flatMap((chunk) => chunk.css));
  const html =
    mode === 'document'
      ? composeDocument(withoutApp(assets.template, assets.document), markup, {
          css: [...css, ...assets.document.css],
          styles: assets.styles,
          document: true,
        })
      : composeDocument(
          withDeferredApp(
            assets.template,
            assets.boot,
            unique(chunks.flatMap((chunk) => chunk.js)),
          ),
          markup,
          { data: { queries: dehydrateSettled(queryClient) }, css, styles: assets.styles },
        );
  return {
    kind: 'page',
    status: renderStatus.status,
    html,
    mode,
    passes,
    late,
    personal: signedIn,
    degraded,
    setCookies,
  };
}

const unique = (values: readonly string[]) => [...new Set(values)];

const ENTRY_SCRIPT = /<script type="module"[^>]*src="(\/assets\/[^"]+)"[^>]*><\/script>\s*/;

/**
 * The template with the app fetched and started after the page's first paint, by the boot
 * script (src/document/boot.ts), instead of an entry script whose download (and the page's
 * chunks') would compete with the page itself before it paints.
 */
export function withDeferredApp(template: string, boot: string, chunks: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('the page template has no entry script');
  const names = escapeAttribute(JSON.stringify(chunks.map((file) => `/${file}`)));
  return template
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(
      ENTRY_SCRIPT,
      `<script type="module" src="/${escapeAttribute(boot)}" data-app-entry="${escapeAttribute(entry)}" data-app-chunks="${names}"></script>`,
    );
}

/** The template without the app's entry script (and its preloads), with the page script instead. */
export function withoutApp(template: string, script: ChunkAssets): string {
  if (!ENTRY_SCRIPT.test(template)) throw new Error('the page template has no entry script');
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(
      '</head>',
      `${script.js.map((src) => `<script type="module" src="/${escapeAttribute(src)}"></script>`).join('')}</head>`,
    );
}

/**
 * The query cache for the browser: answers and failures (a failure as what the app reads of
 * it: message, HTTP status and the api's code), so the page hydrates showing what the server
 * showed (a post that does not exist stays 'Post Not Found', not a skeleton).
 */
function dehydrateSettled(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of state.queries) {
    const error = query.state.error as { message?: unknown; data?: unknown } | null;
    if (error) {
      // A plain object: an Error's message would not survive JSON.
      query.state.error = {
        name: 'TRPCClientError',
        message: String(error.message ?? ''),
        data: error.data ?? null,
      } as unknown as Error;
    }
  }
  return state;
}

const EMPTY_ROOT = '<div id="root"></div>';
/** Elements React 19 hoists into <head> on the client; a string render leaves them in place. */
const HOISTABLE = /<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export type ComposeOptions = {
  /** Data for the browser to start from, as a JSON block (data, not a script the CSP would refuse). */
  data?: PrerenderData;
  /** Stylesheets of the page's chunks, in <head> so it paints styled. */
  css?: readonly string[];
  /** Their text, by file: written into the page as <style> (the template's own CSS too). */
  styles?: Record<string, string>;
  /** The page's chunks, preloaded so hydration does not wait for them one after another. */
  js?: readonly string[];
  /** The header and footer only: main.tsx renders the page over it instead of hydrating. */
  shell?: boolean;
  /** A page without the app (no data block, nothing for main.tsx to hydrate). */
  document?: boolean;
};

/**
 * The full page: `markup` inside #root (marked for main.tsx), its <title>/<meta>/<link> moved
 * into <head> (the page's title replaces the template's), its chunks' CSS and JavaScript
 * announced, and `data` as a JSON block page text cannot break out of.
 */
export function composeDocument(
  template: string,
  markup: string,
  options: ComposeOptions = {},
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('the page template has no empty #root');
  const hoisted = markup.match(HOISTABLE) ?? [];
  const body = markup.replace(HOISTABLE, '');
  const inline = (file: string) => {
    const text = options.styles?.[file];
    // data-href: which file it is (and Vite's loader sees the CSS of a chunk is there).
    return text !== undefined && !text.includes('</')
      ? `<style data-href="/${escapeAttribute(file)}">${text}</style>`
      : undefined;
  };
  let head = template
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(
      /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
      (link, file: string) => inline(file) ?? link,
    );
  if (hoisted.some((tag) => tag.startsWith('<title>'))) {
    head = head.replace(/<title>[\s\S]*?<\/title>/, '');
  }
  const links = [
    ...(options.css ?? []).map(
      (href) => inline(href) ?? `<link rel="stylesheet" href="/${escapeAttribute(href)}">`,
    ),
    ...(options.js ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(href)}">`,
    ),
  ];
  const json = options.data
    ? `<script type="application/json" id="prerender-data">${JSON.stringify(options.data).replace(/</g, '\\u003c')}</script>`
    : '';
  return head
    .replace('</head>', `${hoisted.join('')}${links.join('')}</head>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root" data-prerendered="${options.document ? 'document' : options.shell ? 'shell' : 'hydrate'}">${body}</div>${json}`,
    );
}

/**
 * Renders `url` with no api at all: every query stays pending, so sections show their
 * skeletons (the build's fallback documents; the browser's first render matches them).
 */
export async function renderOffline(url: string): Promise<string> {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, { fetch: () => new Promise<never>(() => {}) });
  const router = createAppRouter(
    { queryClient, trpc },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  return withoutScripts(
    renderToString(<App queryClient={queryClient} trpc={trpc} router={router} />),
  );
}

/** Every route id of the app (web/prerender.mjs checks its asset map against them). */
export function routeIds(): string[] {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, { fetch: () => new Promise<never>(() => {}) });
  return Object.keys(createAppRouter({ queryClient, trpc }).routesById);
}
