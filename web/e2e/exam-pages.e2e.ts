import { BRAND_NAME } from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const origin = new URL(baseUrl).origin;
const EXAM_SLUGS = ['ati-teas-7', 'hesi-a2', 'accuplacer', 'ged', 'nex', 'clep', 'cna'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A public tRPC query over HTTP GET, as the site makes it (no transformer). */
async function query<T>(path: string, input: unknown): Promise<T> {
  const res = await fetch(
    `${baseUrl}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

type ExamPageData = {
  hero: { title: string };
  subjects: { slug: string; title: string }[];
};
type SubjectPageData = { title: string; seo: { title: string; description: string } };

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).getAttribute('content');

describe('exam overview pages', () => {
  it('show every exam’s hero title from the CMS at /{exam} and /exam/{exam}', async () => {
    const { page, problems } = await newPage(browser);
    for (const exam of EXAM_SLUGS) {
      const data = await query<ExamPageData>('content.examPage', { exam });
      for (const path of [`/${exam}`, `/exam/${exam}`]) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: data.hero.title, exact: true }).waitFor();
        // /{exam} and /exam/{exam} are one page: both name /exam/{exam} as its address.
        expect(await meta(page, 'og:url')).toBe(`${origin}/exam/${exam}`);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
          `${origin}/exam/${exam}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('open the TEAS subject pages from Start Practice by Subject', async () => {
    const { page, problems } = await newPage(browser);
    const teas = await query<ExamPageData>('content.examPage', { exam: 'ati-teas-7' });
    expect(teas.subjects.length).toBeGreaterThan(0);
    for (const subject of teas.subjects) {
      const expected = await query<SubjectPageData>('content.subjectPage', {
        exam: 'ati-teas-7',
        slug: subject.slug,
      });
      await page.goto(`${baseUrl}/exam/ati-teas-7`);
      const grid = page.getByRole('region', { name: 'Start Practice by Subject' });
      await grid.getByRole('link', { name: subject.title, exact: true }).click();
      await page.waitForURL(`${baseUrl}/exam/ati-teas-7/${subject.slug}`);
      await page
        .getByRole('heading', { level: 1, name: `${expected.title} Practice`, exact: true })
        .waitFor();
      await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
      // The subject's CMS title, with the site's name added.
      const title = `${expected.seo.title} — ${BRAND_NAME}`;
      expect(await page.title()).toBe(title);
      expect(await meta(page, 'og:title')).toBe(title);
      expect(await meta(page, 'og:description')).toBe(expected.seo.description);
      expect(await meta(page, 'og:url')).toBe(`${origin}/exam/ati-teas-7/${subject.slug}`);
      expect(await meta(page, 'og:type')).toBe('website');
    }
    expect(problems).toEqual([]);
  });

  it('show the not-found page for an unknown exam or subject', async () => {
    const { page } = await newPage(browser);
    for (const path of ['/bar-exam', '/exam/bar-exam', '/exam/ati-teas-7/no-such-subject']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    }
  });

  it('redirect /exams/ged to /exam/ged', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/exams/ged`);
    await page.waitForURL(`${baseUrl}/exam/ged`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('have no serious accessibility violations', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/exam/hesi-a2`);
    await page.getByRole('region', { name: 'Start Practice by Subject' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/exam/ati-teas-7/math`);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('an editor', () => {
  it('changes the ATI TEAS 7 hero title and the site shows it on reload, without a restart', async () => {
    const login = await fetch(`${baseUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json', origin };

    const found = await fetch(
      `${baseUrl}/cms-api/exam-pages?where[exam][equals]=ati-teas-7&limit=1&depth=0`,
      { headers: auth },
    );
    expect(found.status).toBe(200);
    const doc = ((await found.json()) as { docs: { id: number; hero: { title: string } }[] })
      .docs[0];
    expect(doc).toBeDefined();
    if (!doc) return;
    const before = doc.hero.title;
    const after = `${before} (updated ${Date.now()})`;
    const setTitle = (title: string) =>
      fetch(`${baseUrl}/cms-api/exam-pages/${doc.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ hero: { ...doc.hero, title } }),
      });

    const { page } = await newPage(browser);
    await page.goto(`${baseUrl}/ati-teas-7`);
    await page.getByRole('heading', { level: 1, name: before, exact: true }).waitFor();
    try {
      expect((await setTitle(after)).status).toBe(200);
      const heading = page.getByRole('heading', { level: 1, name: after, exact: true });
      const deadline = Date.now() + 5000;
      let shown = false;
      while (!shown && Date.now() < deadline) {
        await page.reload();
        shown = await heading
          .waitFor({ timeout: 1000 })
          .then(() => true)
          .catch(() => false);
      }
      expect(shown).toBe(true);
    } finally {
      expect((await setTitle(before)).status).toBe(200);
    }
  });
});
