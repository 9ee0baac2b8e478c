import { SKIP_NOTIFICATIONS } from '@app/cms/change-notifier';
import { seedCms } from '@app/cms/seed';
import type {
  ArticleDetail,
  ExamPage,
  Faq,
  SiteSettings,
  SubjectPage,
  SubjectSummary,
  SuccessStory,
  Testimonial,
} from '@app/domain';
import {
  articleDetailSchema,
  articleListSchema,
  examPageSchema,
  faqListSchema,
  guideListSchema,
  siteSettingsSchema,
  subjectPageSchema,
  subjectSummaryListSchema,
  successStoryListSchema,
  testimonialListSchema,
} from '@app/domain';
import type { CollectionSlug } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-deps';

let t: TestContext;
/** Local API writes that fire no in-process change hook: like another process's edit. */
const silent = { [SKIP_NOTIFICATIONS]: true };

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await t.app.request(`/api/content${path}`);
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

async function idOf(collection: CollectionSlug, where: Record<string, { equals: unknown }>) {
  const { docs } = await t.payload.find({ collection, where, limit: 1, depth: 0 });
  return docs[0]?.id as number;
}

beforeAll(async () => {
  t = await createTestContext();
  await seedCms(t.payload, {
    adminEmail: 'editor@example.com',
    adminPassword: 'a-long-enough-password-1',
    log: () => {},
  });
  await t.payload.create({
    collection: 'subjects',
    context: silent,
    data: {
      exam: 'ged',
      slug: 'hidden-draft',
      title: 'Hidden Draft',
      description: 'Not ready.',
      seo: { title: 'Hidden', description: 'Hidden' },
      status: 'draft',
    },
  });
  await t.payload.create({
    collection: 'testimonials',
    context: silent,
    data: {
      initial: 'D',
      name: 'Draft Person',
      date: '2026-01-01',
      rating: 5,
      text: 'Draft',
      consent: 'Signed form, kept in Support',
      status: 'draft',
    },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('exam pages', () => {
  it('GET /api/content/exam-pages/{exam} returns the page with sections as HTML', async () => {
    const { status, body } = await get<ExamPage>('/exam-pages/ati-teas-7');
    expect(status).toBe(200);
    expect(examPageSchema.parse(body)).toEqual(body);
    expect(body.exam).toBe('ati-teas-7');
    expect(body.hero.title).toBeTruthy();
    expect(body.sections.length).toBeGreaterThan(0);
    expect(body.sections[0]?.body).toMatch(/^<[a-z]/);
    expect(body.subjects.length).toBeGreaterThan(0);
  });

  it('answers 400 "Unknown exam: {slug}" for a slug outside the catalogue', async () => {
    const { status, body } = await get<{ message: string }>('/exam-pages/bar-exam');
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown exam: bar-exam');
  });

  it('hides a page once it is a draft: 404 "Exam page not found"', async () => {
    const id = await idOf('exam-pages', { exam: { equals: 'cna' } });
    expect((await get('/exam-pages/cna')).status).toBe(200);
    await t.payload.update({
      collection: 'exam-pages',
      id,
      data: { status: 'draft' },
      context: silent,
    });
    await notify('exam-pages', id);
    expect(await get('/exam-pages/cna')).toEqual({
      status: 404,
      body: { message: 'Exam page not found', code: 'NOT_FOUND' },
    });
    await t.payload.update({ collection: 'exam-pages', id, data: { status: 'published' } });
    expect((await get('/exam-pages/cna')).status).toBe(200);
  });
});

describe('subjects', () => {
  it('GET /api/content/subjects/{exam}/{slug} returns the page', async () => {
    const { status, body } = await get<SubjectPage>('/subjects/ati-teas-7/math');
    expect(status).toBe(200);
    expect(subjectPageSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ exam: 'ati-teas-7', slug: 'math' });
    expect(body.studyTips).toHaveLength(5);
    expect(body.strategies).toHaveLength(5);
  });

  it('answers 404 for an unknown or draft subject and 400 for a bad slug or exam', async () => {
    for (const path of ['/subjects/ati-teas-7/no-such-subject', '/subjects/ged/hidden-draft']) {
      expect(await get(path)).toEqual({
        status: 404,
        body: { message: 'Subject page not found', code: 'NOT_FOUND' },
      });
    }
    expect((await get('/subjects/ati-teas-7/Bad_Slug')).status).toBe(400);
    expect((await get<{ message: string }>('/subjects/nope/math')).body.message).toBe(
      'Unknown exam: nope',
    );
  });

  it('GET /api/content/subjects/{exam} lists the published subjects of the exam', async () => {
    const { status, body } = await get<SubjectSummary[]>('/subjects/ged');
    expect(status).toBe(200);
    expect(subjectSummaryListSchema.parse(body)).toEqual(body);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((s) => s.exam === 'ged')).toBe(true);
    expect(body.map((s) => s.slug)).not.toContain('hidden-draft');
  });
});

describe('testimonials, success stories, articles, guides, faqs, site settings', () => {
  it('GET /api/content/testimonials returns published testimonials only', async () => {
    const { status, body } = await get<Testimonial[]>('/testimonials');
    expect(status).toBe(200);
    expect(testimonialListSchema.parse(body)).toEqual(body);
    expect(body.length).toBeGreaterThan(0);
    expect(body.map((x) => x.name)).not.toContain('Draft Person');
  });

  it('marks the seeded testimonials and success stories as samples (decision 0022)', async () => {
    const testimonials = (await get<Testimonial[]>('/testimonials')).body;
    const stories = (await get<SuccessStory[]>('/success-stories')).body;
    expect(testimonials.length).toBeGreaterThan(0);
    expect(testimonials.every((x) => x.sample)).toBe(true);
    expect(stories.every((x) => x.sample)).toBe(true);
  });

  it('shows a real testimonial only with its consent recorded (decision 0022)', async () => {
    const real = await t.payload.create({
      collection: 'testimonials',
      context: silent,
      data: {
        initial: 'R',
        name: 'Rosa M.',
        date: '2026-02-01',
        rating: 4,
        text: 'Real and agreed.',
        consent: 'E-mail of 1 February 2026, kept in Support',
        status: 'published',
      },
    });
    await notify('testimonials', real.id);
    const shown = (await get<Testimonial[]>('/testimonials')).body;
    expect(shown.find((x) => x.name === 'Rosa M.')).toMatchObject({ sample: false });
    // A row from before consent was recorded (written past the CMS's validation).
    await t.payload.db.updateOne({
      collection: 'testimonials',
      id: real.id,
      data: { consent: null, sample: false },
    });
    await notify('testimonials', real.id);
    const after = (await get<Testimonial[]>('/testimonials')).body;
    expect(after.map((x) => x.name)).not.toContain('Rosa M.');
    expect(after.length).toBe(shown.length - 1);
  });

  it('GET /api/content/success-stories returns pictures as public media paths', async () => {
    const { status, body } = await get<SuccessStory[]>('/success-stories');
    expect(status).toBe(200);
    expect(successStoryListSchema.parse(body)).toEqual(body);
    expect(body.length).toBeGreaterThan(0);
    for (const story of body) expect(story.imageUrl).toMatch(/^\/cms-api\/media\/file\/.+/);
  });

  it('GET /api/content/articles and /articles/{idOrSlug}', async () => {
    const list = await get<ArticleDetail[]>('/articles');
    expect(list.status).toBe(200);
    expect(articleListSchema.parse(list.body)).toEqual(list.body);
    const first = list.body[0] as ArticleDetail;
    expect(first).not.toHaveProperty('bodyHtml');
    const dates = list.body.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());

    for (const key of [first.slug, first.id]) {
      const one = await get<ArticleDetail>(`/articles/${key}`);
      expect(one.status).toBe(200);
      expect(articleDetailSchema.parse(one.body)).toEqual(one.body);
      expect(one.body.slug).toBe(first.slug);
      expect(one.body.bodyHtml).toMatch(/<p>/);
    }
    expect(await get('/articles/no-such-article')).toEqual({
      status: 404,
      body: { message: 'Article not found', code: 'NOT_FOUND' },
    });
  });

  it('GET /api/content/guides returns download paths and sizes', async () => {
    const { status, body } = await get<unknown[]>('/guides');
    expect(status).toBe(200);
    const guides = guideListSchema.parse(body);
    expect(guides).toEqual(body);
    expect(guides.length).toBeGreaterThan(0);
    for (const guide of guides) {
      expect(guide.downloadUrl).toMatch(/^\/cms-api\/media\/file\/.+\.pdf$/);
      expect(guide.fileSize).toBeGreaterThan(0);
    }
  });

  it('GET /api/content/faqs filters by group', async () => {
    const all = await get<Faq[]>('/faqs');
    expect(all.status).toBe(200);
    expect(faqListSchema.parse(all.body)).toEqual(all.body);
    const contact = await get<Faq[]>('/faqs?group=contact');
    expect(contact.body.length).toBeGreaterThan(0);
    expect(contact.body.every((f) => f.group === 'contact')).toBe(true);
    expect(contact.body.length).toBeLessThan(all.body.length);
    expect((await get('/faqs?group=nope')).status).toBe(400);
  });

  it('GET /api/content/site-settings returns the global', async () => {
    const { status, body } = await get<SiteSettings>('/site-settings');
    expect(status).toBe(200);
    expect(siteSettingsSchema.parse(body)).toEqual(body);
    expect(body.supportEmail).toContain('@');
    expect(body.footerGroups.length).toBeGreaterThan(0);
  });

  it('is also served over tRPC as content.*', async () => {
    const res = await t.app.request(
      `/trpc/content.examPage?input=${encodeURIComponent(JSON.stringify({ exam: 'ged' }))}`,
    );
    expect(res.status).toBe(200);
  });
});

describe('cache and the change webhook', () => {
  it('serves an unchanged read from cache until the CMS reports the change', async () => {
    const id = await idOf('testimonials', { status: { equals: 'published' } });
    const before = (await get<Testimonial[]>('/testimonials')).body;
    await t.payload.update({
      collection: 'testimonials',
      id,
      data: { text: 'Edited by another process.' },
      context: silent,
    });
    expect((await get<Testimonial[]>('/testimonials')).body).toEqual(before);
    await notify('testimonials', id);
    const after = (await get<Testimonial[]>('/testimonials')).body;
    expect(after.find((x) => x.id === String(id))?.text).toBe('Edited by another process.');
  });

  it('drops exactly the changed collection', async () => {
    const examId = await idOf('exam-pages', { exam: { equals: 'ged' } });
    const subjectId = await idOf('subjects', { exam: { equals: 'ged' }, slug: { equals: 'math' } });
    expect((await get<SubjectPage>('/subjects/ged/math')).status).toBe(200);
    const title = (await get<ExamPage>('/exam-pages/ged')).body.hero.title;
    await t.payload.db.updateOne({
      collection: 'exam-pages',
      id: examId,
      data: { hero: { title: 'GED, revised' } },
    });
    await t.payload.db.updateOne({
      collection: 'subjects',
      id: subjectId,
      data: { title: 'Math, revised' },
    });
    await notify('subjects', subjectId);
    expect((await get<SubjectPage>('/subjects/ged/math')).body.title).toBe('Math, revised');
    expect((await get<ExamPage>('/exam-pages/ged')).body.hero.title).toBe(title);
    await notify('exam-pages', examId);
    expect((await get<ExamPage>('/exam-pages/ged')).body.hero.title).toBe('GED, revised');
  });

  it('a media change refreshes the success stories that show it', async () => {
    const stories = (await get<SuccessStory[]>('/success-stories')).body;
    const filename = decodeURIComponent(
      (stories[0] as SuccessStory).imageUrl.split('/').pop() as string,
    );
    const mediaId = await idOf('media', { filename: { equals: filename } });
    await t.payload.db.updateOne({ collection: 'media', id: mediaId, data: { width: 1234 } });
    expect((await get<SuccessStory[]>('/success-stories')).body[0]?.width).not.toBe(1234);
    await notify('media', mediaId);
    expect((await get<SuccessStory[]>('/success-stories')).body[0]?.width).toBe(1234);
  });

  it('a site-settings change reported for the global is visible on the next read', async () => {
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { supportEmail: 'help@example.org' },
      context: silent,
    });
    expect((await get<SiteSettings>('/site-settings')).body.supportEmail).not.toBe(
      'help@example.org',
    );
    await notify('site-settings', 'site-settings');
    expect((await get<SiteSettings>('/site-settings')).body.supportEmail).toBe('help@example.org');
  });
});
