import { SKIP_NOTIFICATIONS } from '@app/cms/change-notifier';
import { seedCms } from '@app/cms/seed';
import { SITE_PAGE_SLUGS, type SitePage, sitePageSchema } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
/** Local API writes that fire no in-process change hook: like another process's edit. */
const silent = { [SKIP_NOTIFICATIONS]: true };

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await t.app.request(`/api/content/pages${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

async function notify(collection: string, id: string | number) {
  const res = await t.app.request('/internal/cms-changed', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-cms-webhook-secret': t.config.cms.webhookSecret,
    },
    body: JSON.stringify({ collection, id, operation: 'update' }),
  });
  expect(res.status).toBe(200);
}

async function pageId(slug: string): Promise<number> {
  const { docs } = await t.payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  });
  return docs[0]?.id as number;
}

beforeAll(async () => {
  t = await createTestContext();
  await seedCms(t.payload, {
    adminEmail: 'editor@example.com',
    adminPassword: 'a-long-enough-password-1',
    log: () => {},
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/content/pages/{slug}', () => {
  it('serves every informational page with sections rendered to HTML', async () => {
    for (const slug of SITE_PAGE_SLUGS) {
      const { status, body } = await get<SitePage>(`/${slug}`);
      expect(status, slug).toBe(200);
      expect(sitePageSchema.parse(body)).toEqual(body);
      expect(Object.keys(body).sort()).toEqual(['hero', 'sections', 'seo', 'slug', 'title']);
      expect(body.slug).toBe(slug);
      expect(body.title).toBeTruthy();
      expect(body.seo.title.length).toBeLessThanOrEqual(60);
      expect(body.seo.description.length).toBeLessThanOrEqual(160);
      expect(body.sections.length, slug).toBeGreaterThan(0);
      for (const section of body.sections) {
        expect(Object.keys(section).sort()).toEqual(['anchor', 'heading', 'html']);
        expect(section.html).toMatch(/^<(p|ul|ol|h[2-6])[ >]/);
      }
    }
  });

  it('carries the anchors the footer links to', async () => {
    const anchors = async (slug: string) =>
      (await get<SitePage>(`/${slug}`)).body.sections.map((s) => s.anchor);
    expect(await anchors('about')).toEqual(expect.arrayContaining(['mission', 'team']));
    expect(await anchors('contact')).toEqual(
      expect.arrayContaining(['faq', 'help', 'technical', 'chat']),
    );
    expect(await anchors('resources')).toEqual(
      expect.arrayContaining([
        'study-guides',
        'practice-tests',
        'study-tips',
        'exam-strategies',
        'math-resources',
        'science-review',
      ]),
    );
  });

  it('answers 400 "Unknown page: {slug}" for a slug outside the fixed list', async () => {
    const { status, body } = await get<{ message: string }>('/careers');
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown page: careers');
  });

  it('hides a draft page: 404 "Page not found", and shows it again once published', async () => {
    const id = await pageId('terms');
    expect((await get('/terms')).status).toBe(200);
    await t.payload.update({ collection: 'pages', id, data: { status: 'draft' }, context: silent });
    await notify('pages', id);
    expect(await get('/terms')).toEqual({
      status: 404,
      body: { message: 'Page not found', code: 'NOT_FOUND' },
    });
    // The in-process change hook invalidates too (no webhook call here).
    await t.payload.update({ collection: 'pages', id, data: { status: 'published' } });
    expect((await get('/terms')).status).toBe(200);
  });

  it('answers 404 "Page not found" when the page does not exist', async () => {
    const id = await pageId('accessibility');
    await t.payload.delete({ collection: 'pages', id });
    expect(await get('/accessibility')).toEqual({
      status: 404,
      body: { message: 'Page not found', code: 'NOT_FOUND' },
    });
  });

  it('serves a cached page until the CMS reports a change to pages', async () => {
    const id = await pageId('about');
    const before = (await get<SitePage>('/about')).body;
    await t.payload.update({
      collection: 'pages',
      id,
      data: { hero: { title: 'About us, revised', subtitle: before.hero.subtitle } },
      context: silent,
    });
    expect((await get<SitePage>('/about')).body.hero.title).toBe(before.hero.title);
    // Another collection's change leaves the page cached.
    await notify('faqs', 1);
    expect((await get<SitePage>('/about')).body.hero.title).toBe(before.hero.title);
    await notify('pages', id);
    expect((await get<SitePage>('/about')).body.hero.title).toBe('About us, revised');
  });

  it('is also served over tRPC as content.page', async () => {
    const input = encodeURIComponent(JSON.stringify({ slug: 'help' }));
    const res = await t.app.request(`/trpc/content.page?input=${input}`);
    expect(res.status).toBe(200);
    const json = (await res.json()) as { result: { data: SitePage } };
    expect(json.result.data.slug).toBe('help');
    const bad = await t.app.request(
      `/trpc/content.page?input=${encodeURIComponent(JSON.stringify({ slug: 'nope' }))}`,
    );
    expect(bad.status).toBe(400);
  });
});
