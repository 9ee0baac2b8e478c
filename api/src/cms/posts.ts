import { lexicalToHtml } from '@app/cms/html';
import type { Post } from '@app/cms/types';
import { BLOG_CATEGORIES_MAX, type BlogListQuery, type BlogPost } from '@app/domain';
import type { Where } from 'payload';
import { sanitizePostHtml } from './safe-html';

const values = (rows: Post['categories']): string[] =>
  (rows ?? []).map((row) => row.value.trim()).filter(Boolean);

/**
 * A Payload post as the site's blog post (spec §3): content rendered to HTML, then sanitised
 * (safe-html.ts): whatever is stored, no script, handler or javascript: URL reaches a page.
 */
export function toBlogPost(post: Post): BlogPost {
  return {
    id: String(post.id),
    title: post.title,
    slug: post.slug,
    content: sanitizePostHtml(lexicalToHtml(post.content as Parameters<typeof lexicalToHtml>[0])),
    excerpt: post.excerpt ?? null,
    categories: values(post.categories),
    tags: values(post.tags),
    author: {
      firstName: post.author?.firstName ?? '',
      lastName: post.author?.lastName ?? '',
    },
    status: post.status,
    publishedAt: post.publishedAt ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    metaTitle: post.metaTitle ?? null,
    metaDescription: post.metaDescription ?? null,
    ogImageUrl: post.ogImageUrl ?? null,
  };
}

/** The Payload filter of the public blog list: published, optional category and search text. */
export function publishedPostsWhere(query: Pick<BlogListQuery, 'category' | 'q'>): Where {
  return postsWhere({ ...query, status: 'published' });
}

/** The blog list's filter: a status when given, optional category and search text. */
export function postsWhere(query: Pick<BlogListQuery, 'status' | 'category' | 'q'>): Where {
  const and: Where[] = query.status ? [{ status: { equals: query.status } }] : [];
  if (query.category) and.push({ 'categories.value': { equals: query.category } });
  if (query.q) {
    and.push({
      or: [
        { title: { like: query.q } },
        { excerpt: { like: query.q } },
        { 'tags.value': { like: query.q } },
      ],
    });
  }
  return and.length > 0 ? { and } : {};
}

/**
 * Payload pages by page number; the spec's list takes an offset. When the offset is a multiple
 * of the limit that is one page; otherwise read from the start and slice.
 */
export function pageRequest(limit: number, offset: number) {
  if (offset % limit === 0) return { limit, page: offset / limit + 1, skip: 0 };
  return { limit: offset + limit, page: 1, skip: offset };
}

/** Published posts read for the category menu at most (newest first beyond that: none). */
export const CATEGORY_SCAN_MAX_POSTS = 5000;

/**
 * The blog list's category menu: every category of these posts, once; when there are more
 * than BLOG_CATEGORIES_MAX, the most used ones. Sorted by name.
 */
export function mostUsedCategories(posts: readonly Pick<Post, 'categories'>[]): string[] {
  const uses = new Map<string, number>();
  for (const post of posts) {
    for (const category of new Set(values(post.categories))) {
      uses.set(category, (uses.get(category) ?? 0) + 1);
    }
  }
  return [...uses]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, BLOG_CATEGORIES_MAX)
    .map(([category]) => category)
    .sort((a, b) => a.localeCompare(b));
}
