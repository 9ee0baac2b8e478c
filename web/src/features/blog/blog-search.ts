import {
  BLOG_CATEGORY_MAX_CHARS,
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_MAX_CHARS,
  type BlogListInput,
  pageOffset,
} from '@app/domain';

/** URL search params of /blog; absent means the default (page 1, no search, all categories). */
export type BlogSearch = {
  page?: number;
  q?: string;
  category?: string;
};

/** The longest search text and category `blog.list` accepts (packages/domain). */
export const SEARCH_MAX_CHARS = BLOG_SEARCH_MAX_CHARS;
export const CATEGORY_MAX_CHARS = BLOG_CATEGORY_MAX_CHARS;

function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim().slice(0, max);
  return trimmed || undefined;
}

/**
 * The route's `validateSearch`: any hand-edited URL becomes a valid state. `page` is kept only
 * when it is a whole number above 1, so the canonical first page has a clean URL.
 */
export function validateBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const search: BlogSearch = {};
  const page = Number(raw.page);
  if (Number.isSafeInteger(page) && page > 1) search.page = page;
  const q = text(raw.q, SEARCH_MAX_CHARS);
  if (q) search.q = q;
  const category = text(raw.category, CATEGORY_MAX_CHARS);
  if (category) search.category = category;
  return search;
}

/** The `blog.list` input for a page of the public list (spec §7: published only). */
export function blogListInput(search: BlogSearch): BlogListInput {
  const page = search.page ?? 1;
  return {
    status: 'published',
    limit: BLOG_PAGE_SIZE,
    offset: pageOffset(page),
    category: search.category,
    q: search.q,
  };
}

export function isFiltering(search: BlogSearch): boolean {
  return Boolean(search.q || search.category);
}
