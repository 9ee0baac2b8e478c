import type { Article, BlogPost, SitePage } from '@app/domain';
import { BRAND_NAME, OUTREACH_MESSAGES } from '@app/domain';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogListPage } from '../features/blog/blog-list-page';
import { ShareButton } from '../features/blog/share-button';
import { ContactForm } from '../features/contact/contact-form';
import { ResourcesPage } from '../features/resources/resources-page';
import { openRequestGate } from '../lib/hydration-gate';
import { serverMarkup } from '../test/server-markup';
import { seedCurrentUser } from '../test/users';
import { AppShell } from '../ui/app-shell';
import { CHAT_SEEN_KEY } from '../ui/chat-policy';
import { NEWSLETTER_TEXTS } from '../ui/newsletter';
import { SETTINGS } from '../ui/site-footer.fixtures';
import { enhanceBlogFilters } from './blog';
import { enhanceChat } from './chat';
import { enhanceContact } from './contact';
import { enhanceMenu } from './menu';
import { enhanceNewsletter } from './newsletter';
import { enhanceResources } from './resources';
import { enhanceShare } from './share';

/*
 * The script of the server-rendered public pages against the markup the app's components
 * render on the server (test/server-markup.tsx): the same behaviour without React.
 */

openRequestGate();

const $ = <T extends Element = HTMLElement>(selector: string) =>
  document.querySelector(selector) as T;

/** The api, answering `status` with a JSON body (fetch is the network boundary here). */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
  localStorage.clear();
});

async function shell() {
  await serverMarkup(
    <AppShell>
      <p>Page</p>
    </AppShell>,
    {
      seed: (trpc, queryClient) => {
        seedCurrentUser(null)(trpc, queryClient);
        trpc.content.siteSettings.setData(undefined, SETTINGS);
      },
    },
  );
}

describe('the header menu', () => {
  it('opens and closes the mobile menu from the Burger button and Escape', async () => {
    await shell();
    enhanceMenu();
    const toggle = $<HTMLButtonElement>('[data-menu-toggle]');
    const panel = $('#site-mobile-nav');
    expect(panel.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(toggle.firstElementChild?.getAttribute('data-opened')).toBe('true');
    expect(panel.querySelector('a[href="/auth"]')?.textContent).toBe('Sign In / Sign Up');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(toggle.getAttribute('aria-label')).toBe('Open menu');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('the chat widget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows its button after 2 s and its bubble once per visitor 1 s later, without taking focus', async () => {
    await shell();
    enhanceChat(document, { pathname: '/', store: localStorage });
    expect($('[data-chat-toggle]')).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    const toggle = $<HTMLButtonElement>('[data-chat-toggle]');
    const panel = $('[data-chat-panel]');
    const bubble = $('[data-chat-bubble]');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(bubble.hidden).toBe(true);

    await vi.advanceTimersByTimeAsync(1000);
    expect(bubble.hidden).toBe(false);
    expect(panel.hidden).toBe(true);
    expect(bubble.contains(document.activeElement)).toBe(false);
    expect(localStorage.getItem(CHAT_SEEN_KEY)).toBe('1');
    // The bubble opens the panel, focus in it.
    fireEvent.click($('[data-chat-bubble-open]'));
    expect(bubble.hidden).toBe(true);
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(panel);
    expect(panel.querySelector('a[target="_blank"]')?.getAttribute('href')).toBe(SETTINGS.chatUrl);

    fireEvent.click($('[data-chat-close]'));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(panel.hidden).toBe(false);
    expect(document.activeElement).toBe(panel);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
  });

  it('stays closed for a visitor who has seen it, and over the sign-in page', async () => {
    localStorage.setItem(CHAT_SEEN_KEY, '1');
    await shell();
    enhanceChat(document, { pathname: '/services', store: localStorage });
    await vi.advanceTimersByTimeAsync(5000);
    expect($('[data-chat-panel]').hidden).toBe(true);
    expect($('[data-chat-bubble]').hidden).toBe(true);

    localStorage.clear();
    await shell();
    enhanceChat(document, { pathname: '/auth', store: localStorage });
    await vi.advanceTimersByTimeAsync(5000);
    expect($('[data-chat-toggle]')).not.toBeNull();
    expect($('[data-chat-panel]').hidden).toBe(true);
    expect($('[data-chat-bubble]').hidden).toBe(true);
  });
});

describe('the newsletter form', () => {
  it("subscribes and shows the server's message; refusals and an empty field show under it", async () => {
    await shell();
    enhanceNewsletter();
    const form = $<HTMLFormElement>('[data-newsletter-form]');
    const input = $<HTMLInputElement>('input[name="email"]');
    const error = $('#newsletter-error');

    fireEvent.submit(form);
    expect(error.textContent).toBe(NEWSLETTER_TEXTS.empty);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    const fetch = answer(201, { message: 'Welcome aboard.' });
    input.value = 'sam@example.com';
    fireEvent.input(input);
    fireEvent.submit(form);
    await vi.waitFor(() => expect($('.doc-toast')?.textContent).toContain('Welcome aboard.'));
    expect(input.value).toBe('');
    expect(error.textContent).toBe('');
    expect(fetch).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: '{"email":"sam@example.com"}' }),
    );

    answer(429, { message: 'Too many sign-ups.', code: 'RATE_LIMITED' });
    input.value = 'sam@example.com';
    fireEvent.submit(form);
    await vi.waitFor(() => expect(error.textContent).toBe('Too many sign-ups.'));
  });
});

