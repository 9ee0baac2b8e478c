// Server-side renders of the SPA with React's renderToString:
// - at build time (web/prerender.mjs): the landing page and the header/footer shell;
// - per request in the api (api/src/http/prerendered-post.ts): a blog post, with its data.
import type { BlogPost } from '@app/domain';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { setServerOrigin } from './lib/site-origin';
import { createTrpc, type Trpc } from './lib/trpc';
import { createAppRouter } from './router';

/** The router's server render adds inline scripts our CSP refuses and these pages do not need. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/**
 * Renders `url`. Queries not given by `seed` stay pending (their requests never settle here),
 * so those sections render their loading skeletons, exactly as the first client render does.
 */
export async function renderPage(url: string, seed?: (trpc: Trpc) => void): Promise<string> {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, { fetch: () => new Promise<never>(() => {}) });
  seed?.(trpc);
  const router = createAppRouter(
    { queryClient, trpc },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  return withoutScripts(
    renderToString(<App queryClient={queryClient} trpc={trpc} router={router} />),
  );
}

/** The data a server-rendered page carries for the browser to start from (see main.tsx). */
export type PrerenderData = { blogPost: BlogPost };

const EMPTY_ROOT = '<div id="root"></div>';
/** Elements React 19 hoists into <head> on the client; a string render leaves them in place. */
const HOISTABLE = /<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>/g;

/**
 * The full page: `markup` inside #root (marked for main.tsx: 'hydrate' or 'shell'), its
 * <title>/<meta>/<link> moved into <head> (the page's title replaces the template's), and
 * `data` as a JSON block, which is not a script the CSP would have to allow.
 */
export function composeDocument(
  template: string,
  markup: string,
  kind: 'hydrate' | 'shell',
  data?: PrerenderData,
  description?: string,
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('the page template has no empty #root');
  const hoisted = markup.match(HOISTABLE) ?? [];
  const body = markup.replace(HOISTABLE, '');
  let head = template;
  if (hoisted.some((tag) => tag.startsWith('<title>'))) {
    head = head.replace(/<title>[\s\S]*?<\/title>/, '');
  }
  if (description) {
    const content = description
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;')
      .replace(/</g, '&lt;');
    head = head.replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${content}" />`,
    );
  }
  const json = data
    ? `<script type="application/json" id="prerender-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
    : '';
  return head
    .replace('</head>', `${hoisted.join('')}</head>`)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${kind}">${body}</div>${json}`);
}

/** A published blog post as a full page (main.tsx seeds the same data before hydrating). */
export async function renderBlogPostDocument(
  template: string,
  post: BlogPost,
  origin: string,
): Promise<string> {
  setServerOrigin(origin);
  const markup = await renderPage(`/blog/${encodeURIComponent(post.slug)}`, (trpc) =>
    trpc.blog.bySlug.setData({ slug: post.slug }, post),
  );
  // The post's own description (the page sets the same one in the browser); without one the
  // site's stays until the page computes it from the text.
  const description = post.metaDescription?.trim() || post.excerpt?.trim() || undefined;
  return composeDocument(template, markup, 'hydrate', { blogPost: post }, description);
}
