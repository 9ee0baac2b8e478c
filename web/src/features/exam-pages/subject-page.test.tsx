import { BRAND_NAME, MESSAGES, SUBJECT_PAGE_MESSAGES } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { makeSubjectPage, summaryOf } from './fixtures';
import { PLATFORM_FEATURES, SubjectPage } from './subject-page';

const reading = makeSubjectPage('ati-teas-7', 'reading', 'Reading');
const math = makeSubjectPage('ati-teas-7', 'math', 'Math');
const science = makeSubjectPage('ati-teas-7', 'science', 'Science');

function renderSubject(subjects = [reading, math, science], signedIn = false) {
  return renderPage(<SubjectPage exam="ati-teas-7" subject="reading" signedIn={signedIn} />, {
    path: '/exam/ati-teas-7/reading',
    seed: (trpc) => {
      trpc.content.subjectPage.setData({ exam: 'ati-teas-7', slug: 'reading' }, reading);
      trpc.content.subjects.setData({ exam: 'ati-teas-7' }, subjects.map(summaryOf));
    },
  });
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('SubjectPage', () => {
  it('shows the breadcrumb, hero heading, description and both buttons', async () => {
    renderSubject();

    expect(await screen.findByRole('heading', { level: 1, name: 'Reading Practice' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(hrefOf(within(crumbs).getByRole('link', { name: 'Services' }))).toBe('/services');
    expect(hrefOf(within(crumbs).getByRole('link', { name: 'ATI TEAS 7' }))).toBe(
      '/exam/ati-teas-7',
    );
    expect(within(crumbs).getByText('Reading').getAttribute('aria-current')).toBe('page');

    expect(screen.getByText('Reading description.')).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Start Practice Tests Now' }))).toBe('/auth');
    expect(hrefOf(screen.getByRole('link', { name: 'View Full ATI TEAS 7 Overview' }))).toBe(
      '/exam/ati-teas-7',
    );
    expect(screen.getByText('Reading overview two.')).toBeTruthy();
  });

  it('lists five study tips, five strategies, the four platform features and a call to action', async () => {
    renderSubject();

    const tips = await screen.findByRole('region', { name: 'Study Tips' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(5);
    const strategies = screen.getByRole('region', { name: 'Practice Strategies' });
    expect(within(strategies).getAllByRole('listitem')).toHaveLength(5);
    expect(within(strategies).getByText('Strategy 5')).toBeTruthy();

    const why = screen.getByRole('region', { name: 'Why Choose Our Platform?' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(PLATFORM_FEATURES.map((f) => f.title));
    const cta = screen.getByRole('region', { name: 'Ready to Master Reading?' });
    expect(hrefOf(within(cta).getByRole('link'))).toBe('/auth');
  });

  it('links the sibling subjects, and hides the list when the exam has only this one', async () => {
    const view = renderSubject();
    const others = await screen.findByRole('region', { name: 'Other ATI TEAS 7 Subjects' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => [link.textContent, hrefOf(link)]),
    ).toEqual([
      ['Math', '/exam/ati-teas-7/math'],
      ['Science', '/exam/ati-teas-7/science'],
    ]);
    view.unmount();

    renderSubject([reading]);
    await screen.findByRole('heading', { level: 1, name: 'Reading Practice' });
    expect(screen.queryByRole('region', { name: 'Other ATI TEAS 7 Subjects' })).toBeNull();
  });

  it('sets the title, description and Open Graph tags from the subject’s SEO fields', async () => {
    renderSubject();
    await screen.findByRole('heading', { level: 1 });

    const meta = (selector: string) =>
      document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');
    expect(document.title).toBe(`Reading SEO title — ${BRAND_NAME}`);
    expect(meta('name="description"')).toBe('Reading SEO description.');
    expect(meta('property="og:title"')).toBe(`Reading SEO title — ${BRAND_NAME}`);
    expect(meta('property="og:description"')).toBe('Reading SEO description.');
    expect(meta('property="og:url"')).toBe(`${window.location.origin}/exam/ati-teas-7/reading`);
    expect(meta('property="og:type"')).toBe('website');
    const breadcrumbs = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect(
      breadcrumbs.itemListElement.map((item: { name: string; item: string }) => [
        item.name,
        item.item.replace(window.location.origin, ''),
      ]),
    ).toEqual([
      ['Services', '/services'],
      ['ATI TEAS 7', '/exam/ati-teas-7'],
      ['Reading', '/exam/ati-teas-7/reading'],
    ]);
  });

  it('sends a signed-in student to practice, a visitor to sign up', async () => {
    const starts = () =>
      ['Start Practice Tests Now', 'Start Free Practice'].map((name) =>
        hrefOf(screen.getByRole('link', { name })),
      );
    const visitor = renderSubject();
    await screen.findByRole('heading', { level: 1 });
    expect(starts()).toEqual(['/auth', '/auth']);
    visitor.unmount();

    renderSubject(undefined, true);
    await screen.findByRole('heading', { level: 1 });
    expect(starts()).toEqual(['/practice/1', '/practice/1']);
  });

  it('shows the not-found page for an exam outside the catalogue', async () => {
    renderPage(<SubjectPage exam="bar-exam" subject="torts" />);
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
  });

  it('shows a skeleton while loading, then an error with a retry when the call fails', async () => {
    renderPage(<SubjectPage exam="cna" subject="psychosocial-care" />);

    expect(await screen.findByTestId('subject-page-skeleton')).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('SubjectPage practice', () => {
  const counts = [
    {
      examTypeId: 6,
      count: 60,
      categories: [
        { category: 'English', count: 20 },
        { category: 'Math', count: 25 },
        { category: 'Science', count: 15 },
        { category: 'Reading', count: 0 },
      ],
    },
  ];

  function renderClep(slug: string, title: string) {
    const page = makeSubjectPage('clep', slug, title);
    return renderPage(<SubjectPage exam="clep" subject={slug} />, {
      path: `/exam/clep/${slug}`,
      seed: (trpc) => {
        trpc.content.subjectPage.setData({ exam: 'clep', slug }, page);
        trpc.content.subjects.setData({ exam: 'clep' }, [summaryOf(page)]);
        trpc.exams.questionCounts.setData(undefined, counts);
      },
    });
  }

  it('offers no practice of a subject the bank has no questions for, and says so', async () => {
    renderClep('us-history-1', 'US History I');
    await screen.findByRole('heading', { level: 1, name: 'US History I Practice' });
    expect(screen.queryByText('Targeted Practice')).toBeNull();
    expect(screen.queryByText(/Questions written for this subject/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start Practice Tests Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start Free Practice' })).toBeNull();
    expect(screen.getByTestId('no-practice').textContent).toBe(
      SUBJECT_PAGE_MESSAGES.noPracticeHero('US History I'),
    );
    expect(
      screen.getByText(
        'We have no US History I practice questions yet. Our CLEP practice covers College Composition, College Algebra, Biology and Analyzing and Interpreting Literature.',
      ),
    ).toBeTruthy();
  });

  it('counts the questions of a subject the bank covers through its category', async () => {
    renderClep('college-algebra', 'College Algebra');
    await screen.findByRole('heading', { level: 1, name: 'College Algebra Practice' });
    expect(screen.getByText('Targeted Practice')).toBeTruthy();
    expect(screen.getByText(SUBJECT_PAGE_MESSAGES.targetedPracticeText(25, 'Math'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Practice Tests Now' })).toBeTruthy();
  });

  it('treats a category with no active questions as no practice', async () => {
    renderClep('reading', 'Reading');
    await screen.findByRole('heading', { level: 1, name: 'Reading Practice' });
    expect(screen.queryByRole('link', { name: 'Start Practice Tests Now' })).toBeNull();
  });
});
