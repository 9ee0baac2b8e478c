import fs from 'node:fs';
import path from 'node:path';
import { SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCmsEnv } from '../env';
import { startTestCms, type TestCms } from '../test-support';
import { defaultSiteContent, SITE_CONTENT_COLLECTIONS, seedCms, seedFilesDir } from './index';
import { wordCount } from './lexical';
import { seedPosts } from './posts';

let cms: TestCms;
beforeAll(async () => {
  cms = await startTestCms();
});
afterAll(async () => {
  await cms?.close();
});

const quiet = { log: () => {} };

const content = defaultSiteContent();
const seedFiles = [
  ...new Set([...content.successStories.map((s) => s.file), ...content.guides.map((g) => g.file)]),
];
/** What the data modules of ./content/ hold, per collection (media: distinct files). */
const expected = {
  posts: seedPosts.length,
  'exam-pages': content.examPages.length,
  subjects: content.subjectPages.length,
  testimonials: content.testimonials.length,
  'success-stories': content.successStories.length,
  articles: content.articles.length,
  guides: content.guides.length,
  faqs: content.faqs.length,
  pages: content.pages.length,
  media: seedFiles.length,
};
const hasSettings = Boolean(content.siteSettings.supportEmail || content.siteSettings.chatUrl);

describe('seedCms', () => {
  it('creates the first user and exactly the documents of the data modules, idempotently', async () => {
    const first = await seedCms(cms.payload, quiet);
    expect(first).toEqual({ createdAdmin: true, created: expected, siteSettings: hasSettings });
    const second = await seedCms(cms.payload, quiet);
    expect(second).toEqual({
      createdAdmin: false,
      created: Object.fromEntries(Object.keys(expected).map((k) => [k, 0])),
      siteSettings: false,
    });

    expect((await cms.payload.count({ collection: 'users' })).totalDocs).toBe(1);
    for (const [collection, count] of Object.entries(expected)) {
      const slug = collection as 'posts' | (typeof SITE_CONTENT_COLLECTIONS)[number];
      expect((await cms.payload.count({ collection: slug })).totalDocs, collection).toBe(count);
    }
  });

  it('publishes all seeded site content', async () => {
    for (const collection of SITE_CONTENT_COLLECTIONS) {
      if (collection === 'media') continue;
      const drafts = await cms.payload.count({
        collection,
        where: { status: { not_equals: 'published' } },
      });
      expect(drafts.totalDocs, collection).toBe(0);
    }
  });

  it('uses the dev admin credentials, which can log in', async () => {
    const { user } = await cms.payload.login({
      collection: 'users',
      data: { email: 'admin@localhost.test', password: 'change-me-admin-1' },
    });
    expect(user?.email).toBe('admin@localhost.test');
  });

  it('publishes three posts on distinct dates and keeps one draft', async () => {
    const { docs } = await cms.payload.find({
      collection: 'posts',
      overrideAccess: false,
      sort: '-publishedAt',
    });
    expect(docs).toHaveLength(3);
    expect(new Set(docs.map((d) => d.publishedAt)).size).toBe(3);
    for (const post of docs) {
      expect(post.categories?.length).toBeGreaterThan(0);
      expect(post.tags?.length).toBeGreaterThan(0);
      expect(post.author?.firstName).toBeTruthy();
    }
    const drafts = await cms.payload.find({
      collection: 'posts',
      where: { status: { equals: 'draft' } },
    });
    expect(drafts.docs).toHaveLength(1);
    expect(drafts.docs[0]?.publishedAt).toBeNull();
  });
});

describe('sample testimonials and success stories (decision 0022)', () => {
  it('are seeded on a local run marked as samples, never as real reviews', async () => {
    const testimonials = await cms.payload.find({ collection: 'testimonials', limit: 100 });
    const stories = await cms.payload.find({ collection: 'success-stories', limit: 100 });
    expect(testimonials.docs.length).toBeGreaterThan(0);
    expect(stories.docs.length).toBeGreaterThan(0);
    for (const doc of [...testimonials.docs, ...stories.docs]) {
      expect(doc.sample).toBe(true);
      expect(doc.consent ?? null).toBeNull();
    }
  });

  it('can be asked for on a demo run in production mode with SAMPLE_TESTIMONIALS=on', () => {
    const env = parseCmsEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-production-secret',
      SAMPLE_TESTIMONIALS: 'on',
      CMS_SQLITE_PATH: path.join(cms.dir, 'cms.db'),
    });
    expect(env.sampleTestimonials).toBe(true);
    expect(() => parseCmsEnv({ SAMPLE_TESTIMONIALS: 'yes' })).toThrow(
      /SAMPLE_TESTIMONIALS must be on or off/,
    );
  });
});

describe('seed post texts', () => {
  it.each(seedPosts.map((p) => [p.slug, p] as const))(
    '%s is substantial and within SEO limits',
    (_slug, post) => {
      const words = wordCount(post.body);
      expect(words).toBeGreaterThanOrEqual(250);
      expect(words).toBeLessThanOrEqual(450);
      expect(post.metaTitle.length).toBeLessThanOrEqual(SEO_TITLE_MAX_CHARS);
      expect(post.metaDescription.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX_CHARS);
      expect(post.body.some((b) => 'h2' in b)).toBe(true);
      expect(post.body.some((b) => 'ul' in b || 'ol' in b)).toBe(true);
    },
  );
});

describe('seed site content data', () => {
  it('names only files that exist in seed/files', () => {
    for (const file of seedFiles) {
      expect(fs.existsSync(path.join(seedFilesDir(), file)), file).toBe(true);
    }
  });

  it('finds seed/files from the repo root', () => {
    expect(seedFilesDir()).toBe(path.join(import.meta.dirname, 'files'));
  });
});
