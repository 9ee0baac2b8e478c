import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { BlogPostCard, type BlogPostCardData } from './blog-post-card';

const longContent = `<h2>Why practise?</h2><p>${'Practice builds speed and accuracy on test day. '.repeat(6)}</p>`;

const post: BlogPostCardData = {
  slug: 'teas-7-study-plan',
  title: 'A 30-Day TEAS 7 Study Plan',
  excerpt: null,
  content: longContent,
  categories: ['ATI TEAS 7', 'Study Tips'],
  author: { firstName: 'Jane', lastName: 'Doe' },
  publishedAt: '2026-01-05T12:00:00.000Z',
  createdAt: '2025-12-20T12:00:00.000Z',
};

describe('BlogPostCard', () => {
  it('shows categories, title, author, long US date and a Read More link', async () => {
    renderPage(<BlogPostCard post={post} />);

    const card = await screen.findByRole('article', { name: 'A 30-Day TEAS 7 Study Plan' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveProperty(
      'textContent',
      'A 30-Day TEAS 7 Study Plan',
    );
    expect(within(card).getByText('ATI TEAS 7')).toBeTruthy();
    expect(within(card).getByText('Study Tips')).toBeTruthy();
    expect(within(card).getByText('Jane Doe')).toBeTruthy();
    expect(within(card).getByText('January 5, 2026')).toBeTruthy();
    const readMore = within(card).getByRole('link', { name: /Read More/ });
    expect(readMore.getAttribute('href')).toBe('/blog/teas-7-study-plan');
  });

  it('falls back to the first 150 characters of the content text plus "..."', async () => {
    renderPage(<BlogPostCard post={post} />);

    const card = await screen.findByRole('article');
    const excerpt = within(card).getByText(/^Why practise\? Practice builds/);
    const text = excerpt.textContent ?? '';
    expect(text.endsWith('...')).toBe(true);
    expect(text).toHaveLength(153);
    expect(text).not.toContain('<');
  });

  it('prefers the excerpt and uses the created date when not published', async () => {
    renderPage(
      <BlogPostCard post={{ ...post, excerpt: 'Four weeks, four subjects.', publishedAt: null }} />,
    );

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Four weeks, four subjects.')).toBeTruthy();
    expect(within(card).getByText('December 20, 2025')).toBeTruthy();
    expect(within(card).queryByText(/\.\.\.$/)).toBeNull();
  });
});
