/**
 * Idempotent CMS seed:
 * - the first CMS editor from ADMIN_EMAIL / ADMIN_PASSWORD when no user exists, so /cms shows
 *   the login screen instead of "create first user";
 * - the original blog posts when the posts collection is empty.
 * Running it again changes nothing.
 */
import type { Payload } from 'payload';
import { parseCmsEnv, requireAdminCredentials } from '../env';
import { SKIP_NOTIFICATIONS } from '../hooks/change-notifier';
import { lexicalDocument } from './lexical';
import { type SeedPost, seedPosts } from './posts';

export type SeedOptions = {
  adminEmail?: string;
  adminPassword?: string;
  /** Print one line per action (default true). */
  log?: (line: string) => void;
};

export type SeedResult = { createdAdmin: boolean; createdPosts: number };

async function seedAdmin(payload: Payload, options: SeedOptions): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users' });
  if (totalDocs > 0) return false;
  const fromEnv = options.adminEmail && options.adminPassword ? null : parseCmsEnv();
  const { email, password } = fromEnv
    ? requireAdminCredentials(fromEnv)
    : { email: options.adminEmail as string, password: options.adminPassword as string };
  await payload.create({
    collection: 'users',
    data: { email, password, firstName: 'CMS', lastName: 'Admin' },
  });
  return true;
}

function postData(post: SeedPost) {
  return {
    title: post.title,
    slug: post.slug,
    content: lexicalDocument(post.body),
    excerpt: post.excerpt,
    categories: post.categories.map((value) => ({ value })),
    tags: post.tags.map((value) => ({ value })),
    author: post.author,
    status: post.status,
    publishedAt: post.publishedAt ?? null,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
  };
}

async function seedBlogPosts(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'posts' });
  if (totalDocs > 0) return 0;
  for (const post of seedPosts) {
    await payload.create({
      collection: 'posts',
      data: postData(post),
      context: { [SKIP_NOTIFICATIONS]: true },
    });
  }
  return seedPosts.length;
}

export async function seedCms(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const createdAdmin = await seedAdmin(payload, options);
  log(createdAdmin ? '[cms seed] created the first CMS user' : '[cms seed] users exist, skipped');
  const createdPosts = await seedBlogPosts(payload);
  log(
    createdPosts > 0
      ? `[cms seed] created ${createdPosts} blog posts`
      : '[cms seed] posts exist, skipped',
  );
  return { createdAdmin, createdPosts };
}
