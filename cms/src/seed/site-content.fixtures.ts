/**
 * Test-only site content and seed files: small, valid examples of every seed shape, so the
 * seed and the collections can be tested whatever the real data modules hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ExamPageSeed, SubjectPageSeed, TitledText } from './content/types';
import type { SiteContent } from './site-content';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#2563eb"/></svg>\n';

function minimalPdf(): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const FIXTURE_FILES = {
  png: 'fixture-report.png',
  svg: 'fixture-report.svg',
  pdf: 'fixture-guide.pdf',
} as const;

/** Write the fixture files into `dir` (created when missing). */
export function writeFixtureFiles(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, FIXTURE_FILES.png), PNG);
  fs.writeFileSync(path.join(dir, FIXTURE_FILES.svg), SVG);
  fs.writeFileSync(path.join(dir, FIXTURE_FILES.pdf), minimalPdf());
}

const five = (prefix: string): TitledText[] =>
  [1, 2, 3, 4, 5].map((n) => ({ title: `${prefix} ${n}`, text: `${prefix} ${n} explained.` }));

export function fixtureExamPage(exam: ExamPageSeed['exam'], title: string): ExamPageSeed {
  return {
    exam,
    colors: { primary: '#2563eb', accent: '#f59e0b' },
    hero: {
      eyebrow: `${title} Practice`,
      title: `Pass the ${title}`,
      subtitle: 'Practice questions with explanations.',
      primaryCta: 'Start Free Practice',
    },
    intro: ['First paragraph.', 'Second paragraph.'],
    details: [
      { label: 'Questions', value: '170 (150 scored)' },
      { label: 'Time', value: '209 minutes' },
    ],
    sections: [
      {
        heading: 'What is tested',
        body: [{ p: 'Four **subjects**.' }, { ul: ['Reading', 'Math'] }],
      },
    ],
    features: [{ title: 'Timed tests', text: 'Like the real exam.', icon: 'clock' }],
    subjects: [{ slug: 'math', title: 'Math', description: 'Numbers and algebra.' }],
    faqs: [{ question: 'How long is it?', answer: 'About three and a half hours.' }],
    cta: { title: 'Ready?', text: 'Start today.', button: 'Get Started' },
    seo: { title: `${title} Practice Tests`, description: `Prepare for the ${title}.` },
  };
}

export function fixtureSubject(
  exam: SubjectPageSeed['exam'],
  slug: string,
  own: boolean,
): SubjectPageSeed {
  return {
    exam,
    slug,
    title: slug.replace(/-/g, ' '),
    description: `Practise ${slug}.`,
    overview: ['What this subject covers.'],
    studyTips: own ? five('Own tip') : [],
    strategies: own ? five('Own strategy') : [],
    seo: { title: `${slug} practice`, description: `Practice questions for ${slug}.` },
  };
}

export function fixtureContent(): SiteContent {
  return {
    examPages: [fixtureExamPage('ati-teas-7', 'ATI TEAS 7'), fixtureExamPage('ged', 'GED')],
    subjectPages: [
      fixtureSubject('ati-teas-7', 'math', true),
      fixtureSubject('ged', 'math', false),
    ],
    defaultStudyTips: five('Default tip'),
    defaultStrategies: five('Default strategy'),
    testimonials: [
      { initial: 'S', name: 'Sarah M.', date: '2025-03-14', rating: 5, text: 'Great practice.' },
      { initial: 'J', name: 'James T.', date: '2025-04-02', rating: 3, text: 'Helpful.' },
    ],
    successStories: [
      {
        file: FIXTURE_FILES.png,
        alt: 'A TEAS 7 score report',
        caption: '94% on the TEAS 7',
        exam: 'ati-teas-7',
      },
      { file: FIXTURE_FILES.svg, alt: 'A GED score report', caption: 'GED passed', exam: 'ged' },
      {
        file: FIXTURE_FILES.png,
        alt: 'The same report again',
        caption: 'Reused file',
        exam: 'ati-teas-7',
      },
    ],
    articles: [
      {
        slug: 'fixture-article',
        title: 'A fixture article',
        excerpt: 'Short summary.',
        category: 'Study Guides',
        readTimeMinutes: 5,
        date: '2025-01-15',
        author: 'The Team',
        tags: ['study', 'planning'],
        body: [{ h2: 'Heading' }, { p: 'Body text.' }],
      },
    ],
    guides: [
      {
        title: 'Fixture guide',
        description: 'A one-page checklist.',
        pages: 1,
        type: 'Checklist',
        file: FIXTURE_FILES.pdf,
      },
    ],
    faqs: [
      { question: 'How do I reach support?', answer: 'By e-mail.', group: 'contact' },
      { question: 'Can I get a refund?', answer: 'Within 48 hours.', group: 'pricing' },
    ],
    pages: [
      {
        slug: 'about',
        title: 'About',
        seo: { title: 'About us', description: 'Who we are.' },
        hero: { title: 'About us', subtitle: 'Practice for entrance exams.' },
        sections: [
          { anchor: 'mission', heading: 'Our mission', body: [{ p: 'Help **you** prepare.' }] },
          { heading: 'No anchor', body: [{ ul: ['One', 'Two'] }] },
        ],
      },
      {
        slug: 'privacy',
        title: 'Privacy',
        seo: { title: 'Privacy policy', description: 'What we store.' },
        hero: { title: 'Privacy policy', subtitle: 'Plain English.' },
        sections: [{ heading: 'What we store', body: [{ p: 'Your account.' }] }],
      },
    ],
    siteSettings: {
      supportEmail: 'support@example.com',
      chatUrl: 'https://chat.example.com/us',
      examHelpUrl: 'https://chat.example.com/us?help',
      social: [{ name: 'Facebook', url: 'https://facebook.example.com/us' }],
      supportHours: [{ days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM EST' }],
      stats: [{ label: 'Practice questions', value: '1000+' }],
      footerGroups: [
        {
          title: 'Exams',
          links: [
            { name: 'ATI TEAS 7', href: '/services#ati-teas-7' },
            { name: 'Support', href: 'mailto:support@example.com' },
          ],
        },
      ],
    },
  };
}
