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
    .meta({
      rest: {
        method: 'GET',
        path: '/content/exam-pages/{exam}',
        summary: 'The marketing page of an exam.',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(contentExamInputSchema)
    .output(examPageSchema)
    .query(async ({ ctx, input }) => {
      const page = await ctx.deps.content.examPage(input.exam);
      if (!page) throw new AppError('NOT_FOUND', MESSAGES.examPageNotFound);
      return page;
    }),

  subjectPage: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/subjects/{exam}/{slug}',
        summary: 'The landing page of one subject of an exam.',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(contentSubjectInputSchema)
    .output(subjectPageSchema)
    .query(async ({ ctx, input }) => {
      const page = await ctx.deps.content.subjectPage(input.exam, input.slug);
      if (!page) throw new AppError('NOT_FOUND', MESSAGES.subjectPageNotFound);
      return page;
    }),

  subjects: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/subjects/{exam}',
        summary: 'The subjects of an exam.',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(contentExamInputSchema)
    .output(subjectSummaryListSchema)
    .query(({ ctx, input }) => ctx.deps.content.subjectsOfExam(input.exam)),

  testimonials: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/testimonials',
        summary: 'Testimonials of the landing page.',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(noInput)
    .output(testimonialListSchema)
    .query(({ ctx }) => ctx.deps.content.testimonials()),

  successStories: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/success-stories',
        summary: 'Score-report success stories.',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(noInput)
    .output(successStoryListSchema)
    .query(({ ctx }) => ctx.deps.content.successStories()),

  articles: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/articles',
        summary: 'Resource articles.',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(noInput)
    .output(articleListSchema)
    .query(({ ctx }) => ctx.deps.content.articles()),

  article: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/articles/{idOrSlug}',
        summary: 'One resource article.',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(contentArticleInputSchema)
    .output(articleDetailSchema)
    .query(async ({ ctx, input }) => {
      const article = await ctx.deps.content.article(input.idOrSlug);
      if (!article) throw new AppError('NOT_FOUND', MESSAGES.articleNotFound);
      return article;
    }),

  guides: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/guides',
        summary: 'Downloadable study guides.',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(noInput)
    .output(guideListSchema)
    .query(({ ctx }) => ctx.deps.content.guides()),

  faqs: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/faqs',
        summary: 'Frequently asked questions (optional group).',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(contentFaqsInputSchema)
    .output(faqListSchema)
    .query(({ ctx, input }) => ctx.deps.content.faqs(input.group)),

  siteSettings: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/site-settings',
        summary: 'Site-wide settings (support contacts, links).',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(noInput)
    .output(siteSettingsSchema)
    .query(({ ctx }) => ctx.deps.content.siteSettings()),

  page: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/content/pages/{slug}',
        summary: 'An information page (about, privacy, terms…).',
        access: 'public',
        tags: ['content'],
      },
    })
    .input(contentPageInputSchema)
    .output(sitePageSchema)
    .query(async ({ ctx, input }) => {
      const page = await ctx.deps.content.page(input.slug);
      if (!page) throw new AppError('NOT_FOUND', MESSAGES.pageNotFound);
      return page;
    }),
});
