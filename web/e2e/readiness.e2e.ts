import { mkdirSync } from 'node:fs';
import {
  isoDateOf,
  READINESS_VIEW_MESSAGES as M,
  MIN_ANSWERS_FOR_ESTIMATE,
  READINESS_MESSAGES as R,
} from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerWithMouse } from './support/answer';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { newStudent, payByCard } from './support/premium';

/**
 * Am I ready? (issue 26): a paid student's readiness view on the dashboard, below the minimum
 * and after enough answers, the exam date and target, and what to study next into a quiz. Each
 * step is checked with axe at 1280 and 390 px wide and photographed at both widths into
 * /tmp/shots (looked at by a person, not compared).
 */
const baseUrl = inject('baseUrl');
const SHOTS = process.env.READINESS_SHOTS_DIR ?? '/tmp/shots';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const STATIC_HEADER = 'header { position: static !important; }';
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** axe at both widths (no serious violation), with a picture of the view; back to the wide one. */
async function check(page: Page, name: string) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await seriousAxeViolations(page), `${name} at ${size.width} px`).toEqual([]);
    const view = page.getByRole('region', { name: M.sectionTitle });
    if (await view.count()) {
      // The site's sticky header would be drawn over the section as the shot scrolls.
      await view.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, style: STATIC_HEADER });
    } else {
      await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
    }
    // Nothing wider than the screen: the page never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(WIDE);
}

const teasView = (page: Page) => page.getByRole('region', { name: M.examTitle('ATI TEAS 7') });

/** The dashboard's default test: every question answered with the mouse, then submitted. */
async function takeTest(page: Page) {
  await page.goto(`${baseUrl}/practice/1`);
  const counter = page.getByTestId('question-counter');
  await counter.waitFor();
  const total = Number(((await counter.textContent()) ?? '').match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(MIN_ANSWERS_FOR_ESTIMATE);
  for (let n = 1; n <= total; n++) {
    await answerWithMouse(page);
    if (n < total) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForFunction(
        (text) => document.querySelector('[data-testid="question-counter"]')?.textContent === text,
        `Question ${n + 1} of ${total}`,
      );
    }
  }
  await page.getByText(`${total} of ${total} answered`).waitFor();
  await page.getByRole('button', { name: 'Submit Test', exact: true }).click();
  await page.getByTestId('result-score').waitFor({ timeout: 15_000 });
  return total;
}

describe('a paid student', () => {
  it('sees how many answers are needed, then a range with its explanation, sets a target and follows what to study next', async () => {
    const { page, problems } = await newPage(browser);
    await newStudent(page, baseUrl, 'Rowan');
    await payByCard(page, baseUrl, 1, 'ATI TEAS 7');

    // Below the minimum: how many more answers, no figure.
    await page.goto(`${baseUrl}/`);
    const teas = teasView(page);
    await teas.getByText(R.needsMoreAnswers(MIN_ANSWERS_FOR_ESTIMATE)).waitFor();
    expect(await teas.getByText(M.estimateHeading).count()).toBe(0);
    expect(await teas.getByRole('heading', { name: M.studyNextHeading }).count()).toBe(1);
    await check(page, 'readiness-1-needs-answers');

    // Enough answers: a range with how it is made, by section, and what to study next.
    const answered = await takeTest(page);
    await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    const estimate = teas.getByTestId('readiness-estimate');
    await estimate.waitFor();
    expect(await estimate.textContent()).toMatch(/\d+–\d+%/);
    await teas.getByText(R.howItIsMade).waitFor();
    await teas.getByText(M.answersCounted(answered)).waitFor();
    expect(await teas.getByText(M.noTarget).count()).toBe(1);
    // The chart's table alternative opens from the keyboard.
    const toggle = teas.getByText(M.tableToggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await teas.getByRole('table', { name: M.tableCaption('ATI TEAS 7') }).waitFor();
    expect(await teas.getByRole('link', { name: /^Practise 10 questions ?: / }).count()).toBe(3);
    await check(page, 'readiness-2-estimate');

    // An exam date and a target, saved from the keyboard.
    const form = teas.getByRole('form', { name: M.targetHeading });
    const examDate = isoDateOf(Date.now() + 21 * 24 * 60 * 60 * 1000);
    await form.getByLabel(M.examDateLabel).fill(examDate);
    await form.getByRole('radio', { name: M.targetScore }).check();
    const score = form.getByLabel(/^Target score/);
    await score.fill('65');
    await score.press('Enter');
    await page.getByText(M.targetSaved).waitFor();
    await estimate.getByText(M.yourTarget('65%')).waitFor();
    await estimate.getByText(/^Chance of reaching it on one sitting: \d+%$/).waitFor();
    await form.getByText(/^Your exam is in (20|21|22) days\.$/).waitFor();
    await check(page, 'readiness-3-target');

    // What to study next, into its quiz (a custom quiz of that sub-area), by the keyboard.
    const first = teas.getByRole('link', { name: /^Practise 10 questions ?: / }).first();
    const name = ((await first.textContent()) ?? '').replace(/^Practise 10 questions ?: /, '');
    expect(await first.getAttribute('href')).toMatch(/^\/practice\/1\?mode=custom&category=/);
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/practice\/1\?mode=custom/);
    const counter = page.getByTestId('question-counter');
    await counter.waitFor();
    expect(await counter.textContent()).toBe('Question 1 of 10');
    expect(name.length).toBeGreaterThan(0);
    await check(page, 'readiness-4-quiz');
    expect(problems).toEqual([]);
  });
});
