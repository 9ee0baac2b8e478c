import { z } from 'zod';
import {
  BLOG_CATEGORY_MAX_CHARS,
  BLOG_LIST_MAX_LIMIT,
  BLOG_PAGE_SIZE,
  BLOG_SEARCH_MAX_CHARS,
} from '../pagination';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Query of the public blog list (spec §7 GET /api/blog/posts). */
export const blogListInputSchema = z.object({
  status: z.literal('published').default('published'),
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

export const blogSlugInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'may only contain lowercase letters, digits and hyphens'),
});
