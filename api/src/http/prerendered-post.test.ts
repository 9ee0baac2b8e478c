import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlogPost } from '@app/domain';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { CmsContent } from '../cms/types';
import { createLogger } from '../lib/logger';
import { prerenderedPost } from './prerendered-post';

// A build output stand-in: web/dist-ssr holds the server bundle (here a one-line renderer
// that counts its calls) and the page template; web/dist is next to it.
const web = mkdtempSync(join(tmpdir(), 'prerendered-post-'));
mkdirSync(join(web, 'dist-ssr'));
mkdirSync(join(web, 'dist'));
writeFileSync(
  join(web, 'dist-ssr', 'prerender.js'),
  [
    'export let calls = 0;',
    'export async function renderBlogPostDocument(template, post, origin) {',
    '  calls += 1;',
    "  const body = '<h1 id=\"post-title\">' + post.title + '</h1><p>' + origin + '</p>';",
    '  return template.replace(\'<div id="root"></div>\', \'<div id="root" data-prerendered="hydrate">\' + body + \'</div>\');',
    '}',
  ].join('\n'),
);
writeFileSync(join(web, 'dist-ssr', 'template.html'), '<body><div id="root"></div></body>');
afterAll(() => rmSync(web, { recursive: true, force: true }));

const post: BlogPost = {
  id: '1',
  title: 'Dosage math</script><script>alert(1)</script>',
  slug: 'dosage-math',
  content: '<p>Body</p>',
  excerpt: null,
  categories: [],
  tags: [],
  author: { firstName: 'Ana', lastName: 'Ruiz' },
  status: 'published',
  publishedAt: '2026-02-10T12:00:00.000Z',
  createdAt: '2026-02-01T12:00:00.000Z',
  updatedAt: '2026-02-10T12:00:00.000Z',
  metaTitle: null,
  metaDescription: null,
  ogImageUrl: null,
};
let current: BlogPost | null = post;
const content = {
  findPublishedPost: async (slug: string) => (slug === current?.slug ? current : null),
} as unknown as CmsContent;

const app = new Hono()
  .get(
    '/blog/:slug',
    prerenderedPost(
      join(web, 'dist'),
      'https://prep.example',
      content,
      createLogger({ quiet: true }),
    ),
  )
  .get('*', (c) => c.text('spa shell'));

describe('server-rendered blog posts', () => {
  it('renders a published post through the server bundle', async () => {
    const res = await app.request('/blog/dosage-math');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<div id="root" data-prerendered="hydrate"><h1 id="post-title">');
    expect(html).toContain('<p>https://prep.example</p>');
  });

  it('renders each version of a post once', async () => {
    const bundle = await import(join(web, 'dist-ssr', 'prerender.js'));
    const before = bundle.calls;
    await app.request('/blog/dosage-math');
    expect(bundle.calls).toBe(before);
    current = { ...post, updatedAt: '2026-03-01T00:00:00.000Z', title: 'Edited title' };
    expect(await (await app.request('/blog/dosage-math')).text()).toContain('Edited title');
    expect(bundle.calls).toBe(before + 1);
  });

  it('leaves unknown posts and odd slugs to the SPA', async () => {
    expect(await (await app.request('/blog/no-such-post')).text()).toBe('spa shell');
    expect(await (await app.request('/blog/Not_A_Slug')).text()).toBe('spa shell');
  });

  it('serves gzip to browsers that accept it', async () => {
    const res = await app.request('/blog/dosage-math', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
