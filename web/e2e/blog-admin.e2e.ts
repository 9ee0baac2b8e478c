import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

/*
 * Posts written through the admin api (POST /api/blog/posts, decision 0016): hostile markup
 * never runs on /blog/{slug}, whichever way the page is made (the server's document for a
 * signed-out reader, the app for a signed-in one, a client-side navigation from /blog); and a
 * draft is a preview for the admin only until it is published.
 */

const baseUrl = inject('baseUrl');
const origin = new URL(baseUrl).origin;

type Post = { id: string; slug: string; title: string; status: string; content: string };

/** The site admin's session cookie, signed in the way the SPA does (JSON, the site's Origin). */
async function adminCookie(): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: inject('adminEmail'),
      password: inject('adminPassword'),
      firstName: '',
      lastName: '',
    }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function adminApi<T>(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Everything an attacker might try in a post's HTML; each would set window.__pwned. */
const HOSTILE_CONTENT = [
  '<h2>Hostile markup</h2>',
  '<p id="para" onclick="window.__pwned=\'p-onclick\'">Click this paragraph.</p>',
  '<script>window.__pwned="script"</script>',
  '<img src="/no-such-image.png" onerror="window.__pwned=\'img-onerror\'">',
  '<p><a id="js-link" href="javascript:window.__pwned=\'js-link\'">A hostile link</a></p>',
  '<p><a href="JaVaScRiPt:window.__pwned=\'mixed-case\'">Mixed case</a> ',
  '<a href="java&#x09;script:window.__pwned=\'tab\'">Tab inside</a> ',
  '<a href="&#106;avascript:window.__pwned=\'entity\'">Entity</a></p>',
  '<p><a id="hover-link" href="https://example.com/ok" onmouseover="window.__pwned=\'hover\'" ',
  'onclick="window.__pwned=\'a-onclick\'">A fine link</a></p>',
  '<svg onload="window.__pwned=\'svg\'"><script>window.__pwned="svg-script"</script></svg>',
  '<iframe srcdoc="<script>parent.__pwned=\'iframe\'</script>"></iframe>',
  '<details open ontoggle="window.__pwned=\'toggle\'"><summary>More</summary>x</details>',
  '<form action="javascript:window.__pwned=\'form\'"><button id="form-button">Send</button></form>',
  '<p style="background:url(javascript:window.__pwned=\'style\')">Styled</p>',
  '<p>Safe text after it all.</p>',
].join('');

let browser: Browser;
let cookie: string;
let hostile: Post;

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await adminCookie();
  const created = await adminApi<Post>(cookie, 'POST', '/blog/posts', {
    title: `Hostile Markup ${Date.now()}`,
    content: HOSTILE_CONTENT,
    excerpt: 'A post full of things that must never run.',
    categories: ['Security'],
    tags: ['xss'],
    status: 'published',
    publishedAt: null,
    metaTitle: '',
    metaDescription: '',
    ogImageUrl: '',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  hostile = created.body;
});
afterAll(async () => {
  if (hostile) await adminApi(cookie, 'DELETE', `/blog/posts/${hostile.id}`);
  await browser?.close();
});

/** Pokes everything that could fire, then says what ran and what the post's DOM holds. */
async function probe(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const content = page.getByTestId('post-content');
  await content.getByText('Safe text after it all.').waitFor();
  await content.getByText('Click this paragraph.').click();
  await content.getByText('A hostile link').click();
  await content.getByText('A fine link').hover();
  await page.waitForTimeout(300);
  return {
    dialogs,
    ...(await page.evaluate(() => {
      const root = document.querySelector('[data-testid="post-content"]') as HTMLElement;
      const all = [...root.querySelectorAll('*')];
      return {
        pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
        dangerousElements: all
          .filter((el) => /^(script|iframe|img|svg|form|style|object|embed)$/i.test(el.tagName))
          .map((el) => el.tagName),
        handlers: all.flatMap((el) =>
          [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name),
        ),
        scriptUrls: all.filter((el) =>
          [...el.attributes].some((a) => /^\s*javascript:/i.test(a.value)),
        ).length,
        links: [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      };
    })),
  };
}

const clean = {
  dialogs: [],
  pwned: null,
  dangerousElements: [],
  handlers: [],
  scriptUrls: 0,
  links: ['https://example.com/ok'],
};

describe('hostile markup in a post (through the admin api)', () => {
  it('is stripped before it is stored', () => {
    expect(hostile.content).not.toMatch(/<script|\son\w+=|javascript:|<iframe|<img|<svg|<form/i);
    expect(hostile.content).toContain('Safe text after it all.');
  });

  it('never runs on the server-rendered page a signed-out reader gets', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/blog/${hostile.slug}`);
    await page.getByRole('heading', { level: 1, name: hostile.title }).waitFor();
    expect(await probe(page)).toEqual(clean);
    expect(problems).toEqual([]);
  });

  it('never runs when the app renders the post, after a navigation from /blog', async () => {
    const { page, problems } = await newPage(browser);
    // A signed-in student gets the app (not the document page).
    await page.goto(`${baseUrl}/`);
    const registered = await page.evaluate(async () => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Xena',
          lastName: 'Reader',
          email: `xss.reader.${Date.now()}@e2e.test`,
          password: 'xss-reader-password-1',
        }),
      });
      return res.status;
    });
    expect(registered).toBe(201);
    await page.goto(`${baseUrl}/blog`);
    const card = page.getByRole('article', { name: hostile.title });
    await card.getByRole('link', { name: /Read More/ }).click();
    await page.waitForURL(`${baseUrl}/blog/${hostile.slug}`);
    await page.getByRole('heading', { level: 1, name: hostile.title }).waitFor();
    expect(await probe(page)).toEqual(clean);
    expect(problems).toEqual([]);
  });
});

describe('an admin writes a post', () => {
  it('previews the draft (nobody else sees it), publishes it, sees it on /blog, deletes it', async () => {
    const title = `Admin Journey ${Date.now()}`;
    const draft = await adminApi<Post>(cookie, 'POST', '/blog/posts', {
      title,
      content: '<p>Three passages a day.</p>',
      categories: ['Study Tips'],
      tags: [],
      status: 'draft',
    });
    expect(draft.status).toBe(201);
    const path = `/blog/${draft.body.slug}`;

    // The admin, signed in on the site, previews it.
    const admin = await newPage(browser);
    await admin.page.goto(`${baseUrl}/auth`);
    const form = admin.page.getByRole('form', { name: 'Welcome back' });
    await form.getByLabel('Email').fill(inject('adminEmail'));
    await form.getByLabel(/^Password/).fill(inject('adminPassword'));
    await form.getByRole('button', { name: 'Sign In' }).click();
    await admin.page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
    await admin.page.goto(`${baseUrl}${path}`);
    await admin.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await admin.page.getByRole('note').getByText('Draft preview').waitFor();

    // A reader gets Post Not Found, and it is not on /blog.
    const reader = await newPage(browser);
    await reader.page.goto(`${baseUrl}${path}`);
    await reader.page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    expect(await reader.page.getByText('Three passages a day.').count()).toBe(0);

    // Published: on the site within a second, without the banner.
    const started = Date.now();
    const published = await adminApi<Post>(cookie, 'PATCH', `/blog/posts/${draft.body.id}`, {
      status: 'published',
    });
    expect(published.status).toBe(200);
    await reader.page.goto(`${baseUrl}/blog`);
    await reader.page.getByRole('article', { name: title }).waitFor();
    await reader.page.goto(`${baseUrl}${path}`);
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await reader.page.getByText('Draft preview').count()).toBe(0);

    // Deleted: gone for everyone.
    const deleted = await adminApi(cookie, 'DELETE', `/blog/posts/${draft.body.id}`);
    expect(deleted.status).toBe(200);
    await reader.page.goto(`${baseUrl}${path}`);
    await reader.page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    await admin.page.goto(`${baseUrl}${path}`);
    await admin.page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    expect(admin.problems).toEqual([]);
    expect(reader.problems).toEqual([]);
  });
});
