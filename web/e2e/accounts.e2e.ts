import { BRAND_NAME, DEMO_ACCOUNT } from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { waitForMail } from './support/mailbox';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function expectSignedIn(page: Page, name: RegExp) {
  await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
  await accountMenu(page).waitFor();
  expect(await accountMenu(page).textContent()).toMatch(name);
  const me = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
  expect(me).toBe(200);
}

describe('a student', () => {
  it('creates an account, lands on / signed in, and signs out', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByRole('form', { name: 'Create your account' });
    // The spec's own check comes first: nothing typed yet.
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Email and password are required').first().waitFor();

    await form.getByLabel('First name').fill('Jordan');
    await form.getByLabel('Last name').fill('Reyes');
    await form.getByLabel('Email').fill('jordan.reyes@e2e.test');
    await form.getByLabel(/^Password/).fill('teas-prep-journey-1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Welcome, Jordan! Your account is ready.').waitFor();
    await expectSignedIn(page, /Jordan/);

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(me).toBe(401);
    expect(problems).toEqual([]);
  });

  it('tries the demo account with one click', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Try Demo Account' }).click();
    await expectSignedIn(page, new RegExp(DEMO_ACCOUNT.firstName));
    expect(problems).toEqual([]);
  });

  it('recovers a forgotten password through the e-mailed link', async () => {
    const email = 'forgetful@e2e.test';
    const register = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email, password: 'first-try-passphrase', firstName: 'Frankie' }),
    });
    expect(register.status).toBe(201);

    const { page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/we've sent a link to reset your password/).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const mail = await waitForMail(mailDir, email, new RegExp(`Reset your ${BRAND_NAME} password`));
    const link = /http:\/\/localhost:\d+\/reset-password\?token=[a-z2-7]+/.exec(mail.text)?.[0];
    expect(link?.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);

    const response = await page.goto(link ?? '');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    const form = page.getByRole('form', { name: 'Set a new password' });
    await form.getByLabel(/^New password/).fill('second-try-passphrase');
    await form.getByLabel(/^Confirm new password/).fill('second-try-passphrase');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset.').first().waitFor();
    // The completion card moves on to the sign-in page after 3 s.
    await page.waitForURL(`${baseUrl}/auth`, { timeout: 6_000 });

    // The link was single use.
    const again = await page.evaluate(
      async (token) => {
        const res = await fetch('/api/auth/reset-password', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token, newPassword: 'third-try-passphrase' }),
        });
        return res.status;
      },
      new URL(link ?? '').searchParams.get('token'),
    );
    expect(again).toBe(400);

    await signIn(page, email, 'second-try-passphrase');
    await expectSignedIn(page, /Frankie/);
    expect(problems).toEqual([]);
  });
});
