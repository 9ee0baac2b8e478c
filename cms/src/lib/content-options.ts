/**
 * Fixed option lists of the site-content schema.
 *
 * The exam slugs the CMS content is keyed by. They are the slugs of the exam catalogue in
 * @app/domain (EXAMS); they are repeated here because they are part of the database schema
 * (a select stored as an enum on PostgreSQL), which only a migration may change.
 * content-options.test.ts fails when the catalogue and this list drift apart.
 */
import type { ExamSlug, FaqSeed, PageSeed } from '../seed/content/types';

/** In catalogue order (exam ids 1 to 7). */
export const EXAM_SLUGS = [
  'ati-teas-7',
  'ged',
  'hesi-a2',
  'accuplacer',
  'nex',
  'clep',
  'cna',
] as const satisfies readonly ExamSlug[];

/** Editor-facing names of the exams, for select options and admin labels. */
export const EXAM_LABELS: Record<ExamSlug, string> = {
  'ati-teas-7': 'ATI TEAS 7',
  'hesi-a2': 'HESI A2',
  accuplacer: 'ACCUPLACER',
  ged: 'GED',
  nex: 'NEX',
  clep: 'CLEP',
  cna: 'CNA',
};

export const EXAM_OPTIONS = EXAM_SLUGS.map((value) => ({ label: EXAM_LABELS[value], value }));

/** The resource categories of the /resources page (spec §2), in the page's order. */
export const ARTICLE_CATEGORIES = [
  'Study Guides',
  'Test Taking Tips',
  'HESI A2',
  'ATI TEAS 7',
  'Mathematics',
  'Reading',
  'Study Planning',
] as const;

/** FAQ groups outside the exam pages (seed type FaqSeed['group']). */
export const FAQ_GROUPS = [
  'contact',
  'pricing',
  'general',
] as const satisfies readonly FaqSeed['group'][];

/**
 * The informational pages of the `pages` collection, one document each (spec §2 and the
 * footer). Part of the schema (a select); @app/domain's SITE_PAGE_SLUGS repeats it for the
 * api's input check, and content-options.test.ts fails when the two drift apart.
 */
export const PAGE_SLUGS = [
  'about',
  'services',
  'contact',
  'resources',
  'privacy',
  'terms',
  'accessibility',
  'help',
] as const satisfies readonly PageSeed['slug'][];

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
