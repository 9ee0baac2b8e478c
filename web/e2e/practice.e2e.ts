import { DEMO_ACCOUNT, PRACTICE_MESSAGES } from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerWithKeyboard, answerWithMouse, shownItemType } from './support/answer';
import { seriousAxeViolations } from './support/axe';
import { appReady, launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const counter = (page: Page) => page.getByTestId('question-counter');

/** The welcome banner's 'Tests completed' figure, once it has loaded. */
async function testsCompleted(page: Page): Promise<number> {
  const value = page
    .locator('dt', { hasText: 'Tests completed' })
    .locator('xpath=following-sibling::dd');
  await page.waitForFunction(
    (el) => /^\d+$/.test(el?.textContent ?? ''),
    await value.elementHandle(),
  );
  return Number(await value.textContent());
}
const examCard = (page: Page, name: string) => page.getByRole('article', { name });

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
}

/** Presses Tab until the focused element is the button (or link) with this name. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`could not reach '${name}' with Tab`);
}

/** A letter key on a single-answer question (as before); the type's own keys otherwise. */
async function answerWithKeyboardOrLetter(page: Page, letter: string, i: number) {
  const type = await shownItemType(page);
  if (type !== 'single') return answerWithKeyboard(page, i);
  await page.keyboard.press(letter);
  return type;
}

describe('a free student', () => {
  it('answers the 3 free questions, sees the missed explanations and the upsell, and is refused a 4th', async () => {
    const { page, problems } = await newPage(browser);
    const email = `free-${Date.now()}@e2e.test`;
    const password = 'free-questions-journey-1';
    const register = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email, password, firstName: 'Riley' }),
    });
    expect(register.status).toBe(201);
    await signInWithForm(page, email, password);

    const card = examCard(page, 'ATI TEAS 7');
    await card.getByText('3 Free Questions Remaining').waitFor();
    await card.getByRole('link', { name: 'Try Free Questions' }).click();
    await page.waitForURL(`${baseUrl}/practice/1`);
    await counter(page).waitFor();
    expect(await counter(page).textContent()).toBe('Question 1 of 3');
    expect(await page.getByTestId('practice-timer').textContent()).toMatch(/^2[45]:\d\d$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Two answers; the third question is left unanswered, so at least one is missed.
    await answerWithMouse(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await counter(page).textContent()).toBe('Question 2 of 3');
    await answerWithMouse(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByRole('button', { name: 'Submit anyway' }).click();

    await page.getByTestId('result-score').waitFor();
    await page.getByRole('heading', { name: 'Questions you missed' }).waitFor();
    const missed = await page.getByText('Explanation:').count();
    expect(missed).toBeGreaterThanOrEqual(1);
    expect(missed).toBeLessThanOrEqual(3);
    if (missed < 3) {
      await page.getByText(PRACTICE_MESSAGES.moreExplanations(3 - missed)).waitFor();
    }
    expect(
      await page.getByRole('link', { name: 'Unlock All Explanations' }).getAttribute('href'),
    ).toBe('/subscribe?exam=1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Maybe Later' }).click();
    const upgrade = page.getByRole('link', { name: 'Upgrade Now' });
    await upgrade.waitFor();
    expect(await upgrade.getAttribute('href')).toBe('/subscribe?exam=1');

    // The free questions are used: the dashboard says so, and a new test is refused.
    await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
    await examCard(page, 'ATI TEAS 7').getByText('Free questions used').waitFor();
    await page.goto(`${baseUrl}/practice/1`);
    await page.getByRole('heading', { name: 'Subscription Required' }).waitFor();
    await page.getByText(PRACTICE_MESSAGES.subscriptionRequiredText).waitFor();
    expect(
      await page.getByRole('link', { name: PRACTICE_MESSAGES.upgradeButton }).getAttribute('href'),
    ).toBe('/subscribe?exam=1');
    expect(problems).toEqual([]);
  });
});

