import type { Browser, Page } from 'playwright-core';
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

async function signInOnTheSite(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
}

describe('one identity for the site and the CMS', () => {
  it('a site administrator opens /cms already signed in', async () => {
    const { page, problems } = await newPage(browser);
    await signInOnTheSite(page, inject('adminEmail'), inject('adminPassword'));

    await page.goto(`${baseUrl}/cms`);
    // Payload's dashboard: the collections in the navigation, no login form.
    await page.locator('nav').getByRole('link', { name: 'Blog posts' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cms');
    expect(await page.locator('input[name="password"]').count()).toBe(0);
    const me = await page.evaluate(async () => {
      const res = await fetch('/cms-api/users/me');
      return (await res.json()) as { user: { email: string } | null };
    });
    expect(me.user?.email).toBe(inject('adminEmail'));
    expect(problems).toEqual([]);
  });

  it("the site's Sign Out also ends a CMS password session, for good (issue 22, item 11)", async () => {
    const json = { 'content-type': 'application/json', origin: baseUrl };
    const credentials = JSON.stringify({
      email: inject('adminEmail'),
      password: inject('adminPassword'),
    });
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    const cms = await fetch(`${baseUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: json,
      body: credentials,
    });
    expect(cms.status).toBe(200);
    const cmsCookie = cookieOf(cms);
    expect(cmsCookie).toMatch(/^payload-token=/);
    const site = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: credentials,
    });
    expect(site.status).toBe(200);
    const cmsUser = async () => {
      const res = await fetch(`${baseUrl}/cms-api/users/me`, { headers: { cookie: cmsCookie } });
      return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null;
    };
    expect(await cmsUser()).toBe(inject('adminEmail'));

    const out = await fetch(`${baseUrl}/api/logout`, {
      method: 'POST',
      headers: { origin: baseUrl, cookie: `${cookieOf(site)}; ${cmsCookie}` },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((line) => line.startsWith('payload-token=;'))).toBe(
      true,
    );
    // A copy of the old cookie gets nobody from the CMS server either.
    expect(await cmsUser()).toBeNull();
  });

  it('a student opening /cms sees the login form', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Sam',
          lastName: 'Student',
          email: 'sam.student.sso@e2e.test',
          password: 'nclex-journey-pass-7',
        }),
      });
      return res.status;
    });
    expect(status).toBe(201);
    expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(200);

    await page.goto(`${baseUrl}/cms`);
    await page.waitForURL(/\/cms\/login/, { timeout: 15_000 });
    await page.locator('input[name="password"]').waitFor();
    const me = await page.evaluate(async () => {
      const res = await fetch('/cms-api/users/me');
      return (await res.json()) as { user: unknown };
    });
    expect(me.user).toBeNull();
    expect(problems).toEqual([]);
  });
});
