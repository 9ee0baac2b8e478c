import {
  blogCategoriesSchema,
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
import { adminProcedure, publicProcedure, router } from '../../trpc';
import { currentSession } from '../auth/request-auth';
import {
  blogStats,
  createPost,
  deletePost,
  listPosts,
  postBySlug,
  previewIdentity,
  updatePost,
} from './service';

export const blogRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/blog/posts',
        summary:
          'Published posts, paginated (limit, offset, category, q). Without status=published an administrator gets every post, drafts too.',
        access: 'public',
        tags: ['blog'],
      },
    })
    .input(blogListInputSchema)
    .output(blogListOutputSchema)
    .query(async ({ ctx, input }) => {
      // The public call (status=published) never asks who is calling: it stays a cached read.
      const viewer = input.status ? null : ((await currentSession(ctx))?.user ?? null);
      return listPosts(ctx.deps, viewer, input, ctx.resHeaders);
    }),

  /** The blog list's category menu: every category of the published posts. */
  categories: publicProcedure
    .output(blogCategoriesSchema)
    .query(({ ctx }) => ctx.deps.content.publishedCategories()),

  bySlug: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/blog/posts/{slug}',
        summary:
          'One published post; a draft too for an administrator or a signed-in CMS editor (preview).',
        access: 'public',
        tags: ['blog'],
      },
    })
    .input(blogSlugInputSchema)
    .output(blogPostSchema)
    .query(({ ctx, input }) =>
      postBySlug(
        ctx.deps,
        input.slug,
        async () =>
          previewIdentity(ctx.deps, (await currentSession(ctx))?.user ?? null, ctx.req.headers),
        ctx.resHeaders,
      ),
    ),

  /** The Blog Manager's counts: total, published, drafts. */
  stats: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/blog/stats',
        summary: 'Post counts: total, published, drafts (administrators only).',
        access: 'admin',
        tags: ['blog'],
      },
    })
    .input(z.object({}).optional())
    .output(blogStatsSchema)
    .query(({ ctx }) => blogStats(ctx.deps, ctx.user)),

  create: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/blog/posts',
        summary: 'Create a post; content is HTML (sanitised, stored as rich text).',
        access: 'admin',
        status: 201,
        // Spec §4: publishing sets publishedAt; the client's value is not used.
        ignoredFields: ['publishedAt'],
        tags: ['blog'],
      },
    })
    .input(blogPostCreateInputSchema)
    .output(blogPostSchema)
    .mutation(({ ctx, input }) => createPost(ctx.deps, ctx.user, input)),

  update: adminProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/blog/posts/{id}',
        summary: 'Change a post; the fields sent are changed, the others kept.',
        access: 'admin',
        ignoredFields: ['publishedAt'],
        tags: ['blog'],
      },
    })
    .input(blogPostUpdateInputSchema)
    .output(blogPostSchema)
    .mutation(({ ctx, input }) => updatePost(ctx.deps, ctx.user, input)),

  delete: adminProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/blog/posts/{id}',
        summary: 'Delete a post.',
        access: 'admin',
        tags: ['blog'],
      },
    })
    .input(blogPostIdInputSchema)
    .output(blogPostDeletedSchema)
    .mutation(({ ctx, input }) => deletePost(ctx.deps, ctx.user, input.id)),
});
