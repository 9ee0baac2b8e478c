import { BRAND_NAME } from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { editorHeaders, lexicalParagraph } from './support/cms';

const baseUrl = inject('baseUrl');
const origin = new URL(baseUrl).origin;

type ListedPost = { title: string; slug: string; categories: string[]; tags: string[] };
type PostList = { posts: ListedPost[]; total: number };

/** The public list as the api serves it, for the page to be compared with. */
async function publicList(params: Record<string, string | number> = {}): Promise<PostList> {
  const query = new URLSearchParams({ status: 'published', limit: '9', offset: '0' });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const res = await fetch(`${baseUrl}/api/blog/posts?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PostList;
}

const articleTitles = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

/** Waits until the list shows `titles` (in order) and nothing else. */
async function expectListed(page: Page, titles: string[]) {
  const first = titles[0];
  if (first) await page.getByRole('heading', { level: 2, name: first, exact: true }).waitFor();
  await expect.poll(() => articleTitles(page), { timeout: 5000 }).toEqual(titles);
}

let browser: Browser;
let headers: Record<string, string>;

beforeAll(async () => {
  browser = await launchBrowser();
  headers = await editorHeaders();
});
afterAll(async () => {
  await browser?.close();
});

describe('a reader on /blog', () => {
  it('sees the published posts with categories, author, date and Read More', async () => {
    const { posts, total } = await publicList();
    expect(posts.length).toBeGreaterThan(0);
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/blog`);

    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await expectListed(
      page,
      posts.map((p) => p.title),
    );
    const first = posts[0] as ListedPost;
    const card = page.getByRole('article', { name: first.title });
    for (const category of first.categories) {
      await card.getByText(category, { exact: true }).waitFor();
    }
    expect(await card.getByRole('link', { name: /Read More/ }).getAttribute('href')).toBe(
      `/blog/${first.slug}`,
    );
    expect(await card.locator('time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    if (total <= 9) {
      expect(await page.getByRole('navigation', { name: 'Blog pages' }).count()).toBe(0);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('reads a post: title, tags with #, Back to All Posts, head tags', async () => {
    const { posts } = await publicList();
    const post = posts.find((p) => p.tags.length > 0) ?? (posts[0] as ListedPost);
    // The server sends the post already rendered; a signed-out reader gets it without the app
    // (decision 0009): no data block to hydrate from, only the public pages' small script.
    const html = await (await fetch(`${baseUrl}/blog/${post.slug}`)).text();
    expect(html).toContain('data-prerendered="document"');
    expect(html).toContain('id="post-title"');
    expect(html).not.toContain('id="prerender-data"');
    expect(html).toMatch(/<script type="module" src="\/assets\/enhance-[^"]+\.js">/);

    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/blog/${post.slug}`);

    await page.getByRole('heading', { level: 1, name: post.title, exact: true }).waitFor();
    const tags = await page
      .getByRole('list', { name: 'Tags' })
      .getByRole('listitem')
      .allTextContents();
    expect(tags).toEqual(post.tags.map((tag) => `#${tag}`));
    await page.getByRole('button', { name: 'Share' }).waitFor();
    const back = page.getByRole('link', { name: /Back to All Posts/ });
    expect(await back.getAttribute('href')).toBe('/blog');
    expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe(
      'article',
    );
    expect(await page.locator('head meta[property="og:url"]').getAttribute('content')).toBe(
      `${origin}/blog/${post.slug}`,
    );
    const description = await page
      .locator('head meta[name="description"]')
      .first()
      .getAttribute('content');
    expect(description?.length).toBeGreaterThan(0);
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await back.click();
    await page.waitForURL(`${baseUrl}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('gets Post Not Found (not the site 404) for an unknown slug', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/blog/no-such-post-anywhere`);

    await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    await page
      .getByText("The blog post you're looking for doesn't exist or has been removed.")
      .waitFor();
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    expect(problems).toEqual([]);
  });
});

describe('with more than nine published posts', () => {
  const run = Date.now().toString(36);
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india'];
  const created: { id: number; slug: string; title: string }[] = [];

  beforeAll(async () => {
    for (let i = 1; i <= 10; i++) {
      // Each title has a word no other post has, for the search step.
      const title = `Journey filler ${words[i - 1] ?? 'juliet'}${run} number ${i}`;
      const res = await fetch(`${baseUrl}/cms-api/posts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title,
          slug: `journey-filler-${run}-${i}`,
          content: lexicalParagraph(`Filler post ${i} for the blog journey.`),
          excerpt: `Filler post ${i}.`,
          categories: [{ value: i % 2 ? 'Journey Odd' : 'Journey Even' }],
          tags: [{ value: 'journey' }],
          author: { firstName: 'Erin', lastName: 'Editor' },
          status: 'published',
        }),
      });
      expect(res.status).toBe(201);
      const { doc } = (await res.json()) as { doc: { id: number; slug: string } };
      created.push({ id: doc.id, slug: doc.slug, title });
    }
  });

  afterAll(async () => {
    for (const post of created) {
      await fetch(`${baseUrl}/cms-api/posts/${post.id}`, { method: 'DELETE', headers });
    }
  });

  it('pages through the list with Previous, Next and page numbers', async () => {
    const first = await publicList();
    const second = await publicList({ offset: 9 });
    expect(first.total).toBeGreaterThan(9);
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/blog`);

    await expectListed(
      page,
      first.posts.map((p) => p.title),
    );
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    // Pages are links (crawlers and pages without JavaScript follow them).
    expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/[?&]page=2\b/);
    await expectListed(
      page,
      second.posts.map((p) => p.title),
    );
    if (first.total <= 18) {
      expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    }

    await pager.getByRole('link', { name: 'Page 1' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    await expectListed(
      page,
      first.posts.map((p) => p.title),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a search narrows the list and goes back to page 1', async () => {
    const target = created[3] as (typeof created)[number];
    const word = `${words[3]}${run}`;
    const expected = await publicList({ q: word });
    expect(expected.posts.map((p) => p.title)).toEqual([target.title]);
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/blog?page=2`);
    await page.getByRole('navigation', { name: 'Blog pages' }).waitFor();

    const box = page.getByRole('searchbox', { name: 'Search blog posts' });
    expect(await box.getAttribute('placeholder')).toBe('Search blog posts...');
    await box.fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await expectListed(page, [target.title]);
    expect(await page.getByRole('navigation', { name: 'Blog pages' }).count()).toBe(0);

    await box.fill('zz-no-post-has-this-zz');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'No blog posts found' }).waitFor();
    await page.getByText('Try adjusting your search terms or filters.').waitFor();

    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    expect(await box.inputValue()).toBe('');
    await page.getByRole('navigation', { name: 'Blog pages' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('the category filter narrows the list', async () => {
    const expected = await publicList({ category: 'Journey Even' });
    expect(expected.total).toBe(5);
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/blog`);
    await page.getByRole('article').first().waitFor();

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Journey Even');
    await page.waitForURL((url) => url.searchParams.get('category') === 'Journey Even');
    await expectListed(
      page,
      expected.posts.map((p) => p.title),
    );
    expect(await page.getByRole('navigation', { name: 'Blog pages' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("shows an editor's new title after a reload within a few seconds", async () => {
    const post = created[0] as (typeof created)[number];
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/blog/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.title, exact: true }).waitFor();

    const renamed = `${post.title} (revised)`;
    const patch = await fetch(`${baseUrl}/cms-api/posts/${post.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title: renamed }),
    });
    expect(patch.status).toBe(200);

    const heading = page.getByRole('heading', { level: 1 });
    const deadline = Date.now() + 5000;
    let shown = '';
    while (Date.now() < deadline) {
      await page.reload();
      await page.getByRole('article').waitFor();
      shown = (await heading.textContent()) ?? '';
      if (shown === renamed) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(shown).toBe(renamed);
    // One title pattern for every page, blog posts too (issue 24).
    expect(await page.title()).toBe(`${renamed} — ${BRAND_NAME}`);
    expect(problems).toEqual([]);
  });
});
