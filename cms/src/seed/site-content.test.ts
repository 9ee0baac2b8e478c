import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentChangeEvent, onContentChange } from '../hooks/change-notifier';
import type { Media } from '../payload-types';
import { startTestCms, type TestCms } from '../test-support';
import { seedCms } from './index';
import { FIXTURE_FILES, fixtureContent, writeFixtureFiles } from './site-content.fixtures';

let cms: TestCms;
let filesDir: string;
const content = fixtureContent();
const quiet = { log: () => {}, adminEmail: 'seed@example.test', adminPassword: 'seed-pass-1' };

beforeAll(async () => {
  cms = await startTestCms();
  filesDir = path.join(cms.dir, 'seed-files');
  writeFixtureFiles(filesDir);
});
afterAll(async () => {
  await cms?.close();
});

describe('seeding the site content', () => {
  it('creates every document once, uploads each file once, and stays silent', async () => {
    const events: ContentChangeEvent[] = [];
    const stop = onContentChange((event) => events.push(event));
    try {
      const result = await seedCms(cms.payload, { ...quiet, content, filesDir });
      expect(result.created).toEqual({
        posts: 4,
        'exam-pages': 2,
        subjects: 2,
        testimonials: 2,
        'success-stories': 3,
        articles: 1,
        guides: 1,
        faqs: 2,
        pages: 2,
        media: 3,
      });
      expect(result.siteSettings).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(events).toEqual([]);
    } finally {
      stop();
    }
  });

  it('stores the uploaded files under the configured mediaDir', async () => {
    const { docs } = await cms.payload.find({ collection: 'media', sort: 'filename' });
    expect(docs.map((d) => d.filename)).toEqual(
      [FIXTURE_FILES.pdf, FIXTURE_FILES.png, FIXTURE_FILES.svg].sort(),
    );
    for (const doc of docs) {
      const stored = path.join(cms.mediaDir, doc.filename as string);
      expect(fs.existsSync(stored), stored).toBe(true);
      expect(doc.url).toBe(`/cms-api/media/file/${doc.filename}`);
    }
    const stories = await cms.payload.find({
      collection: 'success-stories',
      sort: 'createdAt',
      depth: 1,
      overrideAccess: false,
    });
    expect(stories.docs.map((s) => (s.image as Media).filename)).toEqual([
      FIXTURE_FILES.png,
      FIXTURE_FILES.svg,
      FIXTURE_FILES.png,
    ]);
    expect((stories.docs[0]?.image as Media | undefined)?.alt).toBe('A TEAS 7 score report');
    const [guide] = (await cms.payload.find({ collection: 'guides', depth: 1 })).docs;
    expect((guide?.file as Media | undefined)?.mimeType).toBe('application/pdf');
  });

  it('maps the seed shapes onto the collections, published', async () => {
    const pages = await cms.payload.find({
      collection: 'exam-pages',
      overrideAccess: false,
      sort: 'exam',
    });
    expect(pages.docs.map((p) => p.exam)).toEqual(['ati-teas-7', 'ged']);
    const teas = pages.docs[0];
    expect(teas?.intro?.map((r) => r.value)).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(teas?.sections?.[0]?.body.root.children.map((c) => c.type)).toEqual([
      'paragraph',
      'list',
    ]);
    expect(teas?.features?.[0]).toMatchObject({ title: 'Timed tests', icon: 'clock' });
    expect(teas?.seo).toEqual({
      title: 'ATI TEAS 7 Practice Tests',
      description: expect.any(String),
    });

    const [article] = (await cms.payload.find({ collection: 'articles', overrideAccess: false }))
      .docs;
    expect(article?.slug).toBe('fixture-article');
    expect(article?.tags?.map((t) => t.value)).toEqual(['study', 'planning']);

    const faqs = await cms.payload.find({
      collection: 'faqs',
      where: { group: { equals: 'contact' } },
      overrideAccess: false,
    });
    expect(faqs.docs.map((f) => f.question)).toEqual(['How do I reach support?']);

    const ratings = await cms.payload.find({
      collection: 'testimonials',
      sort: 'createdAt',
      overrideAccess: false,
    });
    expect(ratings.docs.map((t) => t.rating)).toEqual([5, 3]);
  });

  it('gives subjects without their own tips and strategies the defaults', async () => {
    const { docs } = await cms.payload.find({ collection: 'subjects', sort: 'exam' });
    const ged = docs.find((d) => d.exam === 'ged');
    const teas = docs.find((d) => d.exam === 'ati-teas-7');
    expect(ged?.studyTips?.map((t) => t.title)).toEqual(
      content.defaultStudyTips.map((t) => t.title),
    );
    expect(ged?.strategies?.map((t) => t.title)).toEqual(
      content.defaultStrategies.map((t) => t.title),
    );
    expect(teas?.studyTips?.[0]?.title).toBe('Own tip 1');
  });

  it('fills the site settings', async () => {
    const settings = await cms.payload.findGlobal({ slug: 'site-settings', overrideAccess: false });
    expect(settings.supportEmail).toBe('support@example.com');
    expect(settings.footerGroups?.[0]?.links?.map((l) => l.href)).toEqual([
      '/services#ati-teas-7',
      'mailto:support@example.com',
    ]);
  });

  it('changes nothing when run again, even after editors changed and removed content', async () => {
    const [first] = (await cms.payload.find({ collection: 'testimonials', sort: 'createdAt' }))
      .docs;
    await cms.payload.delete({ collection: 'testimonials', id: first?.id as number });
    await cms.payload.updateGlobal({
      slug: 'site-settings',
      data: { supportEmail: 'edited@example.test' },
    });
    const before = fs.readdirSync(cms.mediaDir).sort();

    const again = await seedCms(cms.payload, { ...quiet, content, filesDir });
    expect(Object.values(again.created).every((n) => n === 0)).toBe(true);
    expect(again.siteSettings).toBe(false);

    expect((await cms.payload.count({ collection: 'testimonials' })).totalDocs).toBe(1);
    const settings = await cms.payload.findGlobal({ slug: 'site-settings' });
    expect(settings.supportEmail).toBe('edited@example.test');
    expect(fs.readdirSync(cms.mediaDir).sort()).toEqual(before);
  });

  it('reuses media already uploaded when a content collection is seeded later', async () => {
    await cms.payload.delete({ collection: 'guides', where: { id: { exists: true } } });
    const again = await seedCms(cms.payload, { ...quiet, content, filesDir });
    expect(again.created.guides).toBe(1);
    expect(again.created.media).toBe(0);
    expect((await cms.payload.count({ collection: 'media' })).totalDocs).toBe(3);
  });

  it('names a missing seed file in its error', async () => {
    await cms.payload.delete({ collection: 'guides', where: { id: { exists: true } } });
    const broken = {
      ...content,
      guides: [{ ...content.guides[0], file: 'missing.pdf' } as (typeof content.guides)[number]],
    };
    await expect(seedCms(cms.payload, { ...quiet, content: broken, filesDir })).rejects.toThrow(
      /missing\.pdf is missing \(used by guide "Fixture guide"\)/,
    );
  });
});