describe('the contact form', () => {
  const field = (name: string) => $<HTMLInputElement>(`[name="${name}"]`);

  it('says what is missing, sends the message, toasts and clears the form', async () => {
    await serverMarkup(<ContactForm supportEmail="help@example.com" />);
    enhanceContact();
    const form = $<HTMLFormElement>('[data-contact-form]');

    fireEvent.blur(field('name'));
    expect(document.getElementById(`${field('name').id}-error`)?.textContent).toBe(
      OUTREACH_MESSAGES.nameRequired,
    );
    expect(field('name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.submit(form);
    expect(document.activeElement).toBe(field('name'));
    expect(form.querySelectorAll('.doc-field-error')).toHaveLength(4);

    const values = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'A question.' };
    for (const [name, value] of Object.entries(values)) {
      field(name).value = value;
      fireEvent.input(field(name));
    }
    expect(form.querySelectorAll('.doc-field-error')).toHaveLength(0);
    const fetch = answer(201, { message: 'Thanks' });
    fireEvent.submit(form);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Sending...');
    await vi.waitFor(() =>
      expect($('.doc-toast')?.textContent).toContain(OUTREACH_MESSAGES.contactSentTitle),
    );
    expect(field('name').value).toBe('');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/contact');

    for (const [name, value] of Object.entries(values)) field(name).value = value;
    answer(500, { message: 'Something went wrong on our side.', code: 'SERVER_ERROR' });
    fireEvent.submit(form);
    await vi.waitFor(() =>
      expect($('.doc-toast')?.textContent).toContain(
        OUTREACH_MESSAGES.contactFailed('help@example.com'),
      ),
    );
  });
});

const articles: Article[] = [
  ['1', 'Ratios and Percentages', 'Mathematics', ['math']],
  ['2', 'Main Idea and Inference', 'Reading', ['TEAS 7']],
].map(([id, title, category, tags]) => ({
  id: id as string,
  slug: `article-${id}`,
  title: title as string,
  excerpt: `About ${(title as string).toLowerCase()}.`,
  category: category as string,
  readTimeMinutes: 5,
  date: '2026-01-05T00:00:00.000Z',
  author: 'Dana Reyes',
  tags: tags as string[],
  imageUrl: null,
}));

describe('the resources filter', () => {
  it('filters the rendered articles by search and category, with the empty state and Clear Filters', async () => {
    const page: SitePage = {
      slug: 'resources',
      title: 'Resources',
      seo: { title: `Resources | ${BRAND_NAME}`, description: 'Guides.' },
      hero: { title: 'Resources', subtitle: null },
      sections: [],
    };
    await serverMarkup(<ResourcesPage />, {
      path: '/resources',
      seed: (trpc) => {
        trpc.content.page.setData({ slug: 'resources' }, page);
        trpc.content.articles.setData(undefined, articles);
        trpc.content.guides.setData(undefined, []);
      },
    });
    enhanceResources();
    const visible = () =>
      [...document.querySelectorAll<HTMLElement>('[data-resource-article]')]
        .filter((card) => !card.hidden)
        .map((card) => card.dataset.title);
    const search = $<HTMLInputElement>('[data-resource-search]');
    const chip = (name: string) => $<HTMLButtonElement>(`[data-resource-category="${name}"]`);

    expect(visible()).toEqual(['Ratios and Percentages', 'Main Idea and Inference']);
    search.value = 'teas 7';
    fireEvent.input(search);
    expect(visible()).toEqual(['Main Idea and Inference']);
    expect($('[data-resource-status]').textContent).toBe('1 of 2 articles shown');

    fireEvent.click(chip('Mathematics'));
    expect(chip('Mathematics').getAttribute('aria-pressed')).toBe('true');
    expect(chip('All').getAttribute('aria-pressed')).toBe('false');
    expect(visible()).toEqual([]);
    expect($('[data-resource-empty]').hidden).toBe(false);
    expect($('[data-resource-clear]').hidden).toBe(false);

    fireEvent.click($('[data-resource-clear]'));
    expect(visible()).toHaveLength(2);
    expect(search.value).toBe('');
    expect($('[data-resource-empty]').hidden).toBe(true);
    expect(chip('All').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the blog filters', () => {
  it('submit the GET form when the category changes, leaving empty fields out', async () => {
    const post = (n: number): BlogPost => ({
      id: String(n),
      title: `Post ${n}`,
      slug: `post-${n}`,
      content: '<p>Body</p>',
      excerpt: null,
      categories: ['Math'],
      tags: [],
      author: { firstName: 'Ana', lastName: 'Ruiz' },
      status: 'published',
      publishedAt: '2026-01-05T00:00:00.000Z',
      createdAt: '2026-01-05T00:00:00.000Z',
      updatedAt: '2026-01-05T00:00:00.000Z',
      metaTitle: null,
      metaDescription: null,
      ogImageUrl: null,
    });
    await serverMarkup(<BlogListPage search={{}} onSearchChange={() => {}} />, {
      path: '/blog',
      seed: (trpc) =>
        trpc.blog.list.setData(
          { status: 'published', limit: 9, offset: 0, category: undefined, q: undefined },
          { posts: [post(1)], total: 1 },
        ),
    });
    enhanceBlogFilters();
    const form = $<HTMLFormElement>('[data-blog-filters]');
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/blog']);
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      // What the browser would send: the enabled, named fields.
      const sent = [...form.elements].flatMap((element) =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
        element.name &&
        !element.disabled
          ? [`${element.name}=${encodeURIComponent(element.value)}`]
          : [],
      );
      submitted.push(sent.join('&'));
    });
    const select = $<HTMLSelectElement>('select[name="category"]');
    select.value = 'Math';
    fireEvent.change(select);
    await flush();
    expect(submitted).toEqual(['category=Math']);
  });
});

describe('the share button', () => {
  it('copies the link where there is no share sheet, and says so', async () => {
    await serverMarkup(<ShareButton title="A post" url="https://prep.example/blog/a-post" />);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    enhanceShare();
    fireEvent.click($('[data-share]'));
    await vi.waitFor(() => expect($('[data-share-status]').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith('https://prep.example/blog/a-post');
  });
});
