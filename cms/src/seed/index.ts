/**
 * Idempotent CMS seed:
 * - the first CMS editor from ADMIN_EMAIL / ADMIN_PASSWORD when no user exists, so /cms shows
 *   the login screen instead of "create first user";
 * - the original blog posts when the posts collection is empty;
 * - the public site's copy (site-content.ts): each site-content collection while it is
 *   empty, media uploads for the files they use, and the site-settings global while unset;
 *   testimonials and success stories only as marked samples, and never in production
 *   (decision 0022).
 * Seed writes fire no change notifications. Running it again changes nothing.
 */
import type { Payload } from 'payload';
import { parseCmsEnv, requireAdminCredentials } from '../env';
import { SKIP_NOTIFICATIONS } from '../hooks/change-notifier';
import { lexicalDocument } from './lexical';
import { type SeedPost, seedPosts } from './posts';
import { type SiteContent, type SiteContentCollection, seedSiteContent } from './site-content';

export {
  defaultSiteContent,
  SITE_CONTENT_COLLECTIONS,
  type SiteContent,
  type SiteContentCollection,
  seedFilesDir,
} from './site-content';

export type SeedOptions = {
  adminEmail?: string;
  adminPassword?: string;
  /** Print one line per action (default console.log). */
  log?: (line: string) => void;
  /** The site copy to seed; default: the data modules of ./content/. */
  content?: SiteContent;
  /** Folder of the files named by the content; default <repo root>/cms/src/seed/files. */
  filesDir?: string;
  /**
   * Seed the sample testimonials and success stories (marked as samples). Default: the
   * environment's SAMPLE_TESTIMONIALS (on outside production, off in production).
   */
  sampleTestimonials?: boolean;
};

export type SeedResult = {
  createdAdmin: boolean;
  /** Documents created per collection by this run. */
  created: Record<'posts' | SiteContentCollection, number>;
  /** Whether this run filled the site-settings global. */
  siteSettings: boolean;
};

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
  const site = await seedSiteContent(payload, {
    log,
    samples: options.sampleTestimonials ?? parseCmsEnv().sampleTestimonials,
    ...(options.content ? { content: options.content } : {}),
    ...(options.filesDir ? { filesDir: options.filesDir } : {}),
  });
  return {
    createdAdmin,
    created: { posts: createdPosts, ...site.created },
    siteSettings: site.siteSettings,
  };
}
