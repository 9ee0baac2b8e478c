import {
  articleDetailSchema,
  articleListSchema,
  contentArticleInputSchema,
  contentExamInputSchema,
  contentFaqsInputSchema,
  contentPageInputSchema,
  contentSubjectInputSchema,
  examPageSchema,
  faqListSchema,
  guideListSchema,
  MESSAGES,
  sitePageSchema,
  siteSettingsSchema,
  subjectPageSchema,
  subjectSummaryListSchema,
  successStoryListSchema,
  testimonialListSchema,
} from '@app/domain';
import { z } from 'zod';
import { AppError } from '../../errors';
import { publicProcedure, router } from '../../trpc';

const noInput = z.object({}).optional();

/** The public site's CMS content (issue 5), read through the cached CMS adapter. */
export const contentRouter = router({
  examPage: publicProcedure
    .input(contentExamInputSchema)
    .output(examPageSchema)
    .query(async ({ ctx, input }) => {
      const page = await ctx.deps.content.examPage(input.exam);
      if (!page) throw new AppError('NOT_FOUND', MESSAGES.examPageNotFound);
      return page;
    }),

  subjectPage: publicProcedure
    .input(contentSubjectInputSchema)
    .output(subjectPageSchema)
    .query(async ({ ctx, input }) => {
      const page = await ctx.deps.content.subjectPage(input.exam, input.slug);
      if (!page) throw new AppError('NOT_FOUND', MESSAGES.subjectPageNotFound);
      return page;
    }),

  subjects: publicProcedure
    .input(contentExamInputSchema)
    .output(subjectSummaryListSchema)
    .query(({ ctx, input }) => ctx.deps.content.subjectsOfExam(input.exam)),

  testimonials: publicProcedure
    .input(noInput)
    .output(testimonialListSchema)
    .query(({ ctx }) => ctx.deps.content.testimonials()),

  successStories: publicProcedure
    .input(noInput)
    .output(successStoryListSchema)
    .query(({ ctx }) => ctx.deps.content.successStories()),

  articles: publicProcedure
    .input(noInput)
    .output(articleListSchema)
    .query(({ ctx }) => ctx.deps.content.articles()),

  article: publicProcedure
    .input(contentArticleInputSchema)
    .output(articleDetailSchema)
    .query(async ({ ctx, input }) => {
      const article = await ctx.deps.content.article(input.idOrSlug);
      if (!article) throw new AppError('NOT_FOUND', MESSAGES.articleNotFound);
      return article;
    }),

  guides: publicProcedure
    .input(noInput)
    .output(guideListSchema)
    .query(({ ctx }) => ctx.deps.content.guides()),

  faqs: publicProcedure
    .input(contentFaqsInputSchema)
    .output(faqListSchema)
    .query(({ ctx, input }) => ctx.deps.content.faqs(input.group)),

  siteSettings: publicProcedure
    .input(noInput)
    .output(siteSettingsSchema)
    .query(({ ctx }) => ctx.deps.content.siteSettings()),

  page: publicProcedure
    .input(contentPageInputSchema)
    .output(sitePageSchema)
    .query(async ({ ctx, input }) => {
      const page = await ctx.deps.content.page(input.slug);
      if (!page) throw new AppError('NOT_FOUND', MESSAGES.pageNotFound);
      return page;
    }),
});
