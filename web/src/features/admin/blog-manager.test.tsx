import { type BlogPost, BLOG_FORM_MESSAGES as M } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { answerTrpc, type TrpcHandler, TrpcRefusal } from '../../test/trpc-network';
import { BlogManager } from './blog-manager';

function post(overrides: Partial<BlogPost>): BlogPost {
  return {
    id: '1',
    title: 'A Six-Week TEAS 7 Study Plan',
    slug: 'six-week-teas-7-study-plan',
    content: '<p>Start with a diagnostic test.</p>',
    excerpt: null,
    categories: ['ATI TEAS 7'],
    tags: ['plan'],
    author: { firstName: 'Site', lastName: 'Admin' },
    status: 'published',
    publishedAt: '2026-01-05T12:00:00.000Z',
    createdAt: '2026-01-04T12:00:00.000Z',
    updatedAt: '2026-01-05T12:00:00.000Z',
    metaTitle: null,
    metaDescription: null,
    ogImageUrl: null,
    ...overrides,
  };
}

/** A tiny in-memory blog behind blog.* (the api's answers, as the network would carry them). */
function fakeBlog(initial: BlogPost[]) {
  let posts = [...initial];
  let nextId = 100;
  const handlers: Record<string, TrpcHandler> = {
    'blog.stats': () => {
      const published = posts.filter((p) => p.status === 'published').length;
      return { total: posts.length, published, drafts: posts.length - published };
    },
    'blog.list': (input) => {
      const {
        limit = 9,
        offset = 0,
        status,
      } = input as {
        limit?: number;
        offset?: number;
        status?: string;
      };
      expect(status).toBeUndefined(); // the manager asks for every post
      return { posts: posts.slice(offset, offset + limit), total: posts.length };
    },
    'blog.create': (input) => {
      const data = input as Omit<BlogPost, 'id' | 'slug'>;
      const created = post({
        ...data,
        id: String(nextId++),
        slug: data.title.toLowerCase().replace(/\W+/g, '-'),
        publishedAt: data.status === 'published' ? new Date().toISOString() : null,
      });
      posts = [created, ...posts];
      return created;
    },
    'blog.update': (input) => {
      const { id, ...changes } = input as Partial<BlogPost> & { id: string };
      const index = posts.findIndex((p) => p.id === id);
      if (index < 0) throw new TrpcRefusal(404, 'Post not found');
      const updated = { ...(posts[index] as BlogPost), ...changes };
      posts[index] = updated;
      return updated;
    },
    'blog.delete': (input) => {
      const { id } = input as { id: string };
      posts = posts.filter((p) => p.id !== id);
      return { id, deleted: true };
    },
  };
  return { handlers, posts: () => posts };
}

function renderManager(handlers: Record<string, TrpcHandler>) {
  const calls = answerTrpc(handlers);
  renderPage(<BlogManager />, { path: '/admin' });
  return calls;
}

const counts = () => screen.getByRole('list', { name: 'Blog post counts' }) as HTMLElement;
const postList = () => screen.findByRole('list', { name: 'Blog posts' });

