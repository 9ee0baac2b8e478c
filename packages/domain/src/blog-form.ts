/**
 * The blog form's rules (spec §4 "Blog post", §5 "Blog form", §9 limits), shared by the admin
 * dialog (web) and the write procedures (api).
 */
import { SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS } from './seo';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Meta title and description: the SEO limits of spec §9 (seo.ts). The other bounds are ours. */
export const BLOG_TITLE_MAX_CHARS = 200;
export const BLOG_EXCERPT_MAX_CHARS = 500;
/** HTML of one post; well under the api's 1 MB request body limit. */
export const BLOG_CONTENT_MAX_CHARS = 200_000;
export const BLOG_URL_MAX_CHARS = 2000;
/** Categories and tags: at most this many per post, each at most this long. */
export const BLOG_LIST_MAX_ITEMS = 20;
export const BLOG_LIST_ITEM_MAX_CHARS = 100;

export const BLOG_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BLOG_TITLE_MAX_CHARS} characters`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${BLOG_CONTENT_MAX_CHARS} characters`,
  excerptTooLong: `Excerpt must be at most ${BLOG_EXCERPT_MAX_CHARS} characters`,
  metaTitleTooLong: `Meta title must be at most ${SEO_TITLE_MAX_CHARS} characters`,
  metaDescriptionTooLong: `Meta description must be at most ${SEO_DESCRIPTION_MAX_CHARS} characters`,
  ogImageUrl: 'OG image must be a URL starting with http:// or https://',
  status: 'Status must be draft or published',
  categoryEmpty: 'Categories must not be empty',
  tagEmpty: 'Tags must not be empty',
  categoryTooLong: `Each category must be at most ${BLOG_LIST_ITEM_MAX_CHARS} characters`,
  tagTooLong: `Each tag must be at most ${BLOG_LIST_ITEM_MAX_CHARS} characters`,
  tooManyCategories: `At most ${BLOG_LIST_MAX_ITEMS} categories`,
  tooManyTags: `At most ${BLOG_LIST_MAX_ITEMS} tags`,
  postId: 'Not a blog post id',
  slugTaken: 'A post with this title already exists: choose another title',
  deleteConfirm: 'Are you sure you want to delete this blog post?',
  draftPreview: 'Draft preview',
} as const;

/** Spec §5: comma-separated categories and tags, trimmed, empties dropped (and duplicates). */
export function splitCommaList(text: string): string[] {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

/** An absolute http(s) URL (the OG image). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Spec §4: publishing sets publishedAt to now, except when editing a post that already has
 * one (kept); a draft has none. The CMS applies the same rule when it saves
 * (cms/src/hooks/post-published-at.ts); the form uses this to say what will happen.
 */
export function publishedAtAfterSave(
  status: BlogPostStatus,
  existing: string | null | undefined,
  nowIso: string,
): string | null {
  if (status === 'draft') return null;
  return existing || nowIso;
}
