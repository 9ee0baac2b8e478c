import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';

/*
 * The /admin Blog tab (spec §2), on a phone-sized screen and by keyboard where it matters: an
 * admin writes a post in the Blog Manager, publishes it, sees it on /blog, previews a draft
 * and deletes the post. A missing Blog Manager tab fails the journey.
 */

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInAsAdmin(page: Page) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(inject('adminEmail'));
  await form.getByLabel(/^Password/).fill(inject('adminPassword'));
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
}

/** The count shown on a card of the Blog Manager ('Total posts', 'Published', 'Drafts'). */
async function count(page: Page, label: string): Promise<number> {
  const item = page
    .getByRole('list', { name: 'Blog post counts' })
    .getByRole('listitem')
    .filter({ hasText: label });
  return Number(((await item.textContent()) ?? '').replace(/\D+/g, ''));
}

describe('the Blog Manager', () => {
  it('writes, publishes, previews and deletes a post, at 390 px', async () => {
    const { page, problems } = await newPage(browser, { phone: true });
    await signInAsAdmin(page);
    await page.goto(`${baseUrl}/admin`);
    const blogTab = page.getByRole('tab', { name: 'Blog Manager' });
    await blogTab.click({ timeout: 10_000 });
    const manager = page.getByRole('region', { name: 'Blog posts' });
    await manager
      .getByRole('list', { name: 'Blog post counts' })
      .getByText(/^\d+$/)
      .first()
      .waitFor();
    // The cards show the server's counts (the admin's own GET /api/blog/stats).
    const stats = (await (await page.request.get(`${baseUrl}/api/blog/stats`)).json()) as {
      total: number;
      published: number;
      drafts: number;
    };
    expect(stats.total).toBe(stats.published + stats.drafts);
    await expect.poll(() => count(page, 'Total posts')).toBe(stats.total);
    expect(await count(page, 'Published')).toBe(stats.published);
    const totalBefore = stats.total;
    await manager.getByRole('list', { name: 'Blog posts' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await count(page, 'Drafts')).toBe(stats.drafts);
    const draftsBefore = stats.drafts;

    // New post: Save waits for title and content.
    await manager.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New blog post' });
    const save = dialog.getByRole('button', { name: 'Create post' });
    expect(await save.isDisabled()).toBe(true);
    const title = `Manager Journey ${Date.now()}`;
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Content/).fill('<p>Read one passage a day.</p>');
    await dialog.getByLabel('Categories').fill('Study Tips, , Reading');
    await dialog.getByLabel('Meta title').fill('x'.repeat(61));
    await dialog.getByText('Meta title must be at most 60 characters').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Meta title').fill('Read daily');
    expect(await save.isDisabled()).toBe(false);
    // The dialog fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await save.click();
    await page.getByText('Post created').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // A draft: counted, listed, previewed at its address.
    const row = manager.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Draft', { exact: true }).waitFor();
    await expect.poll(() => count(page, 'Total posts')).toBe(totalBefore + 1);
    expect(await count(page, 'Drafts')).toBe(draftsBefore + 1);
    const href = await row
      .getByRole('link', { name: `View ${title} (opens in a new tab)` })
      .getAttribute('href');
    expect(href).toMatch(/^\/blog\/manager-journey-\d+$/);
    expect(
      await row
        .getByRole('link', { name: `Open in CMS: ${title} (opens in a new tab)` })
        .getAttribute('href'),
    ).toMatch(/^\/cms\/collections\/posts\/\d+$/);
    const preview = await page.context().newPage();
    await preview.goto(`${baseUrl}${href}`);
    await preview.getByRole('heading', { level: 1, name: title }).waitFor();
    await preview.getByRole('note').getByText('Draft preview').waitFor();

    // Edit by keyboard: open, tick Publish, save.
    await row.getByRole('button', { name: `Edit ${title}` }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit blog post' });
    await edit.getByRole('checkbox', { name: 'Publish' }).focus();
    await page.keyboard.press('Space');
    await edit.getByText(/Publishes now/).waitFor();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Post saved').waitFor();
    await row.getByText('Published', { exact: true }).waitFor();

    // On /blog for a reader, without the banner.
    const reader = await newPage(browser, { phone: true });
    await reader.page.goto(`${baseUrl}/blog`);
    await reader.page.getByRole('article', { name: title }).waitFor();
    await reader.page.goto(`${baseUrl}${href}`);
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await reader.page.getByText('Draft preview').count()).toBe(0);

    // Delete: asked first.
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete blog post' });
    await confirm.getByText('Are you sure you want to delete this blog post?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Post deleted').waitFor();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => count(page, 'Total posts')).toBe(totalBefore);
    await reader.page.goto(`${baseUrl}${href}`);
    await reader.page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();

    expect(problems).toEqual([]);
    expect(reader.problems).toEqual([]);
  });
});
