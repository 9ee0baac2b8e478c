/**
 * Pagination, for every paged list: offset, total pages, page window. The blog's own figures
 * (spec §2 Blog list, §9: 9 posts a page) are the defaults; the admin lists pass their page size.
 */

export const BLOG_PAGE_SIZE = 9;
export const BLOG_LIST_MAX_LIMIT = 50;
/** Longest search text and category name the blog list accepts. */
export const BLOG_SEARCH_MAX_CHARS = 200;
export const BLOG_CATEGORY_MAX_CHARS = 100;
export const BLOG_SKELETON_CARDS = 6;
/** At most this many categories in the blog list's category menu (the most used first). */
export const BLOG_CATEGORIES_MAX = 100;
export const EXCERPT_FALLBACK_CHARS = 150;

export function pageOffset(page: number, pageSize = BLOG_PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

export function totalPages(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}

/**
 * The last page of a list that always shows one (the admin lists): an empty list is one
 * empty page, not none.
 */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, totalPages(total, pageSize));
}

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/**
 * Page numbers to show: the first, the last and the current ±1; an ellipsis stands for each
 * gap. Empty when there is one page or none (pagination is then hidden).
 */
export function pageWindow(current: number, pages: number): PageItem[] {
  if (pages <= 1) return [];
  const shown = new Set([1, pages, current - 1, current, current + 1]);
  const items: PageItem[] = [];
  let previous = 0;
  for (let page = 1; page <= pages; page++) {
    if (!shown.has(page)) continue;
    if (page - previous > 1) items.push({ kind: 'ellipsis', key: `gap-${previous}-${page}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}

/** Excerpt shown on a card: the post's excerpt, else the first 150 characters of its text. */
export function cardExcerpt(excerpt: string | null | undefined, plainText: string): string {
  if (excerpt?.trim()) return excerpt.trim();
  const text = plainText.replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_FALLBACK_CHARS
    ? `${text.slice(0, EXCERPT_FALLBACK_CHARS)}...`
    : text;
}
