import { z } from 'zod';
import {
  BLOG_CONTENT_MAX_CHARS,
  BLOG_EXCERPT_MAX_CHARS,
  BLOG_LIST_ITEM_MAX_CHARS,
  BLOG_LIST_MAX_ITEMS,
  BLOG_POST_STATUSES,
  BLOG_TITLE_MAX_CHARS,
  BLOG_URL_MAX_CHARS,
  isHttpUrl,
  BLOG_FORM_MESSAGES as M,
} from '../blog-form';
import {
  BLOG_CATEGORIES_MAX,
  BLOG_CATEGORY_MAX_CHARS,
  BLOG_LIST_MAX_LIMIT,
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_MAX_CHARS,
} from '../pagination';
import { SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS } from '../seo';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * Query of the blog list (spec §7 GET /api/blog/posts). The public list asks for
 * status=published; without a status an administrator gets every post (drafts too) and
 * anyone else the published ones.
 */
export const blogListInputSchema = z.object({
  status: z.literal('published', { error: 'must be published (or absent)' }).optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(BLOG_LIST_MAX_LIMIT, `must be at most ${BLOG_LIST_MAX_LIMIT}`)
    .default(BLOG_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .default(0),
  category: optionalText(BLOG_CATEGORY_MAX_CHARS),
  q: optionalText(BLOG_SEARCH_MAX_CHARS),
});
export type BlogListInput = z.input<typeof blogListInputSchema>;
export type BlogListQuery = z.output<typeof blogListInputSchema>;

export const blogAuthorSchema = z.object({ firstName: z.string(), lastName: z.string() });

/** A blog post as the site shows it (spec §3): content is rendered HTML. */
export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  author: blogAuthorSchema,
  status: z.enum(['draft', 'published']),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  ogImageUrl: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListOutputSchema = z.object({
  posts: z.array(blogPostSchema),
  total: z.number().int().nonnegative(),
});
export type BlogList = z.infer<typeof blogListOutputSchema>;

/** Every category of the published posts, for the blog list's category menu, sorted by name. */
export const blogCategoriesSchema = z.array(z.string()).max(BLOG_CATEGORIES_MAX);

export const blogSlugInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'may only contain lowercase letters, digits and hyphens'),
});

/** Spec §3/§7 Blog post fields as the admin form sends them (spec §5 rules). */
const nullableText = (max: number, tooLong: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, tooLong)
    .nullish()
    // Absent stays absent (an edit keeps the field); empty or null clears it.
    .transform((value) => (value === undefined ? undefined : value || null));

const stringList = (empty: string, tooLong: string, tooMany: string) =>
  z
    .array(
      z
        .string({ error: 'must be text' })
        .trim()
        .min(1, empty)
        .max(BLOG_LIST_ITEM_MAX_CHARS, tooLong),
      {
        error: 'must be a list of texts',
      },
    )
    .max(BLOG_LIST_MAX_ITEMS, tooMany)
    .transform((items) => [...new Set(items)]);

const blogPostFields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(BLOG_TITLE_MAX_CHARS, M.titleTooLong),
  /** HTML; the api sanitises it and stores it as rich text. */
  content: z
    .string({ error: M.contentRequired })
    .trim()
    .min(1, M.contentRequired)
    .max(BLOG_CONTENT_MAX_CHARS, M.contentTooLong),
  excerpt: nullableText(BLOG_EXCERPT_MAX_CHARS, M.excerptTooLong),
  categories: stringList(M.categoryEmpty, M.categoryTooLong, M.tooManyCategories),
  tags: stringList(M.tagEmpty, M.tagTooLong, M.tooManyTags),
  status: z.enum(BLOG_POST_STATUSES, { error: M.status }),
  metaTitle: nullableText(SEO_TITLE_MAX_CHARS, M.metaTitleTooLong),
  metaDescription: nullableText(SEO_DESCRIPTION_MAX_CHARS, M.metaDescriptionTooLong),
  ogImageUrl: z
    .string({ error: M.ogImageUrl })
    .trim()
    .max(BLOG_URL_MAX_CHARS, M.ogImageUrl)
    .refine((value) => value === '' || isHttpUrl(value), M.ogImageUrl)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
};

/** A Payload post id (digits), as the REST path and the tRPC input carry it. */
export const blogPostIdSchema = z.coerce
  .string({ error: M.postId })
  .trim()
  .regex(/^[1-9][0-9]{0,15}$/, M.postId);

/**
 * POST /api/blog/posts. `publishedAt` is not an input: publishing sets it (spec §4), see
 * `publishedAtAfterSave`.
 */
export const blogPostCreateInputSchema = z.object({
  ...blogPostFields,
  excerpt: blogPostFields.excerpt.default(null),
  categories: blogPostFields.categories.default([]),
  tags: blogPostFields.tags.default([]),
  status: blogPostFields.status.default('draft'),
  metaTitle: blogPostFields.metaTitle.default(null),
  metaDescription: blogPostFields.metaDescription.default(null),
  ogImageUrl: blogPostFields.ogImageUrl.default(null),
});
export type BlogPostCreateInput = z.input<typeof blogPostCreateInputSchema>;
export type BlogPostCreate = z.output<typeof blogPostCreateInputSchema>;

/** PATCH /api/blog/posts/{id}: the fields sent are changed, the others kept. */
export const blogPostUpdateInputSchema = z.object({
  id: blogPostIdSchema,
  title: blogPostFields.title.optional(),
  content: blogPostFields.content.optional(),
  excerpt: blogPostFields.excerpt,
  categories: blogPostFields.categories.optional(),
  tags: blogPostFields.tags.optional(),
  status: blogPostFields.status.optional(),
  metaTitle: blogPostFields.metaTitle,
  metaDescription: blogPostFields.metaDescription,
  ogImageUrl: blogPostFields.ogImageUrl,
});
export type BlogPostUpdateInput = z.input<typeof blogPostUpdateInputSchema>;
export type BlogPostUpdate = z.output<typeof blogPostUpdateInputSchema>;

/** DELETE /api/blog/posts/{id}. */
export const blogPostIdInputSchema = z.object({ id: blogPostIdSchema });

export const blogPostDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type BlogPostDeleted = z.infer<typeof blogPostDeletedSchema>;

/** The Blog Manager's counts (spec §2 /admin Blog: total, published, drafts). */
export const blogStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  published: z.number().int().nonnegative(),
  drafts: z.number().int().nonnegative(),
});
export type BlogStats = z.infer<typeof blogStatsSchema>;
