import { BRAND_NAME, EXAMS, type ExamPage, type SitePage, type SiteSettings } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ServicesPage } from './services-page';

const page: SitePage = {
  slug: 'services',
  title: 'Services',
  seo: { title: `Exam Practice Services | ${BRAND_NAME}`, description: 'Practice for your exam.' },
  hero: { title: 'Practice for the exam you are taking', subtitle: 'One exam at a time.' },
  sections: [
    { anchor: null, heading: 'Realistic questions', html: '<p>Like the real test.</p>' },
    { anchor: null, heading: 'Clear explanations', html: '<p>Learn from mistakes.</p>' },
    { anchor: null, heading: 'Timed tests', html: '<p>25 minutes.</p>' },
    { anchor: null, heading: 'Progress tracking', html: '<p>See your scores.</p>' },
  ],
};

const settings: SiteSettings = {
  supportEmail: 'support@example.org',
  chatUrl: 'https://chat.example.org/prep',
  examHelpUrl: null,
  social: [],
  supportHours: [],
  stats: [],
  footerGroups: [],
};

function examPage(exam: ExamPage['exam'], features: string[]): ExamPage {
  return {
    exam,
    colors: { primary: '#000', accent: '#fff' },
    hero: { eyebrow: null, title: exam, subtitle: null, primaryCta: 'Start' },
    intro: [],
    details: [],
    sections: [],
    features: features.map((title) => ({ title, text: `${title}.`, icon: 'check' })),
    subjects: [],
    faqs: [],
    cta: { title: 'Go', text: 'Go.', button: 'Go' },
    seo: { title: exam, description: exam },
  };
}

function renderServices() {
  return renderPage(<ServicesPage />, {
    path: '/services',
    seed: (trpc) => {
      trpc.content.page.setData({ slug: 'services' }, page);
      trpc.content.siteSettings.setData(undefined, settings);
      trpc.content.examPage.setData(
        { exam: 'ati-teas-7' },
        examPage('ati-teas-7', ['Four sections', 'Science focus', 'Timed mocks', 'Not shown']),
      );
      // The other exam pages are still loading (no api in unit tests, so they fail later).
      // Counts for all but CNA, as GET questionCounts answers while CNA has no questions.
      trpc.exams.questionCounts.setData(
        undefined,
        EXAMS.map((exam) => ({
          examTypeId: exam.id,
          count: exam.slug === 'cna' ? 0 : 80 + exam.id,
          categories: [],
        })),
      );
    },
  });
}

describe('ServicesPage', () => {
  it('shows the CMS hero and blurbs and one card per exam, anchored by slug', async () => {
    const { container } = renderServices();

    expect(await screen.findByRole('heading', { level: 1, name: page.hero.title })).toBeTruthy();
    for (const section of page.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    }
    // The editor's '| {brand}' is written in the site's one title pattern (decision 0027).
    expect(document.title).toBe(`Exam Practice Services — ${BRAND_NAME}`);

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.id)).toEqual(EXAMS.map((exam) => exam.slug));
    expect(container.querySelector('#ati-teas-7')).toBe(cards[0]);
  });

  it('links each card to its exam page with its question count and subject badges', async () => {
    renderServices();
    const teas = await screen.findByRole('article', { name: 'ATI TEAS 7' });
    expect(within(teas).getByText('81 questions')).toBeTruthy();
    expect(
      within(teas).getByRole('link', { name: 'Learn more about ATI TEAS 7' }).getAttribute('href'),
    ).toBe('/ati-teas-7');
    const subjects = within(teas)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(subjects).toEqual(
      expect.arrayContaining(['English Language Usage', 'Reading', 'Math', 'Science']),
    );
    // The first three features of the exam's CMS page.
    expect(within(teas).getByText('Timed mocks')).toBeTruthy();
    expect(within(teas).queryByText('Not shown')).toBeNull();

    // An exam without questions says 'Coming Soon'.
    expect(screen.getAllByText('Coming Soon')).toHaveLength(1);
    const cna = screen.getByRole('article', { name: 'CNA' });
    expect(within(cna).getByText('Coming Soon')).toBeTruthy();
    expect(within(cna).getByRole('link', { name: /CNA/ }).getAttribute('href')).toBe('/cna');
  });

  it('offers the pass, the free start and the chat', async () => {
    renderServices();
    const pricing = await screen.findByRole('region', { name: 'Simple Pricing' });
    expect(within(pricing).getByText('$100')).toBeTruthy();
    expect(pricing.textContent).toContain('10 days');
    expect(pricing.textContent).toContain('3 free questions per exam');
    expect(within(pricing).getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(
      within(pricing).getByRole('link', { name: 'Get Started Free' }).getAttribute('href'),
    ).toBe('/auth');

    const chat = screen.getByRole('link', { name: /Chat With Us/ });
    expect(chat.getAttribute('href')).toBe(settings.chatUrl);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });
});
