import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor on the public site', () => {
  it('sees the supported exam cards loaded from the api on the landing page', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(baseUrl);
    const section = page.locator('section', { hasText: 'Supported Exam Types' });
    for (const name of ['ATI TEAS 7', 'GED', 'HESI A2', 'ACCUPLACER', 'NEX', 'CLEP']) {
      await section.getByRole('heading', { name, exact: true }).waitFor();
    }
    expect(await section.getByText('Available', { exact: true }).count()).toBe(6);
    const learnMore = section.getByRole('link', { name: /Learn More/ }).first();
    expect(await learnMore.getAttribute('href')).toBe('/exam/ati-teas-7');
    expect(problems).toEqual([]);
  });

  it('reads a seeded, published post on /blog', async () => {
    const res = await fetch(`${baseUrl}/api/blog/posts?status=published&limit=9&offset=0`);
    const { posts } = (await res.json()) as { posts: { title: string }[] };
    expect(posts.length).toBeGreaterThan(0);
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/blog`);
    await page.getByRole('heading', { name: posts[0]?.title }).waitFor();
    expect(await page.getByRole('link', { name: /Read More/ }).count()).toBe(posts.length);
    expect(problems).toEqual([]);
  });

  it('gets the not-found page for an unknown path', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });
});

describe('an editor', () => {
  it('finds the Payload login at /cms on the same origin', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/cms`);
    await page.waitForURL(/\/cms\/login/);
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await page.locator('input[name="email"]').waitFor();
    await page.locator('input[name="password"]').waitFor();
  });
});
