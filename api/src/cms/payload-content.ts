import { onContentChange } from '@app/cms/change-notifier';
import type { Post } from '@app/cms/types';
import type { BlogList, BlogListQuery, BlogPost } from '@app/domain';
import type { Payload } from 'payload';
import type { Config } from '../config';
import { createContentCache } from './cache';
import { createCmsUsers } from './cms-user';
import { createPostWrites } from './post-writes';
import {
  CATEGORY_SCAN_MAX_POSTS,
  mostUsedCategories,
  pageRequest,
  publishedPostsWhere,
  toBlogPost,
} from './posts';
import { CACHE_DEPENDENTS, createSiteContentReads } from './site-content';
import type { CmsContent } from './types';

export type CmsConnection = Pick<
  Config['cms'],
  'databaseUrl' | 'sqlitePath' | 'secret' | 'cacheTtlMs'
> & {
  /** Internal URL of the Next server (proxy target); readiness checks it when set. */
  internalUrl?: string | undefined;
};

/**
 * Opens Payload's Local API on the CMS database (access rules enforced). Payload and the CMS
 * config load here, on first use, not when the api's modules load: they are most of the api's
 * import time, and a process (a test file) that never reads content never pays for them.
 */
export async function openPayload(cms: CmsConnection): Promise<Payload> {
  const [{ getPayload }, { createCmsConfig }] = await Promise.all([
    import('payload'),
    import('@app/cms/create-config'),
  ]);
  const config = createCmsConfig({
    ...(cms.databaseUrl ? { databaseUrl: cms.databaseUrl } : {}),
    sqlitePath: cms.sqlitePath,
    secret: cms.secret,
    logLevel: 'warn',
  });
  return getPayload({ config });
}

async function upstreamReachable(url: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/cms-api/posts?limit=1&depth=0', url), {
      signal: AbortSignal.timeout(2000),
    });
    await res.body?.cancel();
    return res.status < 500;
  } catch {
    return false;
  }
}

/**
 * The CMS adapter: Local API calls with overrideAccess false. Public reads are cached until
 * content changes; the Blog Manager's reads and writes act as a CMS user and are not cached.
 */
export function createPayloadContent(payload: Payload, cms: CmsConnection): CmsContent {
  const cache = createContentCache(cms.cacheTtlMs);
  const invalidate = (collection?: string) => {
    cache.invalidate(collection);
    for (const dependent of collection ? (CACHE_DEPENDENTS[collection] ?? []) : []) {
      cache.invalidate(dependent);
    }
  };
  const unsubscribe = onContentChange((event) => invalidate(event.collection));

  async function listPublishedPosts(query: BlogListQuery): Promise<BlogList> {
    const key = JSON.stringify([query.limit, query.offset, query.category ?? '', query.q ?? '']);
    return cache.get('posts', key, async () => {
      const { limit, page, skip } = pageRequest(query.limit, query.offset);
      const result = await payload.find({
        collection: 'posts',
        overrideAccess: false,
        where: publishedPostsWhere(query),
        sort: ['-publishedAt', '-createdAt'],
        limit,
        page,
        depth: 0,
      });
      const docs = (result.docs as Post[]).slice(skip);
      return { posts: docs.map(toBlogPost), total: result.totalDocs };
    });
  }

  async function findPublishedPost(slug: string): Promise<BlogPost | null> {
    return cache.get('posts', `slug:${slug}`, async () => {
      const result = await payload.find({
        collection: 'posts',
        overrideAccess: false,
        where: { and: [{ slug: { equals: slug } }, { status: { equals: 'published' } }] },
        limit: 1,
        depth: 0,
      });
      const post = result.docs[0] as Post | undefined;
      return post ? toBlogPost(post) : null;
    });
  }

  async function publishedCategories(): Promise<string[]> {
    return cache.get('posts', 'categories', async () => {
      const result = await payload.find({
        collection: 'posts',
        overrideAccess: false,
        where: { status: { equals: 'published' } },
        select: { categories: true },
        limit: CATEGORY_SCAN_MAX_POSTS,
        depth: 0,
      });
      return mostUsedCategories(result.docs as Pick<Post, 'categories'>[]);
    });
  }

  async function isReachable(): Promise<boolean> {
    try {
      await payload.count({ collection: 'posts', overrideAccess: false });
    } catch {
      return false;
    }
    return cms.internalUrl ? upstreamReachable(cms.internalUrl) : true;
  }

  return {
    listPublishedPosts,
    findPublishedPost,
    publishedCategories,
    ...createCmsUsers(payload),
    ...createPostWrites(payload),
    ...createSiteContentReads(payload, cache),
    isReachable,
    invalidate,
    async close() {
      unsubscribe();
      await payload.destroy();
    },
  };
}
