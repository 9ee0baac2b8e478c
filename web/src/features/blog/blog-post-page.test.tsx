import { type BlogPost, BRAND_NAME, MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderPage } from '../../test/render';
import { BlogPostPage } from './blog-post-page';
import { LINK_COPIED, LINK_NOT_COPIED } from './share-button';

const post: BlogPost = {
  id: '7',
  title: 'A Six-Week TEAS 7 Study Plan',
  slug: 'six-week-teas-7-study-plan',
  content:
    '<h2>Week one</h2><p>Start with a <strong>diagnostic</strong> test.</p><ul><li>Reading</li></ul>',
  excerpt: 'Six weeks, four subjects, one plan.',
  categories: ['Study Tips', 'ATI TEAS 7'],
  tags: ['study plan', 'TEAS 7'],
  author: { firstName: 'Jane', lastName: 'Doe' },
  status: 'published',
  publishedAt: '2026-01-05T12:00:00.000Z',
  createdAt: '2025-12-20T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
  metaTitle: 'TEAS 7 in Six Weeks',
  metaDescription: 'A week-by-week TEAS 7 plan.',
  ogImageUrl: 'https://images.example.com/teas.png',
};

function renderPost(data: BlogPost | undefined, slug = post.slug) {
  return renderPage(<BlogPostPage slug={slug} />, {
    path: `/blog/${slug}`,
    seed: (trpc) => {
      if (data) trpc.blog.bySlug.setData({ slug }, data);
    },
  });
}

const headMeta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;

/** navigator.share / navigator.clipboard are browser APIs jsdom lacks; tests define them. */
function defineNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'share');
  Reflect.deleteProperty(window.navigator, 'clipboard');
});

describe('BlogPostPage', () => {
  it('shows the post: categories, title, excerpt, author, date, HTML content, tags and links', async () => {
    renderPost(post);

    const article = await screen.findByRole('article', { name: post.title });
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(post.title);
    const categories = within(article).getByRole('list', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Study Tips', 'ATI TEAS 7']);
    expect(within(article).getByText(post.excerpt ?? '')).toBeTruthy();
    expect(within(article).getByText('Jane Doe')).toBeTruthy();
    expect(within(article).getByText('January 5, 2026').getAttribute('datetime')).toBe(
      post.publishedAt,
    );

    // The HTML is rendered as given, not escaped.
    const content = screen.getByTestId('post-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Week one' })).toBeTruthy();
    expect(content.querySelector('strong')?.textContent).toBe('diagnostic');
    expect(content.textContent).not.toContain('<p>');

    const tags = within(article).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#study plan', '#TEAS 7']);
    expect(
      within(article)
        .getByRole('link', { name: /Back to All Posts/ })
        .getAttribute('href'),
    ).toBe('/blog');
    expect(within(article).getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('sets the document title, meta description and Open Graph tags, and restores them', async () => {
    const { unmount } = renderPost(post);

    await screen.findByRole('article');
    await waitFor(() => expect(document.title).toBe(`TEAS 7 in Six Weeks — ${BRAND_NAME}`));
    expect(headMeta('name="description"')).toBe('A week-by-week TEAS 7 plan.');
    expect(headMeta('property="og:title"')).toBe(`TEAS 7 in Six Weeks — ${BRAND_NAME}`);
    expect(headMeta('property="og:description"')).toBe('A week-by-week TEAS 7 plan.');
    expect(headMeta('property="og:type"')).toBe('article');
    expect(headMeta('property="og:url"')).toBe(
      `${window.location.origin}/blog/six-week-teas-7-study-plan`,
    );
    expect(headMeta('property="og:image"')).toBe('https://images.example.com/teas.png');

    unmount();
    expect(headMeta('name="description"')).toBeUndefined();
    expect(headMeta('property="og:type"')).toBeUndefined();
  });

  it("falls back to the title, and to the site's picture without an image", async () => {
    renderPost({ ...post, metaTitle: null, metaDescription: null, ogImageUrl: null });

    await screen.findByRole('article');
    await waitFor(() => expect(document.title).toBe(`${post.title} — ${BRAND_NAME}`));
    expect(headMeta('name="description"')).toBe(post.excerpt);
    expect(headMeta('property="og:image"')).toBe(`${window.location.origin}/og-image.jpg`);
  });

  it('marks a draft (answered only to admins and CMS editors) as a Draft preview, kept out of search', async () => {
    renderPost({ ...post, status: 'draft', publishedAt: null });

    const banner = await screen.findByRole('note');
    expect(within(banner).getByText('Draft preview')).toBeTruthy();
    expect(banner.textContent).toContain('only admins and CMS editors can see it');
    expect(screen.getByRole('article', { name: post.title })).toBeTruthy();
    await waitFor(() => expect(headMeta('name="robots"')).toBe('noindex'));
  });

  it('shows no banner on a published post', async () => {
    renderPost(post);
    await screen.findByRole('article');
    expect(screen.queryByText('Draft preview')).toBeNull();
    expect(headMeta('name="robots"')).toBeUndefined();
  });

  it('shows a skeleton while loading, then Post Not Found when the post cannot be loaded', async () => {
    // No api runs in unit tests, so the real tRPC call fails.
    renderPost(undefined, 'no-such-post');

    expect(await screen.findByTestId('blog-post-skeleton')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.postNotFoundTitle }),
    ).toBeTruthy();
    expect(screen.getByText(MESSAGES.postNotFoundText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
  });
});

describe('the /blog/{slug} route', () => {
  it('renders the post the loader finds in the cache, inside the site layout', async () => {
    renderApp(`/blog/${post.slug}`, {
      seed: (trpc) => trpc.blog.bySlug.setData({ slug: post.slug }, post),
    });

    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows Post Not Found, not the global 404, for an unknown slug', async () => {
    renderApp('/blog/no-such-post');

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.postNotFoundTitle }),
    ).toBeTruthy();
    expect(screen.queryByText(MESSAGES.notFoundTitle)).toBeNull();
  });
});

describe('Share', () => {
  const pageUrl = () => `${window.location.origin}/blog/${post.slug}`;

  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    defineNavigator('share', share);
    defineNavigator('clipboard', { writeText });
    renderPost(post);

    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: post.title, text: post.excerpt, url: pageUrl() }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the reader cancels the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    defineNavigator('share', share);
    defineNavigator('clipboard', { writeText });
    renderPost(post);

    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the link when sharing fails for another reason', async () => {
    defineNavigator(
      'share',
      vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')),
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    defineNavigator('clipboard', { writeText });
    renderPost(post);

    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText(LINK_COPIED)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(pageUrl());
  });

  it('copies the link without a share sheet, in a live region', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    defineNavigator('clipboard', { writeText });
    renderPost(post);

    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const notice = await screen.findByText(LINK_COPIED);
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(writeText).toHaveBeenCalledWith(pageUrl());
  });

  it('says so when the link cannot be copied either', async () => {
    defineNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    renderPost(post);

    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText(LINK_NOT_COPIED)).toBeTruthy();
  });
});
