import {
  BLOG_FORM_MESSAGES,
  type BlogList,
  type BlogPost,
  DEMO_ACCOUNT,
  AUTH_MESSAGES as M,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, browserClient } from '../../test/browser-client';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
let admin: BrowserClient;
let student: BrowserClient;
let demo: BrowserClient;
let visitor: BrowserClient;

const ADMIN_EMAIL = 'blog-admin@example.com';

beforeAll(async () => {
  t = await createTestContext({
    ADMIN_EMAIL,
    ADMIN_PASSWORD: 'admin-test-passphrase',
    DEMO_ACCOUNT: 'on',
  });
  const origin = t.config.publicUrl;
  visitor = browserClient(t.app, origin);
  admin = browserClient(t.app, origin);
  expect(
    (await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: 'admin-test-passphrase' }))
      .status,
  ).toBe(200);
  student = browserClient(t.app, origin);
  expect(
    (
      await student.post('/api/auth/register', {
        email: 'student@example.com',
        password: 'student-passphrase',
        firstName: 'Stu',
      })
    ).status,
  ).toBe(201);
  demo = browserClient(t.app, origin, { ip: '198.51.100.7' });
  expect(
    (
      await demo.post('/api/auth/login', {
        email: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
        firstName: '',
        lastName: '',
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const del = (client: BrowserClient, path: string) => client.request('DELETE', path);

function postBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Admin Written Post',
    content: '<h2>Plan</h2><p>Study <strong>daily</strong>.</p>',
    excerpt: 'A plan.',
    categories: ['ATI TEAS 7'],
    tags: ['study'],
    status: 'draft',
    publishedAt: null,
    metaTitle: '',
    metaDescription: '',
    ogImageUrl: '',
    ...overrides,
  };
}

/**
 * The audit rows of one post. SQLite may give a new post the id of a deleted one (Payload's
 * tables have no AUTOINCREMENT), so a row is matched by id and by the slug it records.
 */
async function auditRows(entityId: string, slug?: string) {
  const rows = await t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'post')
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  if (!slug) return rows;
  return rows.filter((row) => JSON.parse(row.after ?? row.before ?? '{}').slug === slug);
}

async function publicList(): Promise<BlogList> {
  return (await visitor.get('/api/blog/posts?status=published&limit=50&offset=0')).body;
}

describe('who may write (spec §6: admins manage content)', () => {
  it('answers 401 signed out and 403 to students and the demo account, and writes nothing', async () => {
    const calls = [
      (c: BrowserClient) => c.post('/api/blog/posts', postBody()),
      (c: BrowserClient) => c.patch('/api/blog/posts/1', { title: 'x' }),
      (c: BrowserClient) => del(c, '/api/blog/posts/1'),
      (c: BrowserClient) => c.get('/api/blog/stats'),
    ];
    for (const call of calls) {
      expect((await call(visitor)).status).toBe(401);
      const refused = await call(student);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: M.adminOnly, code: 'ADMIN_ONLY' });
      expect((await call(demo)).status).toBe(403);
    }
    // The same rule over tRPC.
    const trpc = await student.post('/trpc/blog.create', postBody());
    expect(trpc.status).toBe(403);
    expect((await admin.get('/api/blog/stats')).body).toEqual({
      total: 0,
      published: 0,
      drafts: 0,
    });
  });
});

