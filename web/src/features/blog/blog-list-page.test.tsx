import { type BlogList, type BlogPost, MESSAGES } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { BlogListPage } from './blog-list-page';
import { type BlogSearch, blogListInput } from './blog-search';

function makePost(n: number, categories: string[]): BlogPost {
  return {
    id: String(n),
    title: `Post number ${n}`,
    slug: `post-${n}`,
    content: `<p>Body of post ${n}.</p>`,
    excerpt: `Excerpt of post ${n}.`,
    categories,
    tags: [],
    author: { firstName: 'Sam', lastName: 'Lee' },
    status: 'published',
    publishedAt: '2026-02-10T12:00:00.000Z',
    createdAt: '2026-02-01T12:00:00.000Z',
    updatedAt: '2026-02-10T12:00:00.000Z',
    metaTitle: null,
    metaDescription: null,
    ogImageUrl: null,
  };
}

/** Renders the page with `data` already in the query cache for `search` (as a loader leaves it). */
function renderBlog(search: BlogSearch, data?: BlogList, categories?: string[]) {
  const onSearchChange = vi.fn();
  const view = renderPage(<BlogListPage search={search} onSearchChange={onSearchChange} />, {
    path: '/blog',
    seed: (trpc) => {
      if (data) trpc.blog.list.setData(blogListInput(search), data);
      if (categories) trpc.blog.categories.setData(undefined, categories);
    },
  });
  return { ...view, onSearchChange };
}

describe('BlogListPage', () => {
  it('lists the posts of the page with pagination and collected categories', async () => {
    const posts = Array.from({ length: 9 }, (_, i) =>
      makePost(i + 10, i % 2 ? ['Study Tips'] : ['HESI A2']),
    );
    const { onSearchChange } = renderBlog({ page: 2 }, { posts, total: 40 });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'Post number 10' })).toBeTruthy();

    const category = screen.getByRole('combobox', { name: 'Category' });
    const options = within(category)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([MESSAGES.blogAllCategories, 'HESI A2', 'Study Tips']);

    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(
      within(pager)
        .getAllByRole('link', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '5']);
    fireEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3 });
  });

  it('lists every category in the menu while a filter shows only some', async () => {
    const posts = [makePost(1, ['HESI A2'])];
    const { onSearchChange } = renderBlog({ category: 'HESI A2' }, { posts, total: 1 }, [
      'ATI TEAS 7',
      'HESI A2',
      'Math',
    ]);
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([MESSAGES.blogAllCategories, 'ATI TEAS 7', 'HESI A2', 'Math']);
    // Straight from 'HESI A2' to 'Math'.
    fireEvent.change(category, { target: { value: 'Math' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: undefined, category: 'Math' });
  });

  it('submitting a search goes back to page 1 and keeps the category', async () => {
    const { onSearchChange } = renderBlog(
      { page: 3, category: 'Study Tips' },
      { posts: [makePost(1, ['Study Tips'])], total: 30 },
    );

    const box = await screen.findByRole('searchbox', { name: 'Search blog posts' });
    expect(box.getAttribute('placeholder')).toBe(MESSAGES.blogSearchPlaceholder);
    fireEvent.change(box, { target: { value: '  dosage math ' } });
    fireEvent.submit(box);
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'dosage math', category: 'Study Tips' });

    const clear = screen.getByRole('link', { name: 'Clear Filters' });
    expect(clear.getAttribute('href')).toBe('/blog');
    fireEvent.click(clear);
    expect(onSearchChange).toHaveBeenLastCalledWith({});
    // Without JavaScript the same form asks the server for the list.
    const form = screen.getByRole('search', { name: 'Blog posts' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/blog']);
  });

  it('choosing a category goes back to page 1 and keeps the search', async () => {
    const { onSearchChange } = renderBlog(
      { page: 2, q: 'math' },
      { posts: [makePost(1, ['Math']), makePost(2, ['Study Tips'])], total: 20 },
    );

    const category = await screen.findByRole('combobox', { name: 'Category' });
    fireEvent.change(category, { target: { value: 'Study Tips' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'math', category: 'Study Tips' });
    fireEvent.change(category, { target: { value: '' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'math', category: undefined });
  });

  it('says how to widen an empty filtered search', async () => {
    renderBlog({ q: 'zzz' }, { posts: [], total: 0 });

    expect(await screen.findByRole('heading', { name: MESSAGES.blogEmpty })).toBeTruthy();
    expect(screen.getByText(MESSAGES.blogEmptyFiltered)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('invites readers back when there are no posts at all', async () => {
    renderBlog({}, { posts: [], total: 0 });

    expect(await screen.findByText(MESSAGES.blogEmptyUnfiltered)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clear Filters' })).toBeNull();
  });

  it('shows six skeleton cards while loading, then the error text when the call fails', async () => {
    // No api runs in unit tests, so the real tRPC call fails.
    renderBlog({});

    expect(await screen.findAllByTestId('blog-post-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.blogListFailed);
  });
});
