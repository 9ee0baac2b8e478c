import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EXAMS, SITE_PAGE_SLUGS, type SitePageSlug } from '@app/domain';
import { Hono } from 'hono';
import type { CmsContent } from '../cms/types';

/*
 * GET /robots.txt and GET /sitemap.xml (decision 0009). The sitemap lists every public page
 * and published post, read from the CMS through the api's cached adapter, so a change the CMS
 * reports shows at the next request.
 *
 * lastmod: a post's updatedAt and an article's date, as the CMS has them; the blog list and
 * the resources page take their newest entry's. The CMS reads of the other pages carry no
 * date, so each of those pages gets a fingerprint of what it shows: lastmod is when that
 * fingerprint was first seen by this process, and at start-up the time the site's page code
 * was built (a deploy changes pages too). A page edited in the CMS after the build and before
 * a restart then goes back to the build's time: dates on the content reads would fix that.
 */

/** Kept out of crawlers: tools, the practice engine, the api and account pages. */
const DISALLOW = [
  '/admin',
  '/upload',
  '/cms',
  '/cms-api',
  '/practice',
  '/api',
  '/trpc',
  '/settings',
  '/reset-password',
  '/newsletter',
  '/subscribe/return',
  '/local-checkout',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export type SitemapEntry = { path: string; lastmod: string };

const INFO_PAGES: readonly SitePageSlug[] = SITE_PAGE_SLUGS.filter(
  (slug) => !['services', 'contact', 'resources'].includes(slug),
);
const POSTS_PER_READ = 100;

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const latest = (...dates: (string | null | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date) && !Number.isNaN(Date.parse(date as string)))
    .map((date) => new Date(date).toISOString())
    .sort()
    .at(-1) ?? null;

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${xmlEscape(`${publicUrl}${entry.path}`)}</loc><lastmod>${entry.lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export type SitemapOptions = {
  content: CmsContent;
  publicUrl: string;
  webDist: string;
};

/** The sitemap's entries, and the fingerprints that date the undated pages. */
export function createSitemap({ content, webDist }: Omit<SitemapOptions, 'publicUrl'>) {
  const bundle = join(dirname(webDist), 'dist-ssr', 'prerender.js');
  const builtAt = new Date(
    existsSync(bundle) ? statSync(bundle).mtimeMs : Date.now(),
  ).toISOString();
  const seen = new Map<string, { hash: string; since: string }>();

  /** When the page at `path` last showed something else (see the file comment). */
  function since(path: string, shown: unknown): string {
    const hash = createHash('sha1').update(JSON.stringify(shown)).digest('base64url');
    const known = seen.get(path);
    if (known?.hash === hash) return known.since;
    const date = known ? new Date().toISOString() : builtAt;
    seen.set(path, { hash, since: date });
    return date;
  }

  async function publishedPosts() {
    const posts = [];
    for (let offset = 0; ; offset += POSTS_PER_READ) {
      const { posts: page, total } = await content.listPublishedPosts({
        status: 'published',
        limit: POSTS_PER_READ,
        offset,
        category: undefined,
        q: undefined,
      });
      posts.push(...page);
      if (page.length === 0 || posts.length >= total) return posts;
    }
  }

  async function entries(): Promise<SitemapEntry[]> {
    const [posts, articles, guides, settings, testimonials, stories] = await Promise.all([
      publishedPosts(),
      content.articles(),
      content.guides(),
      content.siteSettings(),
      content.testimonials(),
      content.successStories(),
    ]);
    const examPages = await Promise.all(
      EXAMS.map(async (exam) => ({ exam, page: await content.examPage(exam.slug) })),
    );
    const subjects = (
      await Promise.all(
        EXAMS.map(async (exam) =>
          Promise.all(
            (
              await content.subjectsOfExam(exam.slug)
            ).map(async (summary) => ({
              path: `/exam/${exam.slug}/${summary.slug}`,
              page: await content.subjectPage(exam.slug, summary.slug),
            })),
          ),
        ),
      )
    ).flat();
    const sitePage = (slug: SitePageSlug) => content.page(slug);
    const [services, contact, resources, faqs] = await Promise.all([
      sitePage('services'),
      sitePage('contact'),
      sitePage('resources'),
      content.faqs('contact'),
    ]);
    const info = await Promise.all(
      INFO_PAGES.map(async (slug) => ({ slug, page: await sitePage(slug) })),
    );
    // Every page shows the footer (site settings): a change there dates them all.
    const page = (path: string, shown: unknown): SitemapEntry => ({
      path,
      lastmod: since(path, [shown, settings]),
    });

    const list: SitemapEntry[] = [
      page('/', [testimonials, stories]),
      page('/services', [services, examPages]),
      page('/contact', [contact, faqs]),
      {
        path: '/resources',
        lastmod:
          latest(
            since('/resources', [resources, guides, articles]),
            ...articles.map((a) => a.date),
          ) ?? builtAt,
      },
      {
        path: '/blog',
        lastmod:
          latest(since('/blog', settings), ...posts.map((post) => post.updatedAt)) ?? builtAt,
      },
      ...info
        .filter((entry) => entry.page !== null)
        .map((entry) => page(`/${entry.slug}`, entry.page)),
      page('/auth', null),
      page('/subscribe', null),
      ...examPages
        .filter((entry) => entry.page !== null)
        .map((entry) => page(`/exam/${entry.exam.slug}`, entry.page)),
      ...subjects
        .filter((entry) => entry.page !== null)
        .map((entry) => page(entry.path, entry.page)),
      ...articles.map((article) => ({
        path: `/resources/post/${encodeURIComponent(article.id)}`,
        lastmod: latest(article.date) ?? builtAt,
      })),
      ...posts.map((post) => ({
        path: `/blog/${encodeURIComponent(post.slug)}`,
        lastmod: latest(post.updatedAt, post.publishedAt) ?? builtAt,
      })),
    ];
    return list;
  }

  return { entries };
}

/** GET /robots.txt and GET /sitemap.xml. */
export function sitemapRoutes(publicUrl: string, content: CmsContent, webDist: string) {
  const options: SitemapOptions = { publicUrl, content, webDist };
  const sitemap = createSitemap(options);
  return new Hono()
    .get('/robots.txt', (c) =>
      c.body(robotsTxt(options.publicUrl), 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    )
    .get('/sitemap.xml', async (c) => {
      const xml = sitemapXml(options.publicUrl, await sitemap.entries());
      return c.body(xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    });
}
