import type { BlogPost } from '@app/domain';
import { cardExcerpt, SEO_DESCRIPTION_MAX_CHARS } from '@app/domain';

const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|hr|tr|td|th|section|article|figure|figcaption)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number.parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * The readable text of a post's HTML content (the api's sanitised rendering: no scripts or
 * styles). Tags are dropped, block boundaries become spaces so words do not run together, and
 * character references are decoded. Plain string work, so the server's render and the
 * browser's give the same text (a meta description must not change on hydration).
 */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
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
  return htmlToText(post.content).slice(0, SEO_DESCRIPTION_MAX_CHARS).trim();
}

/** Spec §2: the document title is the post's metaTitle, else its title. */
export function postDocumentTitle(post: Pick<BlogPost, 'metaTitle' | 'title'>): string {
  return post.metaTitle?.trim() || post.title;
}
