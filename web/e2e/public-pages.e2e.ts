import { BRAND_NAME } from '@app/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';

/*
 * Issue 11, public pages that arrive complete (decision 0009): what a crawler or a browser
 * without JavaScript gets, what a signed-out visitor's browser runs, at both widths.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES: [path: string, heading: RegExp][] = [
  ['/', /Pass your nursing and academic entrance exams/],
  ['/services', /.+/],
  ['/about', /.+/],
  ['/contact', /.+/],
  ['/resources', /.+/],
  ['/blog', /^Blog$/],
  ['/exam/ati-teas-7', /.+/],
  ['/hesi-a2', /.+/],
  ['/exam/ati-teas-7/reading', /Reading Practice$/],
  ['/privacy', /.+/],
  ['/auth', /.+/],
];

describe.each([
  { name: 'desktop', phone: false },
  { name: 'phone', phone: true },
])('at a $name width', ({ phone }) => {
  it('every public page is whole without JavaScript: heading, title, description, styles', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true } : {}),
    });
    const page = await context.newPage();
    for (const [path, heading] of PAGES) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      expect(await h1.isVisible(), path).toBe(true);
      expect(await h1.textContent(), path).toMatch(heading);
      expect(await page.title(), path).not.toMatch(/not found/i);
      expect(
        await page.locator('meta[name="description"]').getAttribute('content'),
        path,
      ).toBeTruthy();
      // Styled by the CSS in the page: the header's wordmark is not a default blue link.
      const wordmark = page.getByRole('link', { name: BRAND_NAME }).first();
      expect(await wordmark.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    }
    // A question of the FAQ opens without JavaScript.
    await page.goto(`${baseUrl}/contact`);
    const question = page.locator('#faq details summary').first();
    await question.click();
    expect(await page.locator('#faq details').first().getAttribute('open')).not.toBeNull();
    // The blog search is a form the server answers.
    await page.goto(`${baseUrl}/blog`);
    await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('zz-nothing-zz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'zz-nothing-zz');
    await page.getByRole('heading', { name: 'No blog posts found' }).waitFor();
    await context.close();
  });

  it("a signed-out visitor's browser runs only the pages' small script, and the menu works", async () => {
    const { page, problems } = await newPage(browser, { phone });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/blog', '/exam/ged', '/auth']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.every((path) => /^\/assets\/enhance-[\w-]+\.js$/.test(path))).toBe(true);
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#site-mobile-nav');
      await menu.getByRole('link', { name: 'Services' }).click();
      await page.waitForURL(`${baseUrl}/services`);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('/auth works without the app: modes, the password toggle and the Forgot Password dialog', async () => {
    const { page, problems } = await newPage(browser, { phone });
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('form', { name: 'Create your account' }).waitFor();
    expect(await page.title()).toMatch(/^Create Account — /);
    await page.getByRole('button', { name: 'Sign in instead' }).click();

    const opener = page.getByRole('button', { name: 'Forgot Password?' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.waitFor();
    // The e-mail field has the focus; everything behind the dialog is out of reach.
    expect(await dialog.getByLabel('Email').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByText('Please enter your email address').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('answers unknown paths, exams, subjects and posts with 404 and the not-found page', async () => {
    const { page } = await newPage(browser, { phone });
    for (const path of [
      '/no-such-page',
      '/exam/bar-exam',
      '/exam/ged/torts',
      '/blog/no-such-post',
    ]) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await page
        .getByRole('heading', { level: 1, name: /404 Page Not Found|Post Not Found/ })
        .waitFor();
    }
  });
});

describe('for crawlers', () => {
  it('robots.txt names the sitemap, which lists the pages and posts', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /practice');
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1] ?? '';
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const path of [
      '/',
      '/services',
      '/blog',
      '/exam/ati-teas-7',
      '/exam/ati-teas-7/reading',
    ]) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]+${path.replace(/\//g, '\\/')}</loc>`));
    }
    expect(xml.match(/<lastmod>/g)?.length).toBe(xml.match(/<url>/g)?.length);
  });
});
