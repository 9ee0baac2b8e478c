// Types only from the domain: the server-rendered page's script uses this module, and the
// domain's category list lives beside zod schemas it should not carry.
import type { Article } from '@app/domain';

/** 'All': the category button that shows every article. */
export const ALL_CATEGORIES = 'All';

export type ResourceFilter = { query: string; category: string };

export const NO_FILTER: ResourceFilter = { query: '', category: ALL_CATEGORIES };

export function isFiltering(filter: ResourceFilter): boolean {
  return filter.query.trim() !== '' || filter.category !== ALL_CATEGORIES;
}

/**
 * Local filtering (spec §2): the search matches the title, the excerpt or any tag, ignoring
 * case and surrounding spaces; a category other than 'All' must equal the article's.
 */
export function filterArticles<T extends Pick<Article, 'title' | 'excerpt' | 'tags' | 'category'>>(
  articles: readonly T[],
  { query, category }: ResourceFilter,
): T[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  return articles.filter((article) => {
    if (category !== ALL_CATEGORIES && article.category !== category) return false;
    if (!needle) return true;
    return [article.title, article.excerpt, ...article.tags].some((text) =>
      text.toLocaleLowerCase('en-US').includes(needle),
    );
  });
}

/** 'January 5, 2026' (spec §9: long US dates), read in UTC so it matches the CMS date. */
export function articleDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A guide's file size for people: '850 KB', '2.4 MB'. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