/** The three counts as shown: total, published, drafts (each item reads 'Total posts2'). */
async function countsText() {
  await waitFor(() => expect(within(counts()).queryAllByText(/^\d+$/)).toHaveLength(3));
  return within(counts())
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\D+/, ''));
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('BlogManager', () => {
  it('shows the counts and every post with View, Edit, Delete and Open in CMS', async () => {
    const blog = fakeBlog([
      post({
        id: '2',
        title: 'Draft Ideas',
        slug: 'draft-ideas',
        status: 'draft',
        publishedAt: null,
      }),
      post({}),
    ]);
    renderManager(blog.handlers);

    const list = await postList();
    expect(await countsText()).toEqual(['2', '1', '1']);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const draft = rows[0] as HTMLElement;
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText('Created January 4, 2026 · ATI TEAS 7')).toBeTruthy();
    const view = within(draft).getByRole('link', { name: 'View Draft Ideas (opens in a new tab)' });
    expect(view.getAttribute('href')).toBe('/blog/draft-ideas');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(
      within(draft)
        .getByRole('link', { name: 'Open in CMS: Draft Ideas (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('/cms/collections/posts/2');
    expect(within(draft).getByRole('button', { name: 'Edit Draft Ideas' })).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Delete Draft Ideas' })).toBeTruthy();
    const published = rows[1] as HTMLElement;
    expect(within(published).getByText('Published')).toBeTruthy();
    expect(within(published).getByText('Published January 5, 2026 · ATI TEAS 7')).toBeTruthy();
  });

  it('says so when there are no posts yet', async () => {
    renderManager(fakeBlog([]).handlers);
    expect(await screen.findByText('No blog posts yet')).toBeTruthy();
    expect(await countsText()).toEqual(['0', '0', '0']);
  });

  it('offers Retry when the posts do not load', async () => {
    let fail = true;
    const blog = fakeBlog([post({})]);
    renderManager({
      ...blog.handlers,
      'blog.list': (input) => {
        if (fail) throw new TrpcRefusal(500, 'Something went wrong on our side. Please try again.');
        return (blog.handlers['blog.list'] as TrpcHandler)(input);
      },
    });
    expect(await screen.findByText('Could not load the blog posts')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await postList()).toBeTruthy();
  });

  it('creates a post: Save waits for title and content, the rules of spec §5 apply, and it is published', async () => {
    const blog = fakeBlog([]);
    const calls = renderManager(blog.handlers);
    await screen.findByText('No blog posts yet');

    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New blog post' });
    const save = within(dialog).getByRole('button', { name: 'Create post' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const type = (label: RegExp | string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(/^Title/, '   ');
    fireEvent.blur(within(dialog).getByLabelText(/^Title/));
    expect(within(dialog).getByText(M.titleRequired)).toBeTruthy();
    type(/^Title/, 'Reading Strategies');
    expect(save.disabled).toBe(true);
    type(/^Content/, '<p>Skim first, then read.</p>');
    expect(save.disabled).toBe(false);

    // Limits with counters; a bad OG image URL; each blocks Save until fixed.
    type('Meta title', 'x'.repeat(61));
    expect(within(dialog).getByText('61/60 characters')).toBeTruthy();
    expect(within(dialog).getByText(M.metaTitleTooLong)).toBeTruthy();
    expect(save.disabled).toBe(true);
    type('Meta title', 'Reading strategies for TEAS');
    type('Meta description', 'y'.repeat(161));
    expect(within(dialog).getByText(M.metaDescriptionTooLong)).toBeTruthy();
    expect(save.disabled).toBe(true);
    type('Meta description', 'How to read TEAS passages.');
    expect(within(dialog).getByText('26/160 characters')).toBeTruthy();
    type('OG image URL', 'not a url');
    fireEvent.blur(within(dialog).getByLabelText('OG image URL'));
    expect(within(dialog).getByText(M.ogImageUrl)).toBeTruthy();
    expect(save.disabled).toBe(true);
    type('OG image URL', 'https://images.example.com/reading.png');
    type('Categories', ' ATI TEAS 7, ,Reading, ');
    type('Tags', 'skimming,, scanning');

    const publish = within(dialog).getByRole('checkbox', { name: 'Publish' });
    expect(within(dialog).getByText(/Saved as a draft/)).toBeTruthy();
    fireEvent.click(publish);
    expect(within(dialog).getByText(/Publishes now/)).toBeTruthy();

    fireEvent.click(save);
    expect(await screen.findByText('Post created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'blog.create')?.input).toEqual({
      title: 'Reading Strategies',
      content: '<p>Skim first, then read.</p>',
      excerpt: null,
      categories: ['ATI TEAS 7', 'Reading'],
      tags: ['skimming', 'scanning'],
      status: 'published',
      metaTitle: 'Reading strategies for TEAS',
      metaDescription: 'How to read TEAS passages.',
      ogImageUrl: 'https://images.example.com/reading.png',
    });
    // The list and the counts are read again.
    const list = await postList();
    expect(within(list).getByText('Reading Strategies')).toBeTruthy();
    await waitFor(async () => expect(await countsText()).toEqual(['1', '1', '0']));
  });

  it('edits a post: the form starts from the post, publishing keeps its date, errors show in the dialog', async () => {
    const blog = fakeBlog([post({})]);
    let refuse = true;
    const calls = renderManager({
      ...blog.handlers,
      'blog.update': (input) => {
        if (refuse) throw new TrpcRefusal(400, 'title: A post with this title already exists');
        return (blog.handlers['blog.update'] as TrpcHandler)(input);
      },
    });
    const list = await postList();
    fireEvent.click(within(list).getByRole('button', { name: `Edit ${post({}).title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog post' });
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe(
      post({}).title,
    );
    expect((within(dialog).getByLabelText('Categories') as HTMLInputElement).value).toBe(
      'ATI TEAS 7',
    );
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Publish' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      within(dialog).getByText('Published on January 5, 2026; the date is kept.'),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: 'Six Weeks to TEAS 7' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('A post with this title already exists');
    // Still open, with what was typed.
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe(
      'Six Weeks to TEAS 7',
    );

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Post saved')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'blog.update').at(-1)?.input).toMatchObject({
      id: '1',
      title: 'Six Weeks to TEAS 7',
      status: 'published',
    });
    expect(await within(await postList()).findByText('Six Weeks to TEAS 7')).toBeTruthy();
  });

  it('deletes only after the confirmation, and Cancel keeps the post', async () => {
    const blog = fakeBlog([post({})]);
    const calls = renderManager(blog.handlers);
    const list = await postList();
    const title = post({}).title;

    fireEvent.click(within(list).getByRole('button', { name: `Delete ${title}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete blog post' });
    expect(within(dialog).getByText(M.deleteConfirm)).toBeTruthy();
    expect(M.deleteConfirm).toBe('Are you sure you want to delete this blog post?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === 'blog.delete')).toHaveLength(0);

    fireEvent.click(within(list).getByRole('button', { name: `Delete ${title}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete blog post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted')).toBeTruthy();
    expect(calls.find((c) => c.path === 'blog.delete')?.input).toEqual({ id: '1' });
    expect(await screen.findByText('No blog posts yet')).toBeTruthy();
  });

  it('pages through many posts', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      post({ id: String(i + 1), title: `Post ${i + 1}`, slug: `post-${i + 1}` }),
    );
    renderManager(fakeBlog(many).handlers);
    const list = await postList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Blog posts pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect(
      (within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
  });
});
