import type {
  Article,
  ArticleDetail,
  BlogList,
  BlogListQuery,
  BlogPost,
  BlogPostCreate,
  BlogPostUpdate,
  BlogStats,
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
import type { CmsActor, CmsIdentity } from './cms-user';
import type { PostAuthor } from './post-writes';

/** What the site reads from the CMS. The only way the api touches content. */
export type CmsContent = {
  listPublishedPosts(query: BlogListQuery): Promise<BlogList>;
  findPublishedPost(slug: string): Promise<BlogPost | null>;
  /** Every category of the published posts (the most used first, at most BLOG_CATEGORIES_MAX). */
  publishedCategories(): Promise<string[]>;

  // Blog Manager and draft previews (post-writes.ts): never cached, always as a CMS user, so
  // the collection's access rules and hooks apply. Writes announce themselves through the
  // collection's change hooks, which drop the cached public reads.
  /** The CMS user a site administrator acts as (same e-mail; created on first use). */
  actAs(actor: CmsActor): Promise<CmsIdentity>;
  /** The CMS user signed in to /cms on this request (Payload's cookie), or null. */
  signedInEditor(headers: Headers): Promise<CmsIdentity | null>;
  /**
   * Site sign-out: revokes the /cms session of this request's Payload cookie and gives the
   * Set-Cookie line that removes it, or null when there is none.
   */
  endEditorSession(headers: Headers): Promise<string | null>;
  /** Every post, drafts too, newest first; filters as the public list's, status optional. */
  listAllPosts(as: CmsIdentity, query: BlogListQuery): Promise<BlogList>;
  /** A post by slug whatever its status (draft preview), or null. */
  findAnyPost(as: CmsIdentity, slug: string): Promise<BlogPost | null>;
  postById(as: CmsIdentity, id: string): Promise<BlogPost | null>;
  postStats(as: CmsIdentity): Promise<BlogStats>;
  /** Content is HTML: sanitised, then stored as rich text. Field problems: PostFieldError. */
  createPost(as: CmsIdentity, input: BlogPostCreate, author: PostAuthor): Promise<BlogPost>;
  /** The post before and after, or null when there is no such post. */
  updatePost(
    as: CmsIdentity,
    input: BlogPostUpdate,
  ): Promise<{ before: BlogPost; after: BlogPost } | null>;
  /** The deleted post, or null when there was none. */
  deletePost(as: CmsIdentity, id: string): Promise<BlogPost | null>;

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
