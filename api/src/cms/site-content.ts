import type {
  Article as ArticleDoc,
  ExamPage as ExamPageDoc,
  Faq as FaqDoc,
  Guide as GuideDoc,
  SiteSettings as SiteSettingsDoc,
  Subject,
  SuccessStory as SuccessStoryDoc,
  Testimonial as TestimonialDoc,
} from '@app/cms/types';
import type { ExamSlug, FaqGroup, SitePageSlug } from '@app/domain';
import type { Payload } from 'payload';
import { publishedArticleWhere, toArticle, toArticleDetail } from './articles';
import type { ContentCache } from './cache';
import { toExamPage } from './exam-pages';
import { toFaq } from './faqs';
import { toGuide } from './guides';
import { readPage } from './pages';
import { toSiteSettings } from './site-settings';
import { toSubjectPage, toSubjectSummary } from './subjects';
import { toSuccessStory } from './success-stories';
import { toTestimonial } from './testimonials';
import type { CmsContent } from './types';

/**
 * Which cached collections also read another collection's documents: success stories and
 * guides embed their media document (URL, size, dimensions), so a media change drops them
 * too. Exam pages carry their own subject cards and read nothing else; no other read joins.
 */
export const CACHE_DEPENDENTS: Readonly<Record<string, readonly string[]>> = {
  media: ['success-stories', 'guides'],
};

const published = { status: { equals: 'published' } } as const;

const present = <T>(value: T | null): value is T => value !== null;

type SiteContentReads = Pick<
  CmsContent,
  | 'examPage'
  | 'subjectPage'
  | 'subjectsOfExam'
  | 'testimonials'
  | 'successStories'
  | 'articles'
  | 'article'
  | 'guides'
  | 'faqs'
  | 'siteSettings'
  | 'page'
>;

/**
 * The public site's CMS reads: published documents only, through the Local API with access
 * rules enforced, each cached under its collection until the CMS reports a change.
 */
export function createSiteContentReads(payload: Payload, cache: ContentCache): SiteContentReads {
  return {
    examPage(exam: ExamSlug) {
      return cache.get('exam-pages', exam, async () => {
        const { docs } = await payload.find({
          collection: 'exam-pages',
          overrideAccess: false,
          where: { and: [{ exam: { equals: exam } }, published] },
          limit: 1,
          depth: 0,
        });
        const doc = docs[0] as ExamPageDoc | undefined;
        return doc ? toExamPage(doc) : null;
      });
    },

    subjectPage(exam: ExamSlug, slug: string) {
      return cache.get('subjects', `page:${exam}/${slug}`, async () => {
        const { docs } = await payload.find({
          collection: 'subjects',
          overrideAccess: false,
          where: { and: [{ exam: { equals: exam } }, { slug: { equals: slug } }, published] },
          limit: 1,
          depth: 0,
        });
        const doc = docs[0] as Subject | undefined;
        return doc ? toSubjectPage(doc) : null;
      });
    },

    subjectsOfExam(exam: ExamSlug) {
      return cache.get('subjects', `list:${exam}`, async () => {
        const { docs } = await payload.find({
          collection: 'subjects',
          overrideAccess: false,
          where: { and: [{ exam: { equals: exam } }, published] },
          sort: 'createdAt',
          pagination: false,
          depth: 0,
        });
        return (docs as Subject[]).map(toSubjectSummary);
      });
    },

    testimonials() {
      return cache.get('testimonials', 'all', async () => {
        const { docs } = await payload.find({
          collection: 'testimonials',
          overrideAccess: false,
          where: published,
          sort: 'createdAt',
          pagination: false,
          depth: 0,
        });
        return (docs as TestimonialDoc[]).map(toTestimonial).filter(present);
      });
    },

    successStories() {
      return cache.get('success-stories', 'all', async () => {
        const { docs } = await payload.find({
          collection: 'success-stories',
          overrideAccess: false,
          where: published,
          sort: 'createdAt',
          pagination: false,
          depth: 1,
        });
        return (docs as SuccessStoryDoc[]).map(toSuccessStory).filter(present);
      });
    },

    articles() {
      return cache.get('articles', 'all', async () => {
        const { docs } = await payload.find({
          collection: 'articles',
          overrideAccess: false,
          where: published,
          sort: ['-date', '-createdAt'],
          pagination: false,
          depth: 0,
        });
        return (docs as ArticleDoc[]).map(toArticle);
      });
    },

    article(idOrSlug: string) {
      return cache.get('articles', `one:${idOrSlug}`, async () => {
        const { docs } = await payload.find({
          collection: 'articles',
          overrideAccess: false,
          where: publishedArticleWhere(idOrSlug),
          limit: 1,
          depth: 0,
        });
        const doc = docs[0] as ArticleDoc | undefined;
        return doc ? toArticleDetail(doc) : null;
      });
    },

    guides() {
      return cache.get('guides', 'all', async () => {
        const { docs } = await payload.find({
          collection: 'guides',
          overrideAccess: false,
          where: published,
          sort: 'createdAt',
          pagination: false,
          depth: 1,
        });
        return (docs as GuideDoc[]).map(toGuide).filter(present);
      });
    },

    faqs(group?: FaqGroup) {
      return cache.get('faqs', `group:${group ?? ''}`, async () => {
        const { docs } = await payload.find({
          collection: 'faqs',
          overrideAccess: false,
          where: group ? { and: [published, { group: { equals: group } }] } : published,
          sort: 'createdAt',
          pagination: false,
          depth: 0,
        });
        return (docs as FaqDoc[]).map(toFaq);
      });
    },

    siteSettings() {
      return cache.get('site-settings', 'global', async () => {
        const doc = await payload.findGlobal({
          slug: 'site-settings',
          overrideAccess: false,
          depth: 0,
        });
        return toSiteSettings(doc as SiteSettingsDoc);
      });
    },

    page(slug: SitePageSlug) {
      return readPage(payload, cache, slug);
    },
  };
}
