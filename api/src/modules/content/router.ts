import { MESSAGES } from '@app/domain';
import { AppError } from '../../errors';
import { restProcedure } from '../../rest-meta';
import { publicProcedure, router } from '../../trpc';
import { contentRest } from './rest-paths';

/** The public site's CMS content (issue 5), read through the cached CMS adapter. */
export const contentRouter = router({
  examPage: restProcedure(publicProcedure, contentRest.examPage).query(async ({ ctx, input }) => {
    const page = await ctx.deps.content.examPage(input.exam);
    if (!page) throw new AppError('NOT_FOUND', MESSAGES.examPageNotFound);
    return page;
  }),

  subjectPage: restProcedure(publicProcedure, contentRest.subjectPage).query(
    async ({ ctx, input }) => {
      const page = await ctx.deps.content.subjectPage(input.exam, input.slug);
      if (!page) throw new AppError('NOT_FOUND', MESSAGES.subjectPageNotFound);
      return page;
    },
  ),

  subjects: restProcedure(publicProcedure, contentRest.subjects).query(({ ctx, input }) =>
    ctx.deps.content.subjectsOfExam(input.exam),
  ),

  testimonials: restProcedure(publicProcedure, contentRest.testimonials).query(({ ctx }) =>
    ctx.deps.content.testimonials(),
  ),

  successStories: restProcedure(publicProcedure, contentRest.successStories).query(({ ctx }) =>
    ctx.deps.content.successStories(),
  ),

  articles: restProcedure(publicProcedure, contentRest.articles).query(({ ctx }) =>
    ctx.deps.content.articles(),
  ),

  article: restProcedure(publicProcedure, contentRest.article).query(async ({ ctx, input }) => {
    const article = await ctx.deps.content.article(input.idOrSlug);
    if (!article) throw new AppError('NOT_FOUND', MESSAGES.articleNotFound);
    return article;
  }),

  guides: restProcedure(publicProcedure, contentRest.guides).query(({ ctx }) =>
    ctx.deps.content.guides(),
  ),

  faqs: restProcedure(publicProcedure, contentRest.faqs).query(({ ctx, input }) =>
    ctx.deps.content.faqs(input.group),
  ),

  siteSettings: restProcedure(publicProcedure, contentRest.siteSettings).query(({ ctx }) =>
    ctx.deps.content.siteSettings(),
  ),

  page: restProcedure(publicProcedure, contentRest.page).query(async ({ ctx, input }) => {
    const page = await ctx.deps.content.page(input.slug);
    if (!page) throw new AppError('NOT_FOUND', MESSAGES.pageNotFound);
    return page;
  }),
});
