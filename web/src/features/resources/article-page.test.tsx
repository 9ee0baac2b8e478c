import { type ArticleDetail, MESSAGES } from '@app/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ArticlePage, isMissingArticle } from './article-page';

const detail: ArticleDetail = {
  id: '4',
  slug: 'study-sprint',
  title: 'How to Plan a 10-Day Study Sprint',
  excerpt: 'Ten days, one plan.',
  category: 'Study Planning',
  readTimeMinutes: 7,
  date: '2026-01-05T00:00:00.000Z',
  author: 'Dana Reyes',
  tags: ['study plan', 'time management'],
  imageUrl: null,
  bodyHtml: '<h2>Day one</h2><p>Take a diagnostic test.</p>',
};

describe('ArticlePage', () => {
  it('shows the article with its facts, tags, HTML body and a way back', async () => {
    renderPage(<ArticlePage id="4" />, {
      path: '/resources/post/4',
      seed: (trpc) => trpc.content.article.setData({ idOrSlug: '4' }, detail),
    });
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeTruthy();
    expect(screen.getByText('Study Planning')).toBeTruthy();
    expect(screen.getByText('7 min read')).toBeTruthy();
    expect(screen.getByText('January 5, 2026')).toBeTruthy();
    expect(screen.getByText('By Dana Reyes')).toBeTruthy();
    expect(screen.getByText('#time management')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Day one' })).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: /Back to Resources/ })[0]?.getAttribute('href'),
    ).toBe('/resources');
    expect(document.title).toContain(detail.title);
  });

  it('offers a retry when loading fails; only an api NOT_FOUND means not found', async () => {
    renderPage(<ArticlePage id="999" />, { path: '/resources/post/999' });
    // No api runs in unit tests: the call fails, but not as NOT_FOUND (the journey covers that).
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(isMissingArticle({ data: { httpStatus: 404, appCode: 'NOT_FOUND' } })).toBe(true);
    expect(isMissingArticle({ data: { httpStatus: 500, appCode: 'SERVER_ERROR' } })).toBe(false);
    expect(screen.queryByText(MESSAGES.notFoundTitle)).toBeNull();
  });
});
