/**
 * Fixed option lists of the site-content schema, taken from @app/domain so the CMS, the api
 * and the site share one list each. They are stored as selects (enums on PostgreSQL): a change
 * here needs a migration, which `payload migrate:create` then generates.
 */
import { EXAMS, FAQ_GROUPS, RESOURCE_CATEGORIES, SITE_PAGE_SLUGS } from '@app/domain';
import type { ExamSlug, FaqSeed, PageSeed } from '../seed/content/types';

/** In catalogue order (exam ids 1 to 7). */
export const EXAM_SLUGS = EXAMS.map((exam) => exam.slug as ExamSlug);

/** Editor-facing names of the exams, for select options and admin labels. */
export const EXAM_LABELS = Object.fromEntries(
  EXAMS.map((exam) => [exam.slug, exam.name]),
) as Record<ExamSlug, string>;

export const EXAM_OPTIONS = EXAM_SLUGS.map((value) => ({ label: EXAM_LABELS[value], value }));

/** The resource categories of the /resources page (spec §2), in the page's order. */
export const ARTICLE_CATEGORIES = RESOURCE_CATEGORIES;

export { FAQ_GROUPS };

FAQ_GROUPS satisfies readonly FaqSeed['group'][];

/** The informational pages of the `pages` collection, one document each. */
export const PAGE_SLUGS = SITE_PAGE_SLUGS satisfies readonly PageSeed['slug'][];

export const PAGE_LABELS: Record<PageSeed['slug'], string> = {
  about: 'About (/about)',
  services: 'Services (/services)',
  contact: 'Contact (/contact)',
  resources: 'Resources (/resources)',
  privacy: 'Privacy policy (/privacy)',
  terms: 'Terms of service (/terms)',
  accessibility: 'Accessibility (/accessibility)',
  help: 'Help centre (/help)',
};
