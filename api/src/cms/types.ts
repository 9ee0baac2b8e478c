import type { BlogList, BlogListQuery, BlogPost } from '@app/domain';

/** What the site reads from the CMS. The only way the api touches content. */
export type CmsContent = {
  listPublishedPosts(query: BlogListQuery): Promise<BlogList>;
  findPublishedPost(slug: string): Promise<BlogPost | null>;
  isReachable(): Promise<boolean>;
  /** Drops cached content; called when the CMS reports a change. */
  invalidate(collection?: string): void;
  close(): Promise<void>;
};
