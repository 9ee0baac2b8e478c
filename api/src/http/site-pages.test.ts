import { lexicalDocument } from '@app/cms/lexical';
import { seedCms } from '@app/cms/seed';
import {
  type ArticleDetail,
  type BlogList,
  type BlogPost,
  BRAND_NAME,
  EXAMS,
  type ExamPage,
  type Faq,
  REVIEW_MESSAGES,
  type SitePage,
  type SubjectPage,
  type SubjectSummary,
  withSiteName,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteContext, decodeHtml, type Html, renderedPage } from '../test/rendered-html';
import type { TestContext } from '../test/test-deps';

/*
 * Every public page as a crawler or a link preview gets it: the first HTML, no JavaScript.
 * The real app renders with the real web build (web/dist, web/dist-ssr), built here when it
 * is missing or older than its sources, on a seeded CMS.
 */

let t: TestContext;
let origin: string;

beforeAll(async () => {
  t = await createSiteContext();
  origin = t.config.publicUrl;
  await seedCms(t.payload, {
    adminEmail: 'editor@example.com',
    adminPassword: 'a-long-enough-password-1',
    log: () => {},
  });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

// --- Reading raw HTML (test/rendered-html.ts) -----------------------------------------------

const page = (path: string, headers: Record<string, string> = {}) =>
  renderedPage(t.app, path, headers);

async function api<T>(path: string): Promise<T> {
  const res = await t.app.request(`/api${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** What every public page's head must say. */
function expectHead(html: Html, expected: { title: string; description: string; path: string }) {
  expect(html.status).toBe(200);
  expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(html.title).toBe(expected.title);
  // One title pattern everywhere: '{page} — {brand}' (an editor's '| {brand}' included).
  expect(html.title).toMatch(
    new RegExp(`^(?!.*\\| ${BRAND_NAME})(.+ — ${BRAND_NAME}|${BRAND_NAME} — .+)$`),
  );
  expect(html.title).not.toMatch(/not found/i);
  expect(html.meta('description')).toEqual(expected.description);
  const url = `${origin}${expected.path}`;
  expect(html.canonical).toBe(url);
  expect(html.meta('og:title')).toBe(expected.title);
  expect(html.meta('og:description')).toEqual(expected.description);
  expect(html.meta('og:url')).toBe(url);
  expect(html.meta('og:type')).toMatch(/^(website|article)$/);
  expect(html.meta('og:image')).toMatch(/^https?:\/\/.+\.(jpg|png)$/);
  expect(html.meta('twitter:card')).toBe('summary_large_image');
  expect(html.meta('twitter:title')).toBe(expected.title);
  expect(html.meta('twitter:description')).toEqual(expected.description);
  // One of each: a second description (the site's and the page's) would confuse readers.
  expect(html.head.match(/<meta name="description"/g)).toHaveLength(1);
  expect(html.head.match(/<title>/g)).toHaveLength(1);
}

const typesOf = (html: Html) => html.jsonLd.map((data) => data['@type']);

// --- The pages --------------------------------------------------------------------------------

describe('the first HTML of every public page', () => {
  it('/: the landing, with who we are as structured data', async () => {
    const html = await page('/');
    expectHead(html, {
      title: `${BRAND_NAME} — Nursing and Academic Entrance Exam Practice`,
      description: expect.stringContaining('3 free questions per exam') as unknown as string,
      path: '/',
    });
    expect(html.h1).toBe('Pass your nursing and academic entrance exams with confidence');
    for (const heading of [
      'Supported Exam Types',
      'What Our Clients Say',
      REVIEW_MESSAGES.storiesTitleWithSamples,
    ]) {
      expect(html.main).toContain(heading);
    }
    // The seeded reviews and score reports are samples, and the page says so (decision 0022).
    expect(html.main).not.toContain('Real Student Success Stories');
    expect(html.main).toContain(REVIEW_MESSAGES.testimonialSamplesNote);
    expect(html.main).toContain(REVIEW_MESSAGES.storySamplesNote);
    // The sections' data is in the page, not loading skeletons.
    const testimonials = await api<{ name: string }[]>('/content/testimonials');
    for (const { name } of testimonials) expect(html.main).toContain(name);
    const stories = await api<unknown[]>('/content/success-stories');
    // A "Sample" label on every card and picture, and the word once in each section's note.
    expect(html.main.match(/\bSample\b/g) ?? []).toHaveLength(
      testimonials.length + stories.length + 2,
    );
    expect(html.main).toContain('ATI TEAS 7');
    const organization = html.jsonLd.find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: BRAND_NAME, url: `${origin}/` });
  });

  it('the CMS pages: /services, /about, /contact, /resources, /help, /privacy, /terms, /accessibility', async () => {
    for (const slug of [
      'services',
      'about',
      'contact',
      'resources',
      'help',
      'privacy',
      'terms',
      'accessibility',
    ]) {
      const content = await api<SitePage>(`/content/pages/${slug}`);
      const html = await page(`/${slug}`);
      expectHead(html, {
        title: withSiteName(content.seo.title),
        description: content.seo.description,
        path: `/${slug}`,
      });
      expect(html.h1, slug).toBe(content.hero.title || content.title);
      for (const section of content.sections.slice(0, 2))
        expect(html.main, slug).toContain(section.heading);
    }
  });

  it('/contact shows its FAQ, also as FAQPage data', async () => {
    const faqs = await api<Faq[]>('/content/faqs?group=contact');
    expect(faqs.length).toBeGreaterThan(0);
    const html = await page('/contact');
    for (const faq of faqs) expect(html.main).toContain(faq.question);
    const data = html.jsonLd.find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: { name: string }[];
    };
    expect(data.mainEntity.map((q) => q.name)).toEqual(faqs.map((faq) => faq.question));
  });

  it('/resources lists the articles, and each article has its own page', async () => {
    const articles = await api<ArticleDetail[]>('/content/articles');
    const html = await page('/resources');
    for (const article of articles) expect(html.main).toContain(article.title);
    const first = articles[0] as ArticleDetail;
    const article = await page(`/resources/post/${first.id}`);
    expectHead(article, {
      title: `${first.title} — ${BRAND_NAME}`,
      description: first.excerpt.slice(0, 160),
      path: `/resources/post/${first.id}`,
    });
    expect(article.h1).toBe(first.title);
  });

  it('/blog lists the posts; each post arrives whole, as BlogPosting data', async () => {
    const { posts } = await api<BlogList>('/blog/posts?limit=9');
    expect(posts.length).toBeGreaterThan(0);
    const list = await page('/blog');
    expectHead(list, {
      title: `Blog — ${BRAND_NAME}`,
      description: 'Study tips, exam strategies and news for nursing and academic entrance exams.',
      path: '/blog',
    });
    for (const post of posts) expect(list.main).toContain(post.title);

    const post = posts[0] as BlogPost;
    const html = await page(`/blog/${post.slug}`);
    expect(html.status).toBe(200);
    expect(html.title).toBe(withSiteName(post.metaTitle || post.title));
    expect(html.canonical).toBe(`${origin}/blog/${post.slug}`);
    expect(html.meta('og:type')).toBe('article');
    expect(html.h1).toBe(post.title);
    const body = decodeHtml(post.content.replace(/<[^>]*>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    expect(html.main).toContain(body.slice(0, 60));
    const data = html.jsonLd.find((item) => item['@type'] === 'BlogPosting');
    expect(data).toMatchObject({ headline: post.title, url: `${origin}/blog/${post.slug}` });
  });

  it('sends a form the browser submitted itself back to its page, keeping nothing', async () => {
    // The sign-in form posts: without JavaScript a password never goes into an address.
    const form = /<form\b[^>]*aria-label="Welcome back"[^>]*>/.exec(
      (await page('/auth')).html,
    )?.[0];
    expect(form).toContain('method="post"');
    const res = await t.app.request('/auth?redirect=/settings', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=secret',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth?redirect=/settings');
  });

  it('/auth: the sign-in screen', async () => {
    const html = await page('/auth');
    expectHead(html, {
      title: `Sign In — ${BRAND_NAME}`,
      description: expect.stringContaining('free account') as unknown as string,
      path: '/auth',
    });
    expect(html.main).toContain('Try Demo Account');
    expect(html.main).toContain('Forgot Password');
  });

  it('every exam page, at /exam/{exam} and /{exam}, with FAQPage data where it shows FAQs', async () => {
    for (const exam of EXAMS) {
      const content = await api<ExamPage>(`/content/exam-pages/${exam.slug}`);
      for (const path of [`/exam/${exam.slug}`, `/${exam.slug}`]) {
        const html = await page(path);
        expectHead(html, {
          title: withSiteName(content.seo.title),
          description: content.seo.description,
          path: `/exam/${exam.slug}`,
        });
        expect(html.h1, path).toBe(content.hero.title);
        expect(html.main).toContain(content.cta.button);
        expect(typesOf(html).includes('FAQPage'), path).toBe(content.faqs.length > 0);
      }
    }
  });

  it('every subject page, its title and text from the CMS, with BreadcrumbList data', async () => {
    let pages = 0;
    for (const exam of EXAMS) {
      const subjects = await api<SubjectSummary[]>(`/content/subjects/${exam.slug}`);
      for (const summary of subjects) {
        const content = await api<SubjectPage>(`/content/subjects/${exam.slug}/${summary.slug}`);
        const path = `/exam/${exam.slug}/${summary.slug}`;
        const html = await page(path);
        expectHead(html, {
          title: withSiteName(content.seo.title),
          description: content.seo.description,
          path,
        });
        expect(html.title).toContain(BRAND_NAME);
        expect(html.h1).toBe(`${content.title} Practice`);
        expect(html.main).toContain(content.overview[0]);
        const crumbs = html.jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as {
          itemListElement: { name: string; item: string }[];
        };
        expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
          `${origin}/services`,
          `${origin}/exam/${exam.slug}`,
          `${origin}${path}`,
        ]);
        pages += 1;
      }
    }
    expect(pages).toBeGreaterThan(20);
  });
});

describe('what does not exist', () => {
  it('answers 404 with the not-found page: unknown paths, exams, subjects, posts, articles', async () => {
    for (const path of [
      '/no-such-page',
      '/no/such/page',
      '/bar-exam',
      '/exam/bar-exam',
      '/exam/bar-exam/torts',
      '/exam/ati-teas-7/no-such-subject',
      '/exams/bar-exam',
      '/resources/post/999999',
      '/practice/99',
      '/practice/abc',
      '/practice/0',
    ]) {
      const html = await page(path);
      expect(html.status, path).toBe(404);
      expect(html.h1, path).toBe('404 Page Not Found');
      expect(html.meta('robots'), path).toBe('noindex');
    }
    const post = await page('/blog/no-such-post');
    expect(post.status).toBe(404);
    expect(post.h1).toBe('Post Not Found');
  });

  it('sends the old /exams/{slug} links to /exam/{slug} for good', async () => {
    const res = await t.app.request('/exams/ged');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/exam/ged');
  });
});

describe('a draft preview', () => {
  it('shows a CMS editor the draft with its banner, never kept; everyone else Post Not Found', async () => {
    await t.payload.create({
      collection: 'posts',
      overrideAccess: true,
      data: {
        title: 'Unpublished Thoughts',
        slug: '',
        status: 'draft',
        content: lexicalDocument([{ p: 'Not ready yet.' }]) as never,
      },
    });
    const path = '/blog/unpublished-thoughts';
    // A visitor first: the 404 page is kept for that address …
    const anonymous = await page(path);
    expect(anonymous.status).toBe(404);
    expect(anonymous.h1).toBe('Post Not Found');
    expect(anonymous.main).not.toContain('Not ready yet.');

    // … which a CMS editor (signed in to /cms only) never gets: their page is the draft.
    const { token } = await t.payload.login({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'a-long-enough-password-1' },
    });
    const preview = await page(path, { cookie: `payload-token=${token}` });
    expect(preview.status).toBe(200);
    expect(preview.h1).toBe('Unpublished Thoughts');
    expect(preview.main).toContain('Draft preview');
    expect(preview.main).toContain('Not ready yet.');
    expect(preview.meta('robots')).toBe('noindex');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');

    // And the preview is not kept for the next visitor.
    const after = await page(path);
    expect(after.status).toBe(404);
    expect(after.main).not.toContain('Not ready yet.');
    expect(after.main).not.toContain('Draft preview');
  });
});

// --- robots.txt and sitemap.xml -----------------------------------------------------------------

async function sitemap(): Promise<Map<string, string>> {
  const res = await t.app.request('/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const entries = new Map<string, string>();
  for (const match of xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)) {
    entries.set((match[1] as string).replace(origin, ''), match[2] as string);
  }
  expect(xml.match(/<url>/g)?.length).toBe(entries.size);
  for (const lastmod of entries.values()) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
  return entries;
}

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps the tools, practice and the api out and names the sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ['/admin', '/cms', '/practice', '/api']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });

  it('lists every public page and published post, with lastmod', async () => {
    const entries = await sitemap();
    const expected = [
      '/',
      '/services',
      '/about',
      '/contact',
      '/resources',
      '/blog',
      '/help',
      '/privacy',
      '/terms',
      '/accessibility',
      '/auth',
      ...EXAMS.map((exam) => `/exam/${exam.slug}`),
    ];
    for (const exam of EXAMS) {
      const subjects = await api<SubjectSummary[]>(`/content/subjects/${exam.slug}`);
      expected.push(...subjects.map((subject) => `/exam/${exam.slug}/${subject.slug}`));
    }
    const { posts, total } = await api<BlogList>('/blog/posts?limit=50');
    expect(posts.length).toBe(total);
    for (const post of posts) {
      expected.push(`/blog/${post.slug}`);
      expect(entries.get(`/blog/${post.slug}`)).toBe(new Date(post.updatedAt).toISOString());
    }
    const articles = await api<ArticleDetail[]>('/content/articles');
    expected.push(...articles.map((article) => `/resources/post/${article.id}`));
    for (const path of expected) expect(entries.has(path), path).toBe(true);
    // Nothing private.
    for (const path of entries.keys())
      expect(path).not.toMatch(/^\/(admin|cms|practice|api|settings)/);
  });

  it('changes when a post is published, and so do the pages the CMS change touches', async () => {
    const before = await sitemap();
    const blogBefore = await page('/blog');
    expect(blogBefore.status).toBe(200);
    // Kept: a second visit is not rendered again (no Server-Timing of a render).
    const again = await t.app.request('/blog');
    expect(again.headers.get('server-timing')).toBeNull();

    // Published by an editor in this process (the CMS's change hook tells the api).
    const post = await t.payload.create({
      collection: 'posts',
      overrideAccess: true,
      draft: false,
      data: {
        title: 'Sitemap Fresh Post',
        slug: '',
        status: 'published',
        publishedAt: new Date().toISOString(),
        content: lexicalDocument([{ p: 'Brand new advice.' }]) as never,
        categories: [],
        tags: [],
      },
    });
    const path = `/blog/${post.slug}`;
    expect(before.has(path)).toBe(false);
    const after = await sitemap();
    expect(after.get(path)).toBe(new Date(post.updatedAt).toISOString());
    expect(after.size).toBe(before.size + 1);

    expect((await page('/blog')).main).toContain('Sitemap Fresh Post');
    const html = await page(path);
    expect(html.status).toBe(200);
    expect(html.h1).toBe('Sitemap Fresh Post');
    // Spec §9: a post without an author is by 'the team' in its structured data.
    const data = html.jsonLd.find((item) => item['@type'] === 'BlogPosting') as {
      author: { name: string };
    };
    expect(data.author.name).toBe('the team');
  });

  it("drops kept pages when another process's CMS reports a change", async () => {
    await page('/about');
    expect((await t.app.request('/about')).headers.get('server-timing')).toBeNull();
    const notice = await t.app.request('/internal/cms-changed', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-cms-webhook-secret': t.config.cms.webhookSecret,
      },
      body: JSON.stringify({ collection: 'pages', id: 1, operation: 'update' }),
    });
    expect(notice.status).toBe(200);
    expect((await t.app.request('/about')).headers.get('server-timing')).toMatch(/^render;dur=/);
  });
});
