import { BRAND_NAME, MESSAGES } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ExamOverviewPage } from './exam-overview-page';
import { makeExamPage } from './fixtures';

function renderExam(
  exam: string,
  { signedIn = false, path = `/exam/${exam}`, seeded = true } = {},
) {
  return renderPage(<ExamOverviewPage exam={exam} signedIn={signedIn} />, {
    path,
    seed: (trpc) => {
      if (seeded && (exam === 'ati-teas-7' || exam === 'ged' || exam === 'nex')) {
        trpc.content.examPage.setData({ exam }, makeExamPage(exam));
      }
    },
  });
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('ExamOverviewPage', () => {
  it('shows the hero, intro, at-a-glance details, sections, features and other exams', async () => {
    renderExam('ati-teas-7');

    const hero = await screen.findByRole('heading', { level: 1, name: 'Hero title of ati-teas-7' });
    expect(hero).toBeTruthy();
    expect(screen.getByText('ati-teas-7 practice')).toBeTruthy();
    expect(screen.getByText('Practice questions with explanations.')).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Back to Services' }))).toBe('/services');
    expect(screen.getByText('Second intro paragraph.')).toBeTruthy();

    const glance = screen.getByRole('region', { name: 'At a glance' });
    expect(within(glance).getByText('Questions').tagName).toBe('DT');
    expect(within(glance).getByText('170 questions').tagName).toBe('DD');

    const section = screen.getByRole('region', { name: 'How scoring works' });
    expect(within(section).getByText('a scale').tagName).toBe('STRONG');

    expect(screen.getByRole('heading', { level: 3, name: 'Plain glyph' })).toBeTruthy();
    const others = screen.getByRole('navigation', { name: 'Explore Other Exams' });
    expect(hrefOf(within(others).getByRole('link', { name: 'GED' }))).toBe('/exam/ged');
    expect(within(others).queryByRole('link', { name: 'ATI TEAS 7' })).toBeNull();

    const cta = screen.getByRole('region', { name: 'Ready to start?' });
    expect(hrefOf(within(cta).getByRole('link', { name: 'Get Started Now' }))).toBe('/auth');
  });

  it("links every 'Start Practice by Subject' card to its subject page", async () => {
    renderExam('ati-teas-7');

    const grid = await screen.findByRole('region', { name: 'Start Practice by Subject' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ['Reading', '/exam/ati-teas-7/reading'],
      ['Math', '/exam/ati-teas-7/math'],
    ]);
  });

  it('shows each FAQ as a disclosure that works without JavaScript', async () => {
    renderExam('ati-teas-7');

    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const question = within(faq).getByText('How long is the test?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(question.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    // The answer is in the page (for search engines) and shows when the question is opened.
    expect(details.textContent).toContain('About three and a half hours.');
  });

  it('sends GED visitors to /auth, and signed-in students straight to /practice/2', async () => {
    renderExam('ged');
    const signedOut = await screen.findByRole('link', { name: 'Start Free Practice' });
    expect(hrefOf(signedOut)).toBe('/auth');
    // GED and NEX have no Back to Services link (spec §2).
    expect(screen.queryByRole('link', { name: 'Back to Services' })).toBeNull();
  });

  it('starts practice at /practice/2 for a signed-in GED student and /practice/5 for NEX', async () => {
    renderExam('ged', { signedIn: true });
    expect(hrefOf(await screen.findByRole('link', { name: 'Start Free Practice' }))).toBe(
      '/practice/2',
    );
  });

  it('starts NEX practice at /practice/5 when signed in, other exams always at /auth', async () => {
    const nex = renderExam('nex', { signedIn: true });
    expect(hrefOf(await screen.findByRole('link', { name: 'Start Free Practice' }))).toBe(
      '/practice/5',
    );
    nex.unmount();
    renderExam('ati-teas-7', { signedIn: true });
    expect(hrefOf(await screen.findByRole('link', { name: 'Start Free Practice' }))).toBe('/auth');
  });

  it('sets the title, description, canonical URL and share tags from the CMS', async () => {
    renderExam('ged', { path: '/ged' });
    await screen.findByRole('heading', { level: 1 });

    const meta = (selector: string) =>
      document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');
    // The site's name is added to an editor's title that lacks it.
    expect(document.title).toBe(`SEO title of ged — ${BRAND_NAME}`);
    expect(meta('name="description"')).toBe('SEO description of ged.');
    expect(meta('property="og:title"')).toBe(`SEO title of ged — ${BRAND_NAME}`);
    expect(meta('property="og:description"')).toBe('SEO description of ged.');
    // /ged and /exam/ged are one page: both name /exam/ged as the canonical URL.
    const canonical = `${window.location.origin}/exam/ged`;
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      canonical,
    );
    expect(meta('property="og:url"')).toBe(canonical);
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:image"')).toBe(`${window.location.origin}/og-image.jpg`);
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
  });

  it('shows the not-found page for a slug outside the catalogue', async () => {
    renderExam('services');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
  });

  it('shows a skeleton while loading, then an error with a retry when the call fails', async () => {
    // No api runs in unit tests, so the real tRPC call fails.
    renderExam('hesi-a2', { seeded: false });

    expect(await screen.findByTestId('exam-page-skeleton')).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
