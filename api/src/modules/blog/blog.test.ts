import { lexicalDocument } from '@app/cms/lexical';
import { BLOG_CATEGORIES_MAX, type BlogList, type BlogPost } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mostUsedCategories } from '../../cms/posts';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;

async function createPost(data: {
  title: string;
  status: 'draft' | 'published';
  categories?: string[];
  excerpt?: string;
  publishedAt?: string;
}) {
  return t.payload.create({
    collection: 'posts',
    overrideAccess: true,
    draft: false,
    data: {
      title: data.title,
      slug: '', // derived from the title by the collection's hook
      status: data.status,
      excerpt: data.excerpt,
      publishedAt: data.publishedAt,
      content: lexicalDocument([
        { h2: `About ${data.title}` },
        { p: 'Plan **daily** practice.' },
      ]) as never,
      categories: (data.categories ?? []).map((value) => ({ value })),
      tags: [{ value: 'study' }],
      author: { firstName: 'Ada', lastName: 'Reyes' },
    },
  });
}

async function list(query: string) {
  const res = await t.app.request(`/api/blog/posts?${query}`);
  return { status: res.status, body: (await res.json()) as BlogList & { message?: string } };
}

beforeAll(async () => {
  t = await createTestContext();
  await createPost({
    title: 'TEAS Reading Plan',
    status: 'published',
    categories: ['ATI TEAS 7'],
    publishedAt: '2026-01-05T12:00:00.000Z',
    excerpt: 'Four weeks of reading practice.',
  });
  await createPost({
    title: 'HESI Math Warm-up',
    status: 'published',
    categories: ['HESI A2', 'Math'],
    publishedAt: '2026-02-10T12:00:00.000Z',
  });
  await createPost({ title: 'Unfinished Draft', status: 'draft', categories: ['ATI TEAS 7'] });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/blog/posts', () => {
  it('returns { posts, total } with only published posts, newest first, content as HTML', async () => {
    const { status, body } = await list('status=published&limit=9&offset=0');
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.posts.map((p) => p.title)).toEqual(['HESI Math Warm-up', 'TEAS Reading Plan']);
    const reading = body.posts[1] as BlogPost;
    expect(reading).toMatchObject({
      slug: 'teas-reading-plan',
      status: 'published',
      categories: ['ATI TEAS 7'],
      tags: ['study'],
      author: { firstName: 'Ada', lastName: 'Reyes' },
      excerpt: 'Four weeks of reading practice.',
      publishedAt: '2026-01-05T12:00:00.000Z',
    });
    expect(reading.content).toContain('<h2>About TEAS Reading Plan</h2>');
    expect(reading.content).toContain('<strong>daily</strong>');
  });

  it('filters by category and by search text, and pages by offset', async () => {
    expect((await list('category=Math')).body.posts.map((p) => p.title)).toEqual([
      'HESI Math Warm-up',
    ]);
    expect((await list('category=ATI%20TEAS%207')).body.total).toBe(1);
    expect((await list('q=reading')).body.posts.map((p) => p.title)).toEqual(['TEAS Reading Plan']);
    expect((await list('q=draft')).body.total).toBe(0);
    const second = await list('limit=1&offset=1');
    expect(second.body.total).toBe(2);
    expect(second.body.posts.map((p) => p.title)).toEqual(['TEAS Reading Plan']);
  });

  it('rejects bad paging input with a 400 that names the field', async () => {
    expect(await list('limit=0')).toEqual({
      status: 400,
      body: {
        message: 'limit: must be at least 1',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'limit', message: 'must be at least 1' }],
      },
    });
    expect((await list('limit=abc')).status).toBe(400);
    expect((await list('offset=-9')).body.message).toBe('offset: must not be negative');
    expect((await list('status=draft')).status).toBe(400);
  });

  it('shows a newly published post at once (the CMS reports the change)', async () => {
    expect((await list('limit=9')).body.total).toBe(2);
    const draft = await t.payload.find({
      collection: 'posts',
      where: { slug: { equals: 'unfinished-draft' } },
    });
    await t.payload.update({
      collection: 'posts',
      id: draft.docs[0]?.id as number,
      data: { status: 'published' },
    });
    const after = await list('limit=9');
    expect(after.body.total).toBe(3);
    expect(after.body.posts[0]?.title).toBe('Unfinished Draft');
    await t.payload.update({
      collection: 'posts',
      id: draft.docs[0]?.id as number,
      data: { status: 'draft' },
    });
    expect((await list('limit=9')).body.total).toBe(2);
  });
});

describe("blog.categories (the list's category menu)", () => {
  it('lists every category of the published posts, whatever list is on screen; no drafts', async () => {
    await createPost({ title: 'Secret Plans', status: 'draft', categories: ['Unreleased'] });
    const res = await t.app.request('/trpc/blog.categories');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: string[] } };
    expect(body.result.data).toEqual(['ATI TEAS 7', 'HESI A2', 'Math']);
  });

  it('keeps the most used categories when there are more than the menu holds', () => {
    const posts = Array.from({ length: BLOG_CATEGORIES_MAX + 20 }, (_, i) => ({
      categories: [{ value: `Topic ${String(i).padStart(3, '0')}` }, { value: 'Everywhere' }],
    }));
    const menu = mostUsedCategories(posts);
    expect(menu).toHaveLength(BLOG_CATEGORIES_MAX);
    expect(menu).toContain('Everywhere');
    expect(menu).toEqual([...menu].sort((a, b) => a.localeCompare(b)));
  });
});

describe('GET /api/blog/posts/{slug}', () => {
  it('returns a published post and 404 "Post not found" for drafts and unknown slugs', async () => {
    const res = await t.app.request('/api/blog/posts/hesi-math-warm-up');
    expect(res.status).toBe(200);
    expect(((await res.json()) as BlogPost).categories).toEqual(['HESI A2', 'Math']);
    for (const slug of ['unfinished-draft', 'no-such-post']) {
      const missing = await t.app.request(`/api/blog/posts/${slug}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Post not found', code: 'NOT_FOUND' });
    }
    expect((await t.app.request('/api/blog/posts/Bad%20Slug!')).status).toBe(400);
  });
});

describe('POST /internal/cms-changed', () => {
  it('refuses a request without the shared secret', async () => {
    const res = await t.app.request('/internal/cms-changed', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'posts', id: 1, operation: 'update' }),
    });
    expect(res.status).toBe(401);
  });

  it('drops cached posts when the CMS process reports a change', async () => {
    expect((await list('limit=9')).body.posts[0]?.title).toBe('HESI Math Warm-up');
    // A change made by another process: no in-process hook fires here.
    const post = await t.payload.find({
      collection: 'posts',
      where: { slug: { equals: 'hesi-math-warm-up' } },
    });
    await t.payload.db.updateOne({
      collection: 'posts',
      id: post.docs[0]?.id as number,
      data: { title: 'HESI Math Warm-up (revised)' },
    });
    expect((await list('limit=9')).body.posts[0]?.title).toBe('HESI Math Warm-up');
    const res = await t.app.request('/internal/cms-changed', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-cms-webhook-secret': t.config.cms.webhookSecret,
      },
      body: JSON.stringify({ collection: 'posts', id: post.docs[0]?.id, operation: 'update' }),
    });
    expect(res.status).toBe(200);
    expect((await list('limit=9')).body.posts[0]?.title).toBe('HESI Math Warm-up (revised)');
  });
});
