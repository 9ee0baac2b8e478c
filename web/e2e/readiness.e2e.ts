import { mkdirSync } from 'node:fs';
import {
  DIAGNOSTIC_QUESTIONS,
  isoDateOf,
  READINESS_VIEW_MESSAGES as M,
  MIN_ANSWERS_FOR_ESTIMATE,
  STUDY_PLAN_MESSAGES as P,
  PLAN_QUESTIONS_PER_DAY,
  READINESS_MESSAGES as R,
} from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerAll } from './support/answer';
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
const PLAN_SHOTS = process.env.PLAN_SHOTS_DIR ?? '/tmp/shots-plan';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const STATIC_HEADER = 'header { position: static !important; }';
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  mkdirSync(PLAN_SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** axe at both widths (no serious violation), with a picture of the view; back to the wide one. */
async function check(page: Page, name: string, shots = SHOTS, shoot = M.sectionTitle) {
  // No hover state under a pointer left where the last click was: axe judges the page at rest.
  await page.mouse.move(0, 0);
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    const violations = await seriousAxeViolations(page);
    expect(violations, `${name} at ${size.width} px: ${JSON.stringify(violations)}`).toEqual([]);
    const view = page.getByRole('region', { name: shoot, exact: true });
    if (await view.count()) {
      // The site's sticky header would be drawn over the section as the shot scrolls.
      await view.screenshot({ path: `${shots}/${name}-${size.width}.png`, style: STATIC_HEADER });
    } else {
      await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: true });
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
  const total = await answerAll(page);
  expect(total).toBeGreaterThanOrEqual(MIN_ANSWERS_FOR_ESTIMATE);
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
  }, 180_000);
});

describe('a new paid student’s study plan', () => {
  it('takes the diagnostic, sees today’s work and the plan ahead, and the plan changes after answering', async () => {
    const { page, problems } = await newPage(browser);
    await newStudent(page, baseUrl, 'Sasha');
    await payByCard(page, baseUrl, 1, 'ATI TEAS 7');

    // The first visit: the diagnostic is offered, and is the start of today's work.
    await page.goto(`${baseUrl}/`);
    const plan = teasView(page).getByRole('region', { name: P.heading, exact: true });
    const offer = plan.getByRole('region', { name: P.diagnosticTitle });
    await offer.waitFor();
    const today = plan.getByTestId('plan-today');
    await today.getByText(P.todayLeft(PLAN_QUESTIONS_PER_DAY)).waitFor();
    await today.getByText(P.diagnosticInPlan(DIAGNOSTIC_QUESTIONS)).waitFor();
    const table = plan.getByRole('table', { name: P.tableCaption('ATI TEAS 7') });
    // The paid days, today first, with a full simulation before the end.
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(11);
    expect(await table.getByText(P.simulationCell).count()).toBe(1);
    await check(page, 'plan-1-diagnostic-offered', PLAN_SHOTS, P.heading);

    // The diagnostic, from the keyboard: untimed, spread over the exam.
    const start = offer.getByRole('link', { name: P.diagnosticStart });
    await start.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/practice\/1\?mode=diagnostic/);
    expect(await answerAll(page)).toBe(DIAGNOSTIC_QUESTIONS);
    await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
    await page.waitForURL(`${baseUrl}/`);

    // Today: what is left after the diagnostic, by sub-area, one click each; no more offer.
    const left = PLAN_QUESTIONS_PER_DAY - DIAGNOSTIC_QUESTIONS;
    await today.getByText(`${P.todayLeft(left)} · ${P.todayDone(DIAGNOSTIC_QUESTIONS)}`).waitFor();
    expect(await plan.getByRole('region', { name: P.diagnosticTitle }).count()).toBe(0);
    await teasView(page).getByTestId('readiness-estimate').waitFor();
    const quizzes = today.getByRole('link', { name: /^Start \d+ questions? ?: / });
    expect(await quizzes.count()).toBeGreaterThanOrEqual(1);
    await check(page, 'plan-2-today', PLAN_SHOTS, P.heading);

    // Today's first quiz, answered: today's work and the plan change.
    const first = quizzes.first();
    const count = Number(((await first.textContent()) ?? '').match(/^Start (\d+)/)?.[1]);
    expect(await first.getAttribute('href')).toMatch(
      /^\/practice\/1\?mode=custom&category=.+&count=\d+/,
    );
    const before = await table.textContent();
    await first.click();
    await page.waitForURL(/\/practice\/1\?mode=custom/);
    expect(await answerAll(page)).toBe(count);
    await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    const done = DIAGNOSTIC_QUESTIONS + count;
    await today
      .getByText(
        left - count > 0
          ? `${P.todayLeft(left - count)} · ${P.todayDone(done)}`
          : `${P.todayAllDone} · ${P.todayDone(done)}`,
      )
      .waitFor();
    expect(await table.textContent()).not.toBe(before);
    expect(await plan.getByText(P.progress(done, await totalOf(plan))).count()).toBe(1);
    await check(page, 'plan-3-after-quiz', PLAN_SHOTS, P.heading);

    // The calendar file is offered for download.
    const calendar = plan.getByRole('link', { name: P.calendarLink });
    expect(await calendar.getAttribute('href')).toMatch(
      /^\/api\/study-plan\/1\/calendar\.ics\?utcOffsetMinutes=-?\d+$/,
    );
    const response = await page.request.get(`${baseUrl}${await calendar.getAttribute('href')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(problems).toEqual([]);
  }, 180_000);
});

/** The plan's total questions, as its progress line says them. */
async function totalOf(plan: ReturnType<Page['getByRole']>) {
  const text = (await plan.getByText(/planned questions answered so far/).textContent()) ?? '';
  return Number(text.match(/of (\d+) planned/)?.[1]);
}
