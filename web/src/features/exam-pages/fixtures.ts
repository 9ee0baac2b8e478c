import type { ExamPage, SubjectPage, SubjectSummary } from '@app/domain';

/** A small exam page as content.examPage returns it (test data). */
export function makeExamPage(exam: ExamPage['exam'], overrides: Partial<ExamPage> = {}): ExamPage {
  return {
    exam,
    colors: { primary: '#16a34a', accent: '#ca8a04' },
    hero: {
      eyebrow: `${exam} practice`,
      title: `Hero title of ${exam}`,
      subtitle: 'Practice questions with explanations.',
      primaryCta: 'Start Free Practice',
    },
    intro: ['First intro paragraph.', 'Second intro paragraph.'],
    details: [
      { label: 'Questions', value: '170 questions' },
      { label: 'Time', value: '209 minutes' },
    ],
    sections: [
      { heading: 'How scoring works', body: '<p>Scores use <strong>a scale</strong>.</p>' },
    ],
    features: [
      { icon: 'clock', title: 'Timed practice', text: 'Work against the clock.' },
      { icon: 'no-such-icon', title: 'Plain glyph', text: 'Unknown icons still draw.' },
    ],
    subjects: [
      { slug: 'reading', title: 'Reading', description: 'Main ideas and inference.' },
      { slug: 'math', title: 'Math', description: 'Numbers and algebra.' },
    ],
    faqs: [
      { question: 'How long is the test?', answer: 'About three and a half hours.' },
      { question: 'Can I use a calculator?', answer: 'Yes, an on-screen one.' },
    ],
    cta: { title: 'Ready to start?', text: 'Try 3 questions free.', button: 'Get Started Now' },
    seo: { title: `SEO title of ${exam}`, description: `SEO description of ${exam}.` },
    ...overrides,
  };
}

const tips = (prefix: string) =>
  Array.from({ length: 5 }, (_, i) => ({ title: `${prefix} ${i + 1}`, text: `${prefix} text.` }));

/** A subject page as content.subjectPage returns it (test data). */
export function makeSubjectPage(
  exam: SubjectPage['exam'],
  slug: string,
  title: string,
): SubjectPage {
  return {
    exam,
    slug,
    title,
    description: `${title} description.`,
    overview: [`${title} overview one.`, `${title} overview two.`],
    studyTips: tips('Tip'),
    strategies: tips('Strategy'),
    seo: { title: `${title} SEO title`, description: `${title} SEO description.` },
  };
}

export function summaryOf(page: SubjectPage): SubjectSummary {
  return { exam: page.exam, slug: page.slug, title: page.title, description: page.description };
}
