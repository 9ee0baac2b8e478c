import type {
  Article,
  ArticleDetail,
  BlogList,
  BlogListQuery,
  BlogPost,
  ExamPage,
  ExamSlug,
  Faq,
  FaqGroup,
  Guide,
  SitePage,
  SitePageSlug,
  SiteSettings,
  SubjectPage,
  SubjectSummary,
  SuccessStory,
  Testimonial,
} from '@app/domain';

/** What the site reads from the CMS. The only way the api touches content. */
export type CmsContent = {
  listPublishedPosts(query: BlogListQuery): Promise<BlogList>;
  findPublishedPost(slug: string): Promise<BlogPost | null>;
  /** The published overview page of an exam, or null. */
  examPage(exam: ExamSlug): Promise<ExamPage | null>;
  /** A published subject page of an exam, or null. */
  subjectPage(exam: ExamSlug, slug: string): Promise<SubjectPage | null>;
  /** The published subject pages of an exam, oldest first. */
  subjectsOfExam(exam: ExamSlug): Promise<SubjectSummary[]>;
  testimonials(): Promise<Testimonial[]>;
  successStories(): Promise<SuccessStory[]>;
  /** Published resource articles, newest first (no body). */
  articles(): Promise<Article[]>;
  /** A published resource article by id or slug, body rendered to HTML, or null. */
  article(idOrSlug: string): Promise<ArticleDetail | null>;
  guides(): Promise<Guide[]>;
  /** Published FAQs outside the exam pages, optionally of one group. */
  faqs(group?: FaqGroup): Promise<Faq[]>;
  siteSettings(): Promise<SiteSettings>;
  /** A published informational page (/about, /privacy, …), sections rendered to HTML, or null. */
  page(slug: SitePageSlug): Promise<SitePage | null>;
  isReachable(): Promise<boolean>;
  /**
   * Drops cached content of a collection (or global) slug, and of the collections whose
   * reads embed it (see CACHE_DEPENDENTS); everything when no slug is given. Called when the
   * CMS reports a change.
   */
  invalidate(collection?: string): void;
  close(): Promise<void>;
};
