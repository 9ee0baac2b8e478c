import {
  blogListInputSchema,
  blogListOutputSchema,
  blogPostCreateInputSchema,
  blogPostDeletedSchema,
  blogPostIdInputSchema,
  blogPostSchema,
  blogPostUpdateInputSchema,
  blogSlugInputSchema,
  blogStatsSchema,
} from '@app/domain';
import { z } from 'zod';
import { declareRest } from '../../rest-meta';

/** The REST paths of the blog procedures (router.ts applies each with restProcedure). */
export const blogRest = declareRest('blog', {
  list: {
    method: 'GET',
    path: '/blog/posts',
    summary:
      'Published posts, paginated (limit, offset, category, q). Without status=published an administrator gets every post, drafts too.',
    access: 'public',
    tags: ['blog'],
    input: blogListInputSchema,
    output: blogListOutputSchema,
  },
  bySlug: {
    method: 'GET',
    path: '/blog/posts/{slug}',
    summary:
      'One published post; a draft too for an administrator or a signed-in CMS editor (preview).',
    access: 'public',
    tags: ['blog'],
    input: blogSlugInputSchema,
    output: blogPostSchema,
  },
  stats: {
    method: 'GET',
    path: '/blog/stats',
    summary: 'Post counts: total, published, drafts (administrators only).',
    access: 'admin',
    tags: ['blog'],
    input: z.object({}).optional(),
    output: blogStatsSchema,
  },
  create: {
    method: 'POST',
    path: '/blog/posts',
    summary: 'Create a post; content is HTML (sanitised, stored as rich text).',
    access: 'admin',
    status: 201,
    ignoredFields: ['publishedAt'],
    tags: ['blog'],
    input: blogPostCreateInputSchema,
    output: blogPostSchema,
  },
  update: {
    method: 'PATCH',
    path: '/blog/posts/{id}',
    summary: 'Change a post; the fields sent are changed, the others kept.',
    access: 'admin',
    ignoredFields: ['publishedAt'],
    tags: ['blog'],
    input: blogPostUpdateInputSchema,
    output: blogPostSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/blog/posts/{id}',
    summary: 'Delete a post.',
    access: 'admin',
    tags: ['blog'],
    input: blogPostIdInputSchema,
    output: blogPostDeletedSchema,
  },
});
