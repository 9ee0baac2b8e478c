import {
  PAYMENT_HISTORY_MESSAGES as H,
  PAYMENT_MESSAGES as P,
  PLAN_MESSAGES,
  SUBSCRIBE_MESSAGES as S,
} from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerWithMouse } from './support/answer';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { waitForMail } from './support/mailbox';
import { newStudent } from './support/premium';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const planCard = (page: Page, exam: string) => page.getByRole('article', { name: exam });

/** From /subscribe: Subscribe on an exam's card, then the toast, then the test checkout. */
async function goToCheckout(page: Page, exam: string) {
  await planCard(page, exam).getByRole('button', { name: S.subscribe }).click();
  await page.getByText(P.redirectingTitle).waitFor();
  await page.waitForURL(/\/local-checkout\/pay\/[0-9a-f]+$/, { timeout: 10_000 });
  await page.getByText('Test checkout: no money moves.').waitFor();
}

async function subscriptionStatus(page: Page) {
  const res = await page.request.get(`${baseUrl}/api/subscription-status`);
  return (await res.json()) as { hasActiveSubscription: boolean };
}

/** The student's payments as the api gives them (GET /api/payments), newest first. */
async function paymentViews(page: Page) {
  const res = await page.request.get(`${baseUrl}/api/payments`);
  return (await res.json()) as { refundableUntil: string }[];
}

describe('paying for premium', () => {
  it('a free student uses the 3 free questions, upgrades, pays with mobile money and starts a 20-question test', async () => {
    const { page, problems } = await newPage(browser);
    await newStudent(page, baseUrl, 'Momo');

    // The free questions, then the upsell.
    await page
      .getByRole('article', { name: 'ATI TEAS 7' })
      .getByRole('link', { name: 'Try Free Questions' })
      .click();
    await page.waitForURL(`${baseUrl}/practice/1`);
    const counter = page.getByTestId('question-counter');
    await counter.waitFor();
    expect(await counter.textContent()).toBe('Question 1 of 3');
    for (let i = 0; i < 3; i++) {
      await answerWithMouse(page);
      if (i < 2) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByTestId('result-score').waitFor();
    const upgrade = page
      .getByRole('link', { name: 'Unlock All Explanations' })
      .or(page.getByRole('link', { name: 'Upgrade Now' }));
    await upgrade.first().click();

    // /subscribe with the exam chosen.
    await page.waitForURL(`${baseUrl}/subscribe?exam=1`);
    const card = planCard(page, 'ATI TEAS 7');
    await card.getByText(P.priceLabel).waitFor();
    expect(await card.getAttribute('aria-current')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await goToCheckout(page, 'ATI TEAS 7');

    // The local test checkout: mobile money.
    await page.getByLabel('Phone number').fill('+233 24 555 0101');
    await page.getByLabel('Network').selectOption('MTN');
    await page.getByRole('button', { name: /with mobile money/ }).click();

    // Back on the site: confirmed, premium, and the header knows without a reload.
    await page.waitForURL(/\/subscribe\/return\?status=successful&tx_ref=/);
    await page.getByRole('heading', { name: S.successTitle }).waitFor({ timeout: 15_000 });
    await page.getByText(/ATI TEAS 7 premium is yours until/).waitFor();
    await page.getByText(PLAN_MESSAGES.premiumDaysLeft(10)).first().waitFor();
    expect((await subscriptionStatus(page)).hasActiveSubscription).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: S.startPractice }).click();
    await page.waitForURL(`${baseUrl}/practice/1`);
    await counter.waitFor();
    expect(await counter.textContent()).toBe('Question 1 of 20');
    expect(await page.getByTestId('practice-timer').textContent()).toMatch(/^2[45]:\d\d$/);
    expect(problems).toEqual([]);
  });

  it('a student who cancels at the checkout stays free (phone)', async () => {
    const { page, problems } = await newPage(browser, { phone: true });
    await newStudent(page, baseUrl, 'Cato');
    await page.goto(`${baseUrl}/subscribe?exam=2`);
    await goToCheckout(page, 'GED');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/subscribe\/return\?status=cancelled&tx_ref=/);
    await page.getByRole('heading', { name: S.cancelledTitle }).waitFor();
    await page.getByText(S.cancelledText).waitFor();
    const again = page.getByRole('link', { name: S.tryAgain });
    expect(await again.getAttribute('href')).toBe('/subscribe?exam=2');
    expect((await subscriptionStatus(page)).hasActiveSubscription).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await again.click();
    await planCard(page, 'GED').getByRole('button', { name: S.subscribe }).waitFor();
    expect(await planCard(page, 'GED').getByText(S.activeBadge).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a student who pays by card, then asks for the refund, loses access and gets an e-mail', async () => {
    // Far from the server's zone (UTC+14): the account page's dates and times differ from the
    // server's, and the page must still hydrate (no fall-back) and then show the student's own.
    const timezoneId = 'Pacific/Kiritimati';
    const { page, problems } = await newPage(browser, { timezoneId });
    const email = await newStudent(page, baseUrl, 'Rhea');
    await page.goto(`${baseUrl}/subscribe?exam=3`);
    await goToCheckout(page, 'HESI A2');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /with card/ }).click();
    await page.getByRole('heading', { name: S.successTitle }).waitFor({ timeout: 15_000 });
    await waitForMail(mailDir, email, /^Receipt: HESI A2 premium access/);

    await page.goto(`${baseUrl}/settings#payments`);
    const history = page.getByRole('list', { name: H.listLabel });
    await history.getByText(H.status.succeeded, { exact: true }).waitFor();
    const [payment] = await paymentViews(page);
    const localTime = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: timezoneId,
    }).format(new Date(payment.refundableUntil));
    await history.getByText(H.refundableUntil(localTime)).waitFor();
    const dialog = page.getByRole('dialog', { name: H.dialogTitle });
    // The server-rendered page shows the button before the app has taken over the page; a
    // click in that moment does nothing, so click again until the dialog opens.
    for (let i = 0; i < 10 && !(await dialog.isVisible()); i++) {
      await history.getByRole('button', { name: H.requestRefund }).click();
      await dialog.waitFor({ timeout: 1500 }).catch(() => {});
    }
    await dialog.getByText(/premium access ends at once/).waitFor();
    await dialog.getByRole('button', { name: H.confirm('$100.00') }).click();
    await page.getByText(H.doneTitle).waitFor();
    await history.getByText(H.status.refunded, { exact: true }).waitFor();
    expect(await history.getByRole('button', { name: H.requestRefund }).count()).toBe(0);
    expect((await subscriptionStatus(page)).hasActiveSubscription).toBe(false);
    await page.getByText(PLAN_MESSAGES.upgradeBadge).first().waitFor();
    await waitForMail(mailDir, email, /^Refund of \$100\.00: HESI A2 premium access/);
    expect(problems).toEqual([]);
  });
});
