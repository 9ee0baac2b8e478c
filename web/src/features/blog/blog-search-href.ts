import type { BlogSearch } from './blog-search';

/**
 * The address of a /blog list state, as the router writes it (page only above 1; spaces as
 * %20), so links and the search form work without JavaScript and crawlers can follow them.
 */
export function blogHref(search: BlogSearch): string {
  const parts: string[] = [];
  if (search.page && search.page > 1) parts.push(`page=${search.page}`);
  if (search.q) parts.push(`q=${encodeURIComponent(search.q)}`);
  if (search.category) parts.push(`category=${encodeURIComponent(search.category)}`);
  return parts.length ? `/blog?${parts.join('&')}` : '/blog';
}

/** A plain click (no modifier, main button): the app handles it in place of the browser. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
