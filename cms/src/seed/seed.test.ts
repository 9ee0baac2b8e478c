import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from '../test-support';
import { seedCms } from './index';
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

describe('seedCms', () => {
  it('creates the first user and four posts, and is idempotent', async () => {
    const first = await seedCms(cms.payload, quiet);
    expect(first).toEqual({ createdAdmin: true, createdPosts: 4 });
    const second = await seedCms(cms.payload, quiet);
    expect(second).toEqual({ createdAdmin: false, createdPosts: 0 });

    expect((await cms.payload.count({ collection: 'users' })).totalDocs).toBe(1);
    expect((await cms.payload.count({ collection: 'posts' })).totalDocs).toBe(4);
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

describe('seed post texts', () => {
  it.each(seedPosts.map((p) => [p.slug, p] as const))(
    '%s is substantial and within SEO limits',
    (_slug, post) => {
      const words = wordCount(post.body);
      expect(words).toBeGreaterThanOrEqual(250);
      expect(words).toBeLessThanOrEqual(450);
      expect(post.metaTitle.length).toBeLessThanOrEqual(60);
      expect(post.metaDescription.length).toBeLessThanOrEqual(160);
      expect(post.body.some((b) => 'h2' in b)).toBe(true);
      expect(post.body.some((b) => 'ul' in b || 'ol' in b)).toBe(true);
    },
  );
});