describe('POST /api/blog/posts', () => {
  it('creates a draft as the admin’s CMS user, stores the HTML as rich text and audits it', async () => {
    const res = await admin.post('/api/blog/posts', postBody());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const post = res.body as BlogPost;
    expect(post).toMatchObject({
      title: 'Admin Written Post',
      slug: 'admin-written-post',
      status: 'draft',
      publishedAt: null,
      excerpt: 'A plan.',
      categories: ['ATI TEAS 7'],
      tags: ['study'],
      author: { firstName: 'Site' },
      metaTitle: null,
      metaDescription: null,
      ogImageUrl: null,
    });
    expect(post.content).toBe('<h2>Plan</h2><p>Study <strong>daily</strong>.</p>');
    expect(res.headers.get('cache-control')).toBe('no-store');

    // Stored as Lexical, written by the CMS user of the admin's e-mail (created on first use).
    const stored = await t.payload.findByID({ collection: 'posts', id: post.id, depth: 0 });
    expect((stored.content as { root: { type: string } }).root.type).toBe('root');
    const cmsUsers = await t.payload.find({
      collection: 'users',
      where: { email: { equals: ADMIN_EMAIL } },
    });
    expect(cmsUsers.totalDocs).toBe(1);

    const [row, ...more] = await auditRows(post.id, 'admin-written-post');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ action: 'post.create', entity: 'post', actor_email: ADMIN_EMAIL });
    expect(row?.before).toBeNull();
    expect(JSON.parse(row?.after ?? '{}')).toMatchObject({ id: post.id, status: 'draft' });

    // A draft is not public.
    expect((await publicList()).posts.map((p) => p.slug)).not.toContain('admin-written-post');
    expect((await visitor.get('/api/blog/posts/admin-written-post')).status).toBe(404);
  });

  it('publishes at once: the public list and the post show it straight away', async () => {
    const before = await publicList(); // cached now
    const started = Date.now();
    const res = await admin.post(
      '/api/blog/posts',
      postBody({ title: 'Published Right Away', status: 'published' }),
    );
    expect(res.status).toBe(201);
    const post = res.body as BlogPost;
    expect(post.status).toBe('published');
    expect(Date.parse(post.publishedAt ?? '')).toBeGreaterThanOrEqual(started - 1000);
    const after = await publicList();
    expect(after.total).toBe(before.total + 1);
    expect(after.posts[0]?.slug).toBe('published-right-away');
    const one = await visitor.get('/api/blog/posts/published-right-away');
    expect(one.status).toBe(200);
    expect(one.body.title).toBe('Published Right Away');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('removes scripts, handlers and javascript: links before storing', async () => {
    const res = await admin.post(
      '/api/blog/posts',
      postBody({
        title: 'Hostile Markup',
        status: 'published',
        content:
          '<p onclick="window.__pwned=1">Hello <a href="javascript:window.__pwned=1">click</a> ' +
          '<a href="https://example.com/ok" onmouseover="x()">ok</a></p>' +
          '<script>window.__pwned=1</script><img src="x" onerror="window.__pwned=1">' +
          '<iframe src="javascript:alert(1)"></iframe><style>p{}</style>',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const html = (res.body as BlogPost).content;
    expect(html).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|iframe|<img|<style/i);
    expect(html).toContain('<a href="https://example.com/ok">ok</a>');
    expect(html).toContain('Hello');
  });

  it('rejects bad input with 400 and a message per field (spec §5)', async () => {
    const res = await admin.post(
      '/api/blog/posts',
      postBody({
        title: '   ',
        content: ' ',
        metaTitle: 'x'.repeat(61),
        metaDescription: 'y'.repeat(161),
        ogImageUrl: 'javascript:alert(1)',
        categories: ['ok', '  '],
        tags: 'not a list',
        status: 'scheduled',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const byField = Object.fromEntries(
      (res.body.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
    );
    expect(byField).toEqual({
      title: BLOG_FORM_MESSAGES.titleRequired,
      content: BLOG_FORM_MESSAGES.contentRequired,
      metaTitle: 'Meta title must be at most 60 characters',
      metaDescription: 'Meta description must be at most 160 characters',
      ogImageUrl: BLOG_FORM_MESSAGES.ogImageUrl,
      'categories.1': BLOG_FORM_MESSAGES.categoryEmpty,
      tags: 'must be a list of texts',
      status: BLOG_FORM_MESSAGES.status,
    });
    expect(res.body.message).toContain('Title is required');
    expect(res.body.message).toContain('Meta title must be at most 60 characters');
    expect(
      (await admin.post('/api/blog/posts', postBody({ title: undefined }))).body.issues,
    ).toEqual([{ path: 'title', message: BLOG_FORM_MESSAGES.titleRequired }]);
  });

  it('refuses content that is nothing once sanitised, and a title whose slug is taken', async () => {
    const empty = await admin.post(
      '/api/blog/posts',
      postBody({ title: 'Only A Script', content: '<script>alert(1)</script>' }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([
      { path: 'content', message: BLOG_FORM_MESSAGES.contentRequired },
    ]);
    const taken = await admin.post('/api/blog/posts', postBody({ title: 'Admin Written Post!' }));
    expect(taken.status).toBe(400);
    expect(taken.body.issues).toEqual([{ path: 'title', message: BLOG_FORM_MESSAGES.slugTaken }]);
  });

  it('ignores a publishedAt sent by the client (spec §4: publishing sets it)', async () => {
    const res = await admin.post(
      '/api/blog/posts',
      postBody({ title: 'Back Dated', status: 'draft', publishedAt: '2001-01-01T00:00:00.000Z' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.publishedAt).toBeNull();
    await del(admin, `/api/blog/posts/${res.body.id}`);
  });
});

describe('PATCH /api/blog/posts/{id}', () => {
  it('changes the fields sent, applies the publish rules of spec §4, and audits before/after', async () => {
    const created = (await admin.post('/api/blog/posts', postBody({ title: 'Editable Post' })))
      .body as BlogPost;
    const path = `/api/blog/posts/${created.id}`;

    // Publish: publishedAt becomes now.
    const published = await admin.patch(path, { status: 'published', publishedAt: null });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.status).toBe('published');
    const firstPublished = published.body.publishedAt as string;
    expect(firstPublished).toBeTruthy();
    expect((await visitor.get('/api/blog/posts/editable-post')).status).toBe(200);

    // Editing a published post keeps its date; the fields not sent are kept.
    const edited = await admin.patch(path, {
      title: 'Editable Post, Revised',
      content: '<p>New text</p>',
      status: 'published',
      categories: [' HESI A2 ', 'Math'],
      metaTitle: 'Short title',
      ogImageUrl: 'https://example.com/og.png',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Editable Post, Revised',
      slug: 'editable-post', // the address stays
      content: '<p>New text</p>',
      categories: ['HESI A2', 'Math'],
      tags: ['study'],
      excerpt: 'A plan.',
      metaTitle: 'Short title',
      ogImageUrl: 'https://example.com/og.png',
      publishedAt: firstPublished,
    });
    expect((await visitor.get('/api/blog/posts/editable-post')).body.title).toBe(
      'Editable Post, Revised',
    );

    // Back to draft: publishedAt is cleared and the post leaves the site.
    const drafted = await admin.patch(path, { status: 'draft', excerpt: '' });
    expect(drafted.body).toMatchObject({ status: 'draft', publishedAt: null, excerpt: null });
    expect((await visitor.get('/api/blog/posts/editable-post')).status).toBe(404);

    const rows = await auditRows(created.id, 'editable-post');
    expect(rows.map((r) => r.action)).toEqual([
      'post.create',
      'post.edit',
      'post.edit',
      'post.edit',
    ]);
    const last = rows[3];
    expect(JSON.parse(last?.before ?? '{}')).toMatchObject({ status: 'published' });
    expect(JSON.parse(last?.after ?? '{}')).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('answers 404 for an unknown id and 400 for a bad id or bad fields', async () => {
    const missing = await admin.patch('/api/blog/posts/999999', { title: 'Nope' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Post not found', code: 'NOT_FOUND' });
    const badId = await admin.patch('/api/blog/posts/abc', { title: 'Nope' });
    expect(badId.status).toBe(400);
    expect(badId.body.issues).toEqual([{ path: 'id', message: BLOG_FORM_MESSAGES.postId }]);
    const created = (await admin.post('/api/blog/posts', postBody({ title: 'Patch Target' })))
      .body as BlogPost;
    const bad = await admin.patch(`/api/blog/posts/${created.id}`, {
      title: ' ',
      metaDescription: 'z'.repeat(161),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual([
      'title',
      'metaDescription',
    ]);
    expect((await auditRows(created.id, 'patch-target')).map((r) => r.action)).toEqual([
      'post.create',
    ]);
  });
});

describe('DELETE /api/blog/posts/{id}', () => {
  it('deletes a post, takes it off the site at once, audits it; 404 afterwards', async () => {
    const created = (
      await admin.post('/api/blog/posts', postBody({ title: 'Short Lived', status: 'published' }))
    ).body as BlogPost;
    expect((await visitor.get('/api/blog/posts/short-lived')).status).toBe(200);
    const res = await del(admin, `/api/blog/posts/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, deleted: true });
    expect((await visitor.get('/api/blog/posts/short-lived')).status).toBe(404);
    expect((await publicList()).posts.map((p) => p.slug)).not.toContain('short-lived');
    const rows = await auditRows(created.id, 'short-lived');
    expect(rows.map((r) => r.action)).toEqual(['post.create', 'post.delete']);
    expect(JSON.parse(rows[1]?.before ?? '{}')).toMatchObject({ slug: 'short-lived' });
    expect(rows[1]?.after).toBeNull();
    expect((await del(admin, `/api/blog/posts/${created.id}`)).status).toBe(404);
    expect((await del(admin, '/api/blog/posts/0')).status).toBe(400);
  });
});

describe('GET /api/blog/posts and /api/blog/stats for the Blog Manager', () => {
  it('gives an admin every post without a status, privately; everyone else the published ones', async () => {
    const all = await admin.get('/api/blog/posts?limit=50');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    const statuses = new Set((all.body as BlogList).posts.map((p) => p.status));
    expect(statuses).toEqual(new Set(['draft', 'published']));

    const adminPublic = await admin.get('/api/blog/posts?status=published&limit=50');
    expect(adminPublic.headers.get('cache-control')).toBeNull();
    expect((adminPublic.body as BlogList).posts.every((p) => p.status === 'published')).toBe(true);
    for (const client of [visitor, student, demo]) {
      const list = (await client.get('/api/blog/posts?limit=50')).body as BlogList;
      expect(list.total).toBe(adminPublic.body.total);
      expect(list.posts.every((p) => p.status === 'published')).toBe(true);
    }

    const stats = await admin.get('/api/blog/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.total).toBe(all.body.total);
    expect(stats.body.published).toBe(adminPublic.body.total);
    expect(stats.body.drafts).toBe(all.body.total - adminPublic.body.total);
    expect(stats.body.drafts).toBeGreaterThan(0);
  });
});

describe('draft preview (GET /api/blog/posts/{slug})', () => {
  it('shows a draft to an admin and to a signed-in CMS editor, privately; 404 to others', async () => {
    await admin.post('/api/blog/posts', postBody({ title: 'Secret Draft' }));
    const seen = await admin.get('/api/blog/posts/secret-draft');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ slug: 'secret-draft', status: 'draft' });
    expect(seen.headers.get('cache-control')).toBe('private, no-store');

    for (const client of [visitor, student, demo]) {
      const refused = await client.get('/api/blog/posts/secret-draft');
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'Post not found', code: 'NOT_FOUND' });
    }

    // An editor signed in to /cms only (Payload's own cookie).
    await t.payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'editor-passphrase' },
      overrideAccess: true,
    });
    const { token } = await t.payload.login({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'editor-passphrase' },
    });
    const editor = await t.app.request('/api/blog/posts/secret-draft', {
      headers: { cookie: `payload-token=${token}` },
    });
    expect(editor.status).toBe(200);
    expect(editor.headers.get('cache-control')).toBe('private, no-store');
    const forged = await t.app.request('/api/blog/posts/secret-draft', {
      headers: { cookie: 'payload-token=forged.token.value' },
    });
    expect(forged.status).toBe(404);

    // A published post is the same public answer for everyone.
    const published = await admin.get('/api/blog/posts/published-right-away');
    expect(published.headers.get('cache-control')).toBeNull();

    // Over tRPC (what the app and its server render call) the draft stays marked private.
    const input = (slug: string) => encodeURIComponent(JSON.stringify({ slug }));
    const trpcDraft = await admin.get(`/trpc/blog.bySlug?input=${input('secret-draft')}`);
    expect(trpcDraft.status).toBe(200);
    expect(trpcDraft.body.result.data.status).toBe('draft');
    expect(trpcDraft.headers.get('cache-control')).toBe('private, no-store');
    const trpcPublished = await admin.get(
      `/trpc/blog.bySlug?input=${input('published-right-away')}`,
    );
    expect(trpcPublished.headers.get('cache-control')).toBe('no-store');
    expect((await visitor.get(`/trpc/blog.bySlug?input=${input('secret-draft')}`)).status).toBe(
      404,
    );
  });
});
