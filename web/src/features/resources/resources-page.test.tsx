import type { Article, Guide, SitePage } from '@app/domain';
import { BRAND_NAME } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ResourcesPage } from './resources-page';

function article(id: string, title: string, category: string, tags: string[]): Article {
  return {
    id,
    slug: `article-${id}`,
    title,
    excerpt: `About ${title.toLowerCase()}.`,
    category,
    readTimeMinutes: 6,
    date: '2026-01-05T00:00:00.000Z',
    author: 'Dana Reyes',
    tags,
    imageUrl: null,
  };
}

const articles = [
  article('1', 'Ratios and Percentages', 'Mathematics', ['math', 'word problems']),
  article('2', 'Main Idea and Inference', 'Reading', ['TEAS 7', 'reading']),
  article('3', 'A 10-Day Study Sprint', 'Study Planning', ['study plan']),
];

const guides: Guide[] = [
  {
    id: '7',
    title: 'TEAS 7 Math Formula Sheet',
    description: 'Every formula on one page.',
    pages: 4,
    type: 'PDF',
    downloadUrl: '/cms-api/media/file/teas-math.pdf',
    fileSize: 870_400,
  },
];

const page: SitePage = {
  slug: 'resources',
  title: 'Resources',
  seo: { title: `Study Resources | ${BRAND_NAME}`, description: 'Free guides and articles.' },
  hero: { title: 'Free study resources', subtitle: null },
  sections: [
    { anchor: 'study-tips', heading: 'Study tips', html: '<p>Short daily sessions.</p>' },
    { anchor: 'math-resources', heading: 'Math resources', html: '<p>Practise fractions.</p>' },
  ],
};

function renderResources() {
  return renderPage(<ResourcesPage />, {
    path: '/resources',
    seed: (trpc) => {
      trpc.content.page.setData({ slug: 'resources' }, page);
      trpc.content.articles.setData(undefined, articles);
      trpc.content.guides.setData(undefined, guides);
    },
  });
}

const articleTitles = () =>
  within(screen.getByRole('region', { name: 'Articles' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('ResourcesPage', () => {
  it('lists guides as real downloads, articles with Read More, and anchored study tips', async () => {
    const { container } = renderResources();
    expect(await screen.findByRole('heading', { level: 1, name: page.hero.title })).toBeTruthy();

    const download = screen.getByRole('link', { name: 'Download TEAS 7 Math Formula Sheet' });
    expect(download.getAttribute('href')).toBe(guides[0]?.downloadUrl);
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByText('PDF · 4 pages · 850 KB')).toBeTruthy();

    expect(articleTitles()).toEqual(articles.map((a) => a.title));
    expect(
      screen.getByRole('link', { name: 'Read More: Ratios and Percentages' }).getAttribute('href'),
    ).toBe('/resources/post/1');

    expect(container.querySelector('#study-tips')?.textContent).toContain('Short daily sessions.');
    expect(container.querySelector('#math-resources')).toBeTruthy();
  });

  it('filters by search (title, excerpt, tags) and category', async () => {
    renderResources();
    const search = await screen.findByRole('searchbox', { name: 'Search resources' });

    fireEvent.change(search, { target: { value: 'teas 7' } });
    expect(articleTitles()).toEqual(['Main Idea and Inference']);
    fireEvent.change(search, { target: { value: 'ratios' } });
    expect(articleTitles()).toEqual(['Ratios and Percentages']);
    fireEvent.change(search, { target: { value: '' } });

    const mathematics = screen.getByRole('button', { name: 'Mathematics' });
    fireEvent.click(mathematics);
    expect(mathematics.getAttribute('aria-pressed')).toBe('true');
    expect(articleTitles()).toEqual(['Ratios and Percentages']);
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toContain(
      'All',
    );
  });

  it('shows an empty state whose Clear Filters brings every article back', async () => {
    renderResources();
    fireEvent.click(await screen.findByRole('button', { name: 'Reading' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search resources' }), {
      target: { value: 'fractions' },
    });
    expect(screen.getByRole('heading', { name: 'No resources found' })).toBeTruthy();
    expect(articleTitles()).toEqual(['No resources found']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(articleTitles()).toEqual(articles.map((a) => a.title));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      (screen.getByRole('searchbox', { name: 'Search resources' }) as HTMLInputElement).value,
    ).toBe('');
  });
});
