import type { BlogPost } from '@app/domain';
import { cardExcerpt, META_DESCRIPTION_FALLBACK_CHARS } from '@app/domain';

const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|hr|tr|td|th|section|article|figure|figcaption)\b[^>]*>/gi;

/**
 * The readable text of a post's HTML content. DOMParser builds an inert document (no scripts
 * run, nothing loads); block boundaries become spaces so words do not run together.
 */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_TAG, ' $& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Card excerpt: the post's excerpt, else the first 150 characters of its text plus '...'. */
export function postExcerpt(post: Pick<BlogPost, 'excerpt' | 'content'>): string {
  return cardExcerpt(post.excerpt, htmlToText(post.content));
}

/** Spec §2/§9: long US date of publishedAt, else createdAt, e.g. 'January 5, 2026'. */
export function postDate(post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): string {
  return new Date(post.publishedAt ?? post.createdAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    // The same calendar day on the server (which may prerender the page) and in every browser.
    timeZone: 'UTC',
  });
}

/** ISO value for <time dateTime>. */
export function postDateTime(post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}

export function authorName(post: Pick<BlogPost, 'author'>): string {
  return `${post.author.firstName} ${post.author.lastName}`.trim();
}

/**
 * Spec §2/§9: the page's meta description is the post's metaDescription, else its excerpt,
 * else the first 160 characters of its content text.
 */
export function postMetaDescription(
  post: Pick<BlogPost, 'metaDescription' | 'excerpt' | 'content'>,
): string {
  const given = post.metaDescription?.trim() || post.excerpt?.trim();
  if (given) return given;
  return htmlToText(post.content).slice(0, META_DESCRIPTION_FALLBACK_CHARS).trim();
}

/** Spec §2: the document title is the post's metaTitle, else its title. */
export function postDocumentTitle(post: Pick<BlogPost, 'metaTitle' | 'title'>): string {
  return post.metaTitle?.trim() || post.title;
}
