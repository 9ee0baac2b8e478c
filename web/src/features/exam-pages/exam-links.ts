import { EXAMS, type ExamSlug, findExamBySlug } from '@app/domain';

/** Spec §2: these exam pages carry a 'Back to Services' link to /services. */
const BACK_TO_SERVICES: ReadonlySet<ExamSlug> = new Set([
  'ati-teas-7',
  'hesi-a2',
  'accuplacer',
  'cna',
  'clep',
]);

export function hasBackToServices(exam: ExamSlug): boolean {
  return BACK_TO_SERVICES.has(exam);
}

/** Spec §2: GED and NEX start practice at /practice/{id} when signed in; others sign up. */
const PRACTICE_WHEN_SIGNED_IN: ReadonlySet<ExamSlug> = new Set(['ged', 'nex']);

export function primaryTarget(exam: ExamSlug, signedIn: boolean): string {
  const id = findExamBySlug(exam)?.id;
  return signedIn && id !== undefined && PRACTICE_WHEN_SIGNED_IN.has(exam)
    ? `/practice/${id}`
    : '/auth';
}

/**
 * The 'Explore other exams' links. Spec §2: CNA links to ATI TEAS 7, HESI A2, GED and
 * ACCUPLACER, CLEP to the same plus CNA (and CNA to CLEP, its sibling page); the other pages
 * link to every other exam of the catalogue.
 */
const OTHER_EXAMS: Partial<Record<ExamSlug, readonly ExamSlug[]>> = {
  cna: ['ati-teas-7', 'hesi-a2', 'ged', 'accuplacer', 'clep'],
  clep: ['ati-teas-7', 'hesi-a2', 'ged', 'accuplacer', 'cna'],
};

export function otherExams(exam: ExamSlug): { slug: ExamSlug; name: string }[] {
  const slugs = OTHER_EXAMS[exam] ?? EXAMS.map((e) => e.slug).filter((slug) => slug !== exam);
  return slugs.map((slug) => ({ slug, name: findExamBySlug(slug)?.name ?? slug }));
}