describe('a premium student', () => {
  it('takes a timed test with the keyboard, resumes after a reload, submits, reviews, and sees the dashboard update', async () => {
    const { page, problems } = await newPage(browser);
    await signInWithForm(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const recent = page.getByRole('region', { name: 'Recent Test Results' });
    await recent.getByRole('listitem').first().waitFor();
    const before = await testsCompleted(page);

    const card = examCard(page, 'ATI TEAS 7');
    await card.getByText('PREMIUM', { exact: true }).waitFor();
    await card.getByRole('link', { name: /^(Continue|Start) Practice$/ }).click();
    await page.waitForURL(`${baseUrl}/practice/1`);
    await counter(page).waitFor();
    await appReady(page);
    expect(await counter(page).textContent()).toBe('Question 1 of 20');

    // Ten answers with the keyboard (a digit, the order confirmed, or a number typed; a letter
    // on the single-answer ones), then → to move on.
    const letters = ['a', 'b', 'c', 'd'];
    for (let i = 0; i < 10; i++) {
      await answerWithKeyboardOrLetter(page, letters[i % 4] as string, i);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (n) =>
          document.querySelector('[data-testid="question-counter"]')?.textContent ===
          `Question ${n} of 20`,
        i + 2,
      );
    }
    expect(await page.getByText('10 of 20 answered').count()).toBe(1);
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page).textContent()).toBe('Question 10 of 20');
    // The server has all ten answers before the reload (they are saved one by one). Polled
    // from here: waitForFunction takes a promise for a truthy answer and would not wait.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const input = encodeURIComponent(JSON.stringify({ examTypeId: 1 }));
            const res = await fetch(`/trpc/practice.current?input=${input}`);
            const body = await res.json();
            return Object.keys(body.result?.data?.answers ?? {}).length;
          }),
        { timeout: 10_000 },
      )
      .toBe(10);

    // A reload resumes the same test at the first unanswered question, answers kept.
    await page.reload();
    await counter(page).waitFor();
    expect(await counter(page).textContent()).toBe('Question 11 of 20');
    await page.getByText('10 of 20 answered').waitFor();
    const clock = (await page.getByTestId('practice-timer').textContent()) ?? '';
    expect(clock).toMatch(/^2[45]:\d\d$/);

    // The question is on screen before the app has taken the page over: a key pressed at once
    // is kept and counts (document/boot.ts), then the rest as before.
    await answerWithKeyboard(page, 10);
    await page.getByText('11 of 20 answered').waitFor();
    await page.keyboard.press('ArrowRight');
    for (let n = 12; n <= 20; n++) {
      await answerWithKeyboard(page, n - 1);
      if (n < 20) await page.keyboard.press('ArrowRight');
    }
    await page.getByText('20 of 20 answered').waitFor();
    await tabTo(page, 'Submit Test');
    await page.keyboard.press('Enter');

    await page.getByTestId('result-score').waitFor();
    const score = Number((await page.getByTestId('result-score').textContent())?.replace('%', ''));
    const correctText = (await page.getByTestId('result-correct').textContent()) ?? '';
    expect(correctText).toMatch(/^\d+ of 20 correct$/);
    // The score is the rounded share of correct answers (spec §9), not just any number.
    expect(score).toBe(Math.round((100 * Number(correctText.split(' ')[0])) / 20));
    const right = Number.parseInt(correctText, 10);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await tabTo(page, 'Review Answers');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Review: ATI TEAS 7' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.getByText('Explanation:').count()).toBe(20);
    // Every question says its key: the option, the order or the number.
    expect(
      (await page.getByText('Correct answer:', { exact: true }).count()) +
        (await page.getByText('Correct order:', { exact: true }).count()),
    ).toBe(20);
    // Only the misses: as many as the result said were not right.
    await page.locator('label', { hasText: /^Incorrect only/ }).click();
    expect(await page.getByText('Explanation:').count()).toBe(20 - right);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/`);
    const first = recent.getByRole('listitem').first();
    await first.getByText(`${score}%`).waitFor();
    expect(await first.textContent()).toContain('ATI TEAS 7');
    const today = new Date().toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(await first.textContent()).toContain(today);
    expect(await testsCompleted(page)).toBe(before + 1);
    expect(problems).toEqual([]);
  });
});
