import { findExamBySlug } from '@app/domain';
import { notFound } from '@tanstack/react-router';
import { failureCode } from '../../lib/call-failure';
import type { RouterContext } from '../../lib/router-context';

/**
 * Route loaders of the exam and subject pages. They wait for the page's content so that a
 * page the CMS does not have (a 404 from the api) or a malformed slug (a 400) becomes the
 * router's not-found page. Any other failure stays in the query cache, where the page
 * shows it with a Retry button, so it is not rethrown.
 */

/** True when the api said the page does not exist (NOT_FOUND) or could not exist (a bad slug). */
export function isMissingPage(error: unknown): boolean {
  const code = failureCode(error);
  return code === 'NOT_FOUND' || code === 'VALIDATION_FAILED';
}

async function ensurePage(load: Promise<unknown>): Promise<void> {
  try {
    await load;
  } catch (error) {
    if (isMissingPage(error)) throw notFound();
  }
}

/** /{exam} and /exam/{exam}: only the catalogue's slugs. */
export async function loadExamPage({ trpc }: RouterContext, exam: string): Promise<void> {
  if (!findExamBySlug(exam)) throw notFound();
  await ensurePage(trpc.content.examPage.ensureData({ exam }));
}

/** /exam/{exam}/{subject}; the sibling list loads alongside and never blocks the page. */
export async function loadSubjectPage(
  { trpc }: RouterContext,
  exam: string,
  slug: string,
): Promise<void> {
  if (!findExamBySlug(exam)) throw notFound();
  trpc.content.subjects.ensureData({ exam }).catch(() => undefined);
  // What practice the subject has (SubjectPage): never blocks the page either.
  trpc.exams.questionCounts.ensureData().catch(() => undefined);
  await ensurePage(trpc.content.subjectPage.ensureData({ exam, slug }));
}
