import { type BlogListInput, pageOffset } from '@app/domain';
import type { Trpc } from '../../lib/trpc';

/** Posts per page in the Blog Manager. */
export const MANAGER_PAGE_SIZE = 20;

/**
 * The Blog Manager's list: no status, so the api answers every post, drafts too (spec §7:
 * GET /api/blog/posts "admin: none").
 */
export function managerListInput(page: number): BlogListInput {
  return { limit: MANAGER_PAGE_SIZE, offset: pageOffset(page, MANAGER_PAGE_SIZE) };
}

/**
 * After a write: the manager's list and counts, and the public blog pages this browser has
 * read, are read again.
 */
export function refreshBlog(trpc: Trpc): Promise<void> {
  return trpc.blog.invalidate();
}

/** Where a post is edited in the CMS admin (Payload, same origin). */
export const cmsPostHref = (id: string) => `/cms/collections/posts/${encodeURIComponent(id)}`;

/** The post's page on the site (a draft shows there as a preview to admins). */
export const sitePostHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
