import { PAYMENT_MESSAGES as P, SUBSCRIBE_MESSAGES as S } from '@app/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

let count = 0;

/** A new student, registered through the api and signed in through the form. */
export async function newStudent(page: Page, baseUrl: string, name: string): Promise<string> {
  count++;
  const email = `${name.toLowerCase()}-${count}-${Date.now()}@e2e.test`;
  const password = 'exam-day-journey-1';
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password, firstName: name }),
  });
  expect(register.status).toBe(201);
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
  return email;
}

/** Premium access to one exam, paid by card at the local test checkout. */
export async function payByCard(page: Page, baseUrl: string, examTypeId: number, exam: string) {
  await page.goto(`${baseUrl}/subscribe?exam=${examTypeId}`);
  // The server-rendered page shows the button before the app has taken it over; a click in
  // that moment can be lost (seen once in CI on a slow machine), so click again until the
  // checkout starts (the same wait as the refund dialog in the payments journey).
  const subscribe = page
    .getByRole('article', { name: exam })
    .getByRole('button', { name: S.subscribe });
  const redirecting = page.getByText(P.redirectingTitle);
  for (let i = 0; i < 10 && !(await redirecting.isVisible()); i++) {
    await subscribe.click();
    await redirecting.waitFor({ timeout: 3000 }).catch(() => {});
  }
  await redirecting.waitFor();
  await page.waitForURL(/\/local-checkout\/pay\/[0-9a-f]+$/, { timeout: 10_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /with card/ }).click();
  await page.getByRole('heading', { name: S.successTitle }).waitFor({ timeout: 15_000 });
}
