import { ADMIN_MESSAGES } from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';

/*
 * What an administrator does in /admin and /upload, and what a student's report leads to
 * (issue 12): add a question and find it; import a CSV with JavaScript switched off; write,
 * preview, publish and delete a post; resolve a student's report.
 */

const baseUrl = inject('baseUrl');
const origin = new URL(baseUrl).origin;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
}

const signInAdmin = (page: Page) =>
  signInWithForm(page, inject('adminEmail'), inject('adminPassword'));

/** The admin's session cookie, signed in as the SPA does. */
async function adminSession(): Promise<{ name: string; value: string }[]> {
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
  return res.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0] as string;
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('an admin', () => {
  it('adds a question on /upload on a phone and finds it in the Questions Manager', async () => {
    const { page, problems } = await newPage(browser, { phone: true });
    await signInAdmin(page);
    await page.goto(`${baseUrl}/upload`);
    const form = page.getByRole('form', { name: 'Question' });
    await form.waitFor();
    expect(await form.getByLabel('Category').isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Add Question' }).click();
    await toast(page, ADMIN_MESSAGES.uploadValidation);

    const stem = `Which action keeps a resident safe when the bed is raised for care? (${Date.now()})`;
    await form.getByLabel('Exam type').selectOption({ label: 'CNA' });
    await form.getByLabel('Category').selectOption('Basic Nursing Skills');
    await form.getByLabel('Question text').fill(stem);
    await form.getByLabel('Option A').fill('Leave the far side rail down');
    await form.getByLabel('Option B').fill('Lower the bed before leaving the bedside');
    await form.getByLabel('Option C').fill('Raise the bed to its highest point');
    await form.getByLabel('Option D').fill('Ask the resident to climb out alone');
    await form.getByLabel('Correct answer').selectOption('B');
    expect(await form.getByLabel('Difficulty').inputValue()).toBe('medium');
    await form
      .getByLabel('Explanation')
      .fill(
        'A bed left high is a fall risk, so the aide lowers it before stepping away. Leaving a rail down on the far side invites a fall.',
      );
    expect(JSON.stringify(await seriousAxeViolations(page))).toBe('[]');
    await form.getByRole('button', { name: 'Add Question' }).click();
    await toast(page, ADMIN_MESSAGES.uploadSuccess);
    // The form starts again for the next question.
    expect(await form.getByLabel('Question text').inputValue()).toBe('');
    expect(await form.getByLabel('Category').isDisabled()).toBe(true);

    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('tab', { name: 'Questions Manager' }).waitFor();
    await page.getByLabel('Search text').fill(stem.slice(0, 60));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: stem });
    await card.waitFor();
    const correct = card.locator('li', { hasText: 'Correct answer' });
    expect(await correct.textContent()).toContain('Lower the bed before leaving the bedside');
    expect(JSON.stringify(await seriousAxeViolations(page))).toBe('[]');
    expect(problems).toEqual([]);
  });

  it('imports a CSV through /simple-upload.html with JavaScript switched off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies((await adminSession()).map((c) => ({ ...c, url: baseUrl })));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/simple-upload.html`);
    await page.getByRole('heading', { name: 'Upload questions' }).waitFor();

    const run = Date.now();
    const header =
      'examTypeId,category,questionText,optionA,optionB,optionC,optionD,correctAnswer,explanation,difficulty\n';
    const row = (n: number, extra = '') =>
      `7,Role of Nurse Aide,"Imported ${run}-${n}: who decides a resident's care plan, with the resident?",The aide alone,The nurse and care team,The visitor,The cook,B,"The licensed nurse and team plan care with the resident${extra}. The aide follows it and reports changes.",easy\n`;
    await page.setInputFiles('input[type=file]', {
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}${row(1)}7,Role of Nurse Aide,Too short,,B,C,D,B,x,easy\n`),
    });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.getByRole('heading', { name: 'Import report' }).waitFor();
    await page.getByText(/Nothing was imported: \d+ problems? in bad\.csv/).waitFor();
    await page.getByRole('cell', { name: 'optionA' }).waitFor();

    await page.goto(`${baseUrl}/simple-upload.html`);
    await page.setInputFiles('input[type=file]', {
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}${row(1)}${row(2, ', always')}`),
    });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.getByText('Imported 2 questions from good.csv.').waitFor();
    await context.close();

    const cookie = (await adminSession()).map((c) => `${c.name}=${c.value}`).join('; ');
    const listed = await fetch(
      `${baseUrl}/api/questions?q=${encodeURIComponent(`Imported ${run}`)}`,
      {
        headers: { cookie },
      },
    );
    expect(((await listed.json()) as unknown[]).length).toBe(2);
  });

  it('writes a draft post in the Blog Manager, previews it, publishes it, and deletes it', async () => {
    const { page, problems } = await newPage(browser);
    await signInAdmin(page);
    await page.goto(`${baseUrl}/admin?tab=blog`);
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('form', { name: 'New blog post' });
    const title = `Admin Journey Post ${Date.now()}`;
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog
      .getByLabel(/^Content \(HTML\)/)
      .fill('<h2>Plan your week</h2><p>Three short sessions beat one long one.</p>');
    await dialog.getByLabel('Categories').fill('Study Tips, , ATI TEAS 7 ');
    await dialog.getByRole('button', { name: 'Create post' }).click();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Draft').waitFor();

    // A draft: the admin sees it with the preview banner; a reader gets Post Not Found.
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const preview = await newPage(browser);
    await preview.page
      .context()
      .addCookies((await page.context().cookies()).map((c) => ({ ...c })));
    await preview.page.goto(`${baseUrl}/blog/${slug}`);
    await preview.page.getByText('Draft preview').first().waitFor();
    const reader = await newPage(browser);
    await reader.page.goto(`${baseUrl}/blog/${slug}`);
    await reader.page.getByRole('heading', { name: 'Post Not Found' }).waitFor();

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Edit blog post' });
    await edit.getByLabel('Publish').check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await row.getByText('Published', { exact: true }).waitFor();
    await reader.page.goto(`${baseUrl}/blog`);
    await reader.page.getByRole('heading', { name: title }).waitFor();

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete blog post' });
    await confirm.getByText('Are you sure you want to delete this blog post?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    await reader.page.goto(`${baseUrl}/blog/${slug}`);
    await reader.page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('a report on a question', () => {
  it('is sent by a student from the review and resolved by the admin', async () => {
    const student = await newPage(browser);
    const email = `reporter-${Date.now()}@e2e.test`;
    const password = 'reporting-journey-42';
    const register = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email, password, firstName: 'Rae' }),
    });
    expect(register.status).toBe(201);
    await signInWithForm(student.page, email, password);
    await student.page.goto(`${baseUrl}/practice/7`);
    await student.page.getByTestId('question-counter').waitFor();
    await student.page.getByRole('button', { name: 'Next', exact: true }).click();
    await student.page.getByRole('button', { name: 'Next', exact: true }).click();
    await student.page.getByRole('button', { name: 'Submit Test' }).click();
    await student.page.getByRole('button', { name: 'Submit anyway' }).click();
    await student.page.getByRole('heading', { name: 'Questions you missed' }).waitFor();
    await student.page
      .getByRole('button', { name: 'Report a problem with this question' })
      .first()
      .click();
    const dialog = student.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Choose what is wrong.').waitFor();
    await dialog.getByLabel('The answer key is wrong').check();
    await dialog.getByLabel('Details (optional)').fill('I think the second option is also right.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await student.page.getByRole('button', { name: 'Reported — thank you' }).first().waitFor();
    expect(student.problems).toEqual([]);

    const { page, problems } = await newPage(browser);
    await signInAdmin(page);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('tab', { name: 'Reports' }).click();
    const card = page.getByRole('article').filter({ hasText: email });
    await card.getByText('I think the second option is also right.').waitFor();
    await card.getByLabel('Note').fill('Checked against the textbook: the key stands.');
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByText('Handled', { exact: true }).click();
    await page
      .getByText('Dismissed: Checked against the textbook: the key stands.')
      .first()
      .waitFor();
    expect(problems).toEqual([]);
  });
});
