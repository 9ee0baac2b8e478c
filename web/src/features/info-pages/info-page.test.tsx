import type { SitePage, SiteSettings } from '@app/domain';
import { BRAND_NAME } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { AboutPage } from './about-page';
import { InfoPage } from './info-page';

const about: SitePage = {
  slug: 'about',
  title: 'About Us',
  seo: { title: `About ${BRAND_NAME} | Exam Practice`, description: 'Who we are.' },
  hero: { title: 'Practice that prepares you', subtitle: 'Founded in 2024.' },
  sections: [
    { anchor: null, heading: 'Our story', html: '<p>It began in 2024.</p>' },
    { anchor: 'mission', heading: 'Our mission', html: '<p>Help students pass.</p>' },
    { anchor: 'team', heading: 'Who writes the questions', html: '<ul><li>Nurses</li></ul>' },
  ],
};

const settings: SiteSettings = {
  supportEmail: 'support@example.org',
  chatUrl: 'https://chat.example.org/prep',
  examHelpUrl: null,
  social: [],
  supportHours: [],
  stats: [
    { label: 'Students helped', value: '10,000+' },
    { label: 'Practice questions', value: '1,000+' },
  ],
  footerGroups: [],
};

describe('InfoPage', () => {
  it('renders the hero and each section under its anchor id, with the SEO title', async () => {
    const { container } = renderPage(<InfoPage slug="about" />, {
      path: '/about',
      seed: (trpc) => trpc.content.page.setData({ slug: 'about' }, about),
    });

    expect(await screen.findByRole('heading', { level: 1, name: about.hero.title })).toBeTruthy();
    expect(screen.getByText('Founded in 2024.')).toBeTruthy();
    const mission = container.querySelector('#mission');
    expect(mission?.tagName).toBe('SECTION');
    expect(within(mission as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
      'Our mission',
    );
    expect(container.querySelector('#team li')?.textContent).toBe('Nurses');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our story',
      'Our mission',
      'Who writes the questions',
    ]);
    // The site's one title pattern follows the editor's title (decision 0027).
    expect(document.title).toBe(`About ${BRAND_NAME} | Exam Practice — ${BRAND_NAME}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      about.seo.description,
    );
  });

  it('shows a skeleton while loading, then a retry when the page cannot load', async () => {
    renderPage(<InfoPage slug="privacy" />, { path: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByTestId('info-page-skeleton')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('AboutPage', () => {
  it('adds the stats and the calls to action to the CMS page', async () => {
    renderPage(<AboutPage />, {
      path: '/about',
      seed: (trpc) => {
        trpc.content.page.setData({ slug: 'about' }, about);
        trpc.content.siteSettings.setData(undefined, settings);
      },
    });

    expect(await screen.findByText('10,000+')).toBeTruthy();
    expect(screen.getByText('Students helped')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe(
      '/auth',
    );
    const chat = screen.getByRole('link', { name: /Chat With Us/ });
    expect(chat.getAttribute('href')).toBe(settings.chatUrl);
    expect(chat.getAttribute('target')).toBe('_blank');
  });
});
