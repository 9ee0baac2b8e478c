import {
  blogListInputSchema,
  blogListOutputSchema,
  blogPostSchema,
  blogSlugInputSchema,
  MESSAGES,
} from '@app/domain';
import { AppError } from '../../errors';
import { publicProcedure, router } from '../../trpc';

export const blogRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/blog/posts',
        summary: 'Published posts, paginated (limit, offset, category, q).',
        access: 'public',
        tags: ['blog'],
      },
    })
    .input(blogListInputSchema)
    .output(blogListOutputSchema)
    .query(({ ctx, input }) => ctx.deps.content.listPublishedPosts(input)),

  bySlug: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/blog/posts/{slug}',
        summary: 'One published post.',
        access: 'public',
        tags: ['blog'],
      },
    })
    .input(blogSlugInputSchema)
    .output(blogPostSchema)
    .query(async ({ ctx, input }) => {
      const post = await ctx.deps.content.findPublishedPost(input.slug);
      if (!post) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
      return post;
    }),
});
