import { blogCategoriesSchema } from '@app/domain';
import { restProcedure } from '../../rest-meta';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import { currentSession } from '../auth/request-auth';
import { blogRest } from './rest-paths';
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
  list: restProcedure(publicProcedure, blogRest.list).query(async ({ ctx, input }) => {
    // The public call (status=published) never asks who is calling: it stays a cached read.
    const viewer = input.status ? null : ((await currentSession(ctx))?.user ?? null);
    return listPosts(ctx.deps, viewer, input, ctx.resHeaders);
  }),

  /** The blog list's category menu: every category of the published posts. */
  categories: publicProcedure
    .output(blogCategoriesSchema)
    .query(({ ctx }) => ctx.deps.content.publishedCategories()),

  bySlug: restProcedure(publicProcedure, blogRest.bySlug).query(({ ctx, input }) =>
    postBySlug(
      ctx.deps,
      input.slug,
      async () =>
        previewIdentity(ctx.deps, (await currentSession(ctx))?.user ?? null, ctx.req.headers),
      ctx.resHeaders,
    ),
  ),

  /** The Blog Manager's counts: total, published, drafts. */
  stats: restProcedure(adminProcedure, blogRest.stats).query(({ ctx }) =>
    blogStats(ctx.deps, ctx.user),
  ),

  create: restProcedure(adminProcedure, blogRest.create).mutation(({ ctx, input }) =>
    createPost(ctx.deps, ctx.user, input),
  ),

  update: restProcedure(adminProcedure, blogRest.update).mutation(({ ctx, input }) =>
    updatePost(ctx.deps, ctx.user, input),
  ),

  delete: restProcedure(adminProcedure, blogRest.delete).mutation(({ ctx, input }) =>
    deletePost(ctx.deps, ctx.user, input.id),
  ),
});
