/**
 * The public site's CMS content as the api serves it (issue 5): exam pages, subject pages,
 * testimonials, success stories, resource articles, guides, FAQs, the site settings and the
 * informational pages (/about, /services, /contact, /resources, /help, /privacy, /terms,
 * /accessibility).
 * Rich text arrives rendered to HTML; media as public paths under /cms-api/media/file/.
 */
import { z } from 'zod';
import { EXAMS, type ExamSlug } from '../exams';

const EXAM_SLUGS: ReadonlySet<string> = new Set(EXAMS.map((exam) => exam.slug));

export function isExamSlug(value: string): value is ExamSlug {
  return EXAM_SLUGS.has(value);
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KEBAB_MESSAGE = 'may only contain lowercase letters, digits and hyphens';

/** An exam of the catalogue, by slug; anything else is 'Unknown exam: {slug}'. */
export const examSlugSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!isExamSlug(value)) ctx.addIssue({ code: 'custom', message: `Unknown exam: ${value}` });
  })
  .transform((value) => value as ExamSlug);

export const subjectSlugSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')
  .regex(KEBAB, KEBAB_MESSAGE);

/** A resource article by numeric id or by slug. */
export const articleIdOrSlugSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .regex(KEBAB, KEBAB_MESSAGE);

/** FAQ groups outside the exam pages; the CMS stores them as a select. */
export const FAQ_GROUPS = ['contact', 'pricing', 'general'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

/** Categories of resource articles: the /resources category buttons (spec §2), in order. */
export const RESOURCE_CATEGORIES = [
  'Study Guides',
  'Test Taking Tips',
  'HESI A2',
  'ATI TEAS 7',
  'Mathematics',
  'Reading',
  'Study Planning',
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const contentExamInputSchema = z.object({ exam: examSlugSchema });
export type ContentExamInput = z.input<typeof contentExamInputSchema>;

export const contentSubjectInputSchema = z.object({
  exam: examSlugSchema,
  slug: subjectSlugSchema,
});
export type ContentSubjectInput = z.input<typeof contentSubjectInputSchema>;

export const contentArticleInputSchema = z.object({ idOrSlug: articleIdOrSlugSchema });
export type ContentArticleInput = z.input<typeof contentArticleInputSchema>;

export const contentFaqsInputSchema = z.object({
  group: z.enum(FAQ_GROUPS, { error: `must be one of ${FAQ_GROUPS.join(', ')}` }).optional(),
});
export type ContentFaqsInput = z.input<typeof contentFaqsInputSchema>;

const titledText = z.object({ title: z.string(), text: z.string() });
const questionAnswer = z.object({ question: z.string(), answer: z.string() });
const seo = z.object({ title: z.string(), description: z.string() });
const examSlug = z.custom<ExamSlug>((value) => typeof value === 'string' && isExamSlug(value));

/** An exam overview page (/{exam} and /exam/{exam}). */
export const examPageSchema = z.object({
  exam: examSlug,
  colors: z.object({ primary: z.string(), accent: z.string() }),
  hero: z.object({
    eyebrow: z.string().nullable(),
    title: z.string(),
    subtitle: z.string().nullable(),
    primaryCta: z.string(),
  }),
  intro: z.array(z.string()),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** `body` is rendered HTML. */
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  features: z.array(titledText.extend({ icon: z.string() })),
  /** The 'Start Practice by Subject' cards; each links to /exam/{exam}/{slug}. */
  subjects: z.array(z.object({ slug: z.string(), title: z.string(), description: z.string() })),
  faqs: z.array(questionAnswer),
  cta: z.object({ title: z.string(), text: z.string(), button: z.string() }),
  seo,
});
export type ExamPage = z.infer<typeof examPageSchema>;

/** A subject landing page (/exam/{exam}/{slug}); five study tips and five strategies. */
export const subjectPageSchema = z.object({
  exam: examSlug,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  overview: z.array(z.string()),
  studyTips: z.array(titledText),
  strategies: z.array(titledText),
  seo,
});
export type SubjectPage = z.infer<typeof subjectPageSchema>;

/** A published subject of one exam, as listed (no page body). */
export const subjectSummarySchema = subjectPageSchema.pick({
  exam: true,
  slug: true,
  title: true,
  description: true,
});
export type SubjectSummary = z.infer<typeof subjectSummarySchema>;
export const subjectSummaryListSchema = z.array(subjectSummarySchema);

export const testimonialSchema = z.object({
  id: z.string(),
  initial: z.string(),
  name: z.string(),
  /** ISO date-time. */
  date: z.string(),
  rating: z.number().int().min(0).max(5),
  text: z.string(),
  /** Written by the team to show the layout, not by a student: shown labelled "Sample". */
  sample: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListSchema = z.array(testimonialSchema);

export const successStorySchema = z.object({
  id: z.string(),
  /** Public path of the picture, /cms-api/media/file/{filename}. */
  imageUrl: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string(),
  caption: z.string(),
  exam: examSlug,
  /** A mock-up made by the team, not a student's report: shown labelled "Sample". */
  sample: z.boolean(),
});
export type SuccessStory = z.infer<typeof successStorySchema>;
export const successStoryListSchema = z.array(successStorySchema);

export const articleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  readTimeMinutes: z.number().int(),
  /** ISO date-time. */
  date: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  /** Articles have no picture field yet: always null for now. */
  imageUrl: z.string().nullable(),
});
export type Article = z.infer<typeof articleSchema>;
export const articleListSchema = z.array(articleSchema);

/** The single-article read adds the rendered body. */
export const articleDetailSchema = articleSchema.extend({ bodyHtml: z.string() });
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const guideSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  pages: z.number().int(),
  type: z.string(),
  /** Public path of the file, /cms-api/media/file/{filename}. */
  downloadUrl: z.string(),
  /** Bytes, when known. */
  fileSize: z.number().nullable(),
});
export type Guide = z.infer<typeof guideSchema>;
export const guideListSchema = z.array(guideSchema);

