import type { Subject } from '@app/cms/types';
import type { SubjectPage, SubjectSummary } from '@app/domain';

const titled = (rows: Subject['studyTips']) =>
  (rows ?? []).map(({ title, text }) => ({ title, text }));

/** A Payload subject as the subject landing page (/exam/{exam}/{slug}). */
export function toSubjectPage(doc: Subject): SubjectPage {
  return {
    exam: doc.exam,
    slug: doc.slug,
    title: doc.title,
    description: doc.description,
    overview: (doc.overview ?? []).map((row) => row.value),
    studyTips: titled(doc.studyTips),
    strategies: titled(doc.strategies),
    seo: { title: doc.seo.title, description: doc.seo.description },
  };
}

export function toSubjectSummary(doc: Subject): SubjectSummary {
  return { exam: doc.exam, slug: doc.slug, title: doc.title, description: doc.description };
}
