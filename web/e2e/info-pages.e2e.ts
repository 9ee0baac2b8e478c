import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { waitForMail } from './support/mailbox';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
let browser: Browser;

type SiteSettings = { supportEmail: string | null; chatUrl: string | null };
type Article = { id: string; title: string };

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Opens `path`, waits for its level-1 heading and checks it has no serious axe violations. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // The CMS content has loaded once no skeleton is left.
  await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root'));
  expect(await seriousAxeViolations(page)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the informational pages', () => {
  it('/services: one card per exam with anchors, pricing and sign-up links', async () => {
    const { page, problems } = await newPage(browser);
    await visit(page, '/services', /.+/);
    const teas = page.locator('article#ati-teas-7');
    await teas.getByRole('heading', { name: 'ATI TEAS 7' }).waitFor();
    expect(await teas.getByRole('link', { name: /Learn more/ }).getAttribute('href')).toBe(
      '/ati-teas-7',
    );
    // Each badge counts the exam's active questions in the bank.
    const counts = (await (await fetch(`${baseUrl}/trpc/exams.questionCounts`)).json()).result
      .data as { examTypeId: number; count: number }[];
    expect(counts.every((c) => c.count >= 60)).toBe(true);
    await teas.getByText(`${counts[0]?.count} questions`, { exact: true }).waitFor();
    expect(await page.getByText('Coming Soon', { exact: true }).count()).toBe(0);
    for (const slug of ['hesi-a2', 'accuplacer', 'ged', 'nex', 'clep', 'cna']) {
      expect(await page.locator(`article#${slug}`).count()).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(await page.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(problems).toEqual([]);
  });

  it('/about: mission and team anchors, stats and calls to action', async () => {
    const { page, problems } = await newPage(browser);
    await visit(page, '/about', /.+/);
    await page.locator('section#mission h2').waitFor();
    await page.locator('section#team h2').waitFor();
    expect(await page.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(await page.title()).not.toBe('');
    expect(problems).toEqual([]);
  });

  it('/contact: options, FAQ and anchored sections; the form sends a message', async () => {
    const settings = await getJson<SiteSettings>('/api/content/site-settings');
    const { page, problems } = await newPage(browser);
    await visit(page, '/contact', /.+/);
    if (settings.supportEmail) {
      expect(
        await page.getByRole('link', { name: settings.supportEmail }).first().getAttribute('href'),
      ).toBe(`mailto:${settings.supportEmail}`);
    }
    expect(await page.getByRole('link', { name: 'Visit Help Center' }).getAttribute('href')).toBe(
      '/help',
    );
    expect(await page.locator('#faq details').count()).toBe(6);
    for (const anchor of ['faq', 'help', 'technical', 'chat']) {
      expect(await page.locator(`#${anchor}`).count()).toBe(1);
    }

    // The browser refuses an empty form and the page says why.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter your name').waitFor();

    await page.getByRole('textbox', { name: /^Full Name/ }).fill('Journey Tester');
    await page.getByRole('textbox', { name: /^Email Address/ }).fill('journey@e2e.test');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Info pages journey');
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('Hello from the info-pages journey.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    await page
      .getByText(/within 24 hours/)
      .first()
      .waitFor();
    expect(await page.getByRole('textbox', { name: /^Full Name/ }).inputValue()).toBe('');

    expect(settings.supportEmail).toBeTruthy();
    const mail = await waitForMail(mailDir, settings.supportEmail ?? '', /.+/);
    expect(JSON.stringify(mail)).toContain('Info pages journey');
    expect(problems).toEqual([]);
  });

  it('/resources and an article: guides, filters, anchored tips; the article page', async () => {
    const articles = await getJson<Article[]>('/api/content/articles');
    expect(articles.length).toBeGreaterThan(0);
    const first = articles[0] as Article;

    const { page, problems } = await newPage(browser);
    await visit(page, '/resources', /.+/);
    expect(await page.getByRole('link', { name: /^Download / }).count()).toBe(4);
    expect(await page.getByRole('link', { name: /^Read More/ }).count()).toBe(articles.length);
    for (const anchor of ['study-guides', 'practice-tests', 'study-tips', 'exam-strategies']) {
      expect(await page.locator(`#${anchor}`).count()).toBe(1);
    }
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('zzz-no-such-thing');
    await page.getByRole('heading', { name: 'No resources found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    expect(await page.getByRole('link', { name: /^Read More/ }).count()).toBe(articles.length);

    await page.getByRole('link', { name: `Read More: ${first.title}` }).click();
    await page.waitForURL(`${baseUrl}/resources/post/${first.id}`);
    await visit(page, `/resources/post/${first.id}`, first.title);
    expect(
      await page
        .getByRole('link', { name: /Back to Resources/ })
        .first()
        .getAttribute('href'),
    ).toBe('/resources');

    await page.goto(`${baseUrl}/resources/post/999999`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('/privacy, /terms, /accessibility and /help render their CMS pages', async () => {
    const { page, problems } = await newPage(browser);
    for (const path of ['/privacy', '/terms', '/accessibility', '/help']) {
      await visit(page, path, /.+/);
      expect(await page.locator('main h2, h2').count()).toBeGreaterThan(0);
      expect(await page.getByRole('alert').count()).toBe(0);
    }
    expect(problems).toEqual([]);
  });
});