export const faqSchema = z.object({
  id: z.string(),
  group: z.enum(FAQ_GROUPS),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = z.array(faqSchema);

export const siteSettingsSchema = z.object({
  supportEmail: z.string().nullable(),
  chatUrl: z.string().nullable(),
  examHelpUrl: z.string().nullable(),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
  supportHours: z.array(z.object({ days: z.string(), hours: z.string() })),
  stats: z.array(z.object({ label: z.string(), value: z.string() })),
  footerGroups: z.array(
    z.object({
      title: z.string(),
      links: z.array(z.object({ name: z.string(), href: z.string() })),
    }),
  ),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * The informational pages served by content.page; the CMS's `pages` collection stores this
 * list as a select (cms/src/lib/content-options.ts).
 */
export const SITE_PAGE_SLUGS = [
  'about',
  'services',
  'contact',
  'resources',
  'privacy',
  'terms',
  'accessibility',
  'help',
] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

const SITE_PAGE_SET: ReadonlySet<string> = new Set(SITE_PAGE_SLUGS);

export function isSitePageSlug(value: string): value is SitePageSlug {
  return SITE_PAGE_SET.has(value);
}

/** One of SITE_PAGE_SLUGS; anything else is 'Unknown page: {slug}'. */
export const sitePageSlugSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!isSitePageSlug(value)) ctx.addIssue({ code: 'custom', message: `Unknown page: ${value}` });
  })
  .transform((value) => value as SitePageSlug);

export const contentPageInputSchema = z.object({ slug: sitePageSlugSchema });
export type ContentPageInput = z.input<typeof contentPageInputSchema>;

/**
 * An informational page. `sections[].anchor` is the in-page id (kebab case) the section is
 * linked by, e.g. /about#mission, or null; `html` is the section body rendered to HTML.
 */
export const sitePageSchema = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  title: z.string(),
  seo,
  hero: z.object({ title: z.string(), subtitle: z.string().nullable() }),
  sections: z.array(
    z.object({ anchor: z.string().nullable(), heading: z.string(), html: z.string() }),
  ),
});
export type SitePage = z.infer<typeof sitePageSchema>;
