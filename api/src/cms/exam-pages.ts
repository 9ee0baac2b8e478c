import { lexicalToHtml } from '@app/cms/html';
import type { ExamPage as ExamPageDoc } from '@app/cms/types';
import type { ExamPage } from '@app/domain';

type RichText = Parameters<typeof lexicalToHtml>[0];

/**
 * A Payload exam page as the site shows it; section bodies rendered to HTML.
 * The subject cards are stored in the exam page itself (not read from the subjects
 * collection), so only a change to 'exam-pages' makes a cached exam page stale.
 */
export function toExamPage(doc: ExamPageDoc): ExamPage {
  return {
    exam: doc.exam,
    colors: { primary: doc.colors.primary, accent: doc.colors.accent },
    hero: {
      eyebrow: doc.hero.eyebrow ?? null,
      title: doc.hero.title,
      subtitle: doc.hero.subtitle ?? null,
      primaryCta: doc.hero.primaryCta,
    },
    intro: (doc.intro ?? []).map((row) => row.value),
    details: (doc.details ?? []).map(({ label, value }) => ({ label, value })),
    sections: (doc.sections ?? []).map((section) => ({
      heading: section.heading,
      body: lexicalToHtml(section.body as RichText),
    })),
    features: (doc.features ?? []).map(({ title, text, icon }) => ({ title, text, icon })),
    subjects: (doc.subjects ?? []).map(({ slug, title, description }) => ({
      slug,
      title,
      description,
    })),
    faqs: (doc.faqs ?? []).map(({ question, answer }) => ({ question, answer })),
    cta: { title: doc.cta.title, text: doc.cta.text, button: doc.cta.button },
    seo: { title: doc.seo.title, description: doc.seo.description },
  };
}
