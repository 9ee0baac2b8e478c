import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BlogPost } from '@app/domain';
import type { MiddlewareHandler } from 'hono';
import type { CmsContent } from '../cms/types';
import type { Logger } from '../lib/logger';

type Renderer = {
  renderBlogPostDocument(template: string, post: BlogPost, origin: string): Promise<string>;
};
type Page = { html: string; gzip: Uint8Array<ArrayBuffer> };

const MAX_CACHED = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * GET /blog/{slug} of a published post, rendered on the server with its content and data
 * (web/src/prerender.tsx, built into web/dist-ssr/), so the post paints before any JavaScript
 * runs and the browser hydrates it (decision 0005). Pages are cached per post version (slug +
 * updatedAt, so an edit in the CMS renders anew). Without a server bundle (development, or a
 * build without it), or for an unknown post, the request goes on to the SPA as before.
 */
export function prerenderedPost(
  webDist: string,
  publicUrl: string,
  content: CmsContent,
  log: Logger,
): MiddlewareHandler {
  const ssrDir = join(dirname(webDist), 'dist-ssr');
  const bundle = join(ssrDir, 'prerender.js');
  const templatePath = join(ssrDir, 'template.html');
  const available = existsSync(bundle) && existsSync(templatePath);
  const template = available ? readFileSync(templatePath, 'utf8') : '';
  let renderer: Promise<Renderer> | undefined;
  const cache = new Map<string, Page>();

  async function page(post: BlogPost): Promise<Page> {
    const key = `${post.slug}\u0000${post.updatedAt}`;
    const hit = cache.get(key);
    if (hit) return hit;
    renderer ??= import(pathToFileURL(bundle).href) as Promise<Renderer>;
    const html = await (await renderer).renderBlogPostDocument(template, post, publicUrl);
    const rendered: Page = { html, gzip: new Uint8Array(gzipSync(html)) };
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, rendered);
    return rendered;
  }

  return async (c, next) => {
    if (!available || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const slug = c.req.param('slug');
    if (!slug || !SLUG.test(slug)) return next();
    let rendered: Page;
    try {
      const post = await content.findPublishedPost(slug);
      if (!post) return next();
      rendered = await page(post);
    } catch (error) {
      log.error('blog post server render failed; serving the SPA', {
        slug,
        error: error instanceof Error ? error.message : String(error),
      });
      return next();
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    if ((c.req.header('accept-encoding') ?? '').includes('gzip')) {
      return c.body(rendered.gzip, 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    return c.body(rendered.html, 200, headers);
  };
}
