import { mkdirSync } from 'node:fs';
import { endSectionClockIn } from '@app/api/test/section-deadline';
import { findExamScale, INTRO_LIMIT_MINUTES, SIMULATION_MESSAGES as M } from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerWithMouse } from './support/answer';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { newStudent, payByCard } from './support/premium';

/**
 * Exam day, rehearsed (issue 25): full-length simulations on the exam screen, as a student
 * takes them. Each step is checked with axe at 1280 and 390 px wide, and photographed at both
 * widths into /tmp/examscreen-shots (looked at by a person, not compared).
 */
const baseUrl = inject('baseUrl');
const sqlitePath = inject('sqlitePath');
const SHOTS = process.env.EXAM_SHOTS_DIR ?? '/tmp/examscreen-shots';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** axe at both widths (no serious violation), with a picture of each; back to the wide one. */
async function check(page: Page, name: string) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await seriousAxeViolations(page), `${name} at ${size.width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png` });
  }
  await page.setViewportSize(WIDE);
}

const counter = (page: Page) => page.getByTestId('question-counter');
const intro = (page: Page) => page.getByTestId('section-intro');

/** Seconds of a clock shown as m:ss or h:mm:ss. */
async function clockSeconds(page: Page, testId = 'section-clock'): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  expect(text).toMatch(/^(\d+:)?\d+:\d\d$/);
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** A tRPC call from the page (same origin, the student's cookie). */
function call(page: Page, path: string, input: unknown, method: 'GET' | 'POST' = 'POST') {
  return page.evaluate(
    async ({ path, input, method }) => {
      const url =
        method === 'GET'
          ? `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`
          : `/trpc/${path}`;
      const res = await fetch(url, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify(input) : undefined,
      });
      return { status: res.status, body: await res.json() };
    },
    { path, input, method },
  );
}

type Current = {
  id: string;
  questionIds: number[];
  sections: { label: string; start: number; count: number }[];
  marks: Record<string, { struck: string[]; highlights: number[][] }>;
};

async function current(page: Page, examTypeId: number): Promise<Current> {
  const res = await call(page, 'practice.current', { examTypeId }, 'GET');
  expect(res.status).toBe(200);
  return res.body.result.data as Current;
}

/** Opens a simulation: the first section's intro (ending an unfinished test of another kind). */
async function openSimulation(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  const endOld = page.getByRole('button', { name: 'End it and start the new one' });
  await intro(page).or(endOld).first().waitFor({ timeout: 20_000 });
  if (await endOld.count()) await endOld.click();
  await intro(page).waitFor({ timeout: 20_000 });
  // The exam screen has no site header, footer or chat.
  expect(await page.getByRole('banner').count()).toBe(0);
  expect(await page.getByRole('contentinfo').count()).toBe(0);
}

async function startSection(page: Page, label: string) {
  await intro(page).getByRole('heading', { level: 1, name: label }).waitFor();
  await page.getByRole('button', { name: M.startSection }).click();
  await counter(page).waitFor();
}

/** From an item: the section's review, then Close section and its confirmation. */
async function closeSection(page: Page, last = false) {
  await page.getByRole('button', { name: M.reviewSection }).first().click();
  await page.getByTestId('section-review').waitFor();
  await page.getByRole('button', { name: last ? M.closeAndFinish : M.closeSection }).click();
  const dialog = page.getByRole('dialog', { name: M.closeConfirmTitle });
  await dialog.getByText(M.closeConfirmText).waitFor();
  await dialog.getByRole('button', { name: M.closeConfirm }).click();
}

/** Clicks calculator keys by their names. */
async function press(page: Page, keys: string[]) {
  const calculator = page.getByRole('dialog', { name: /calculator/i });
  for (const key of keys) await calculator.getByRole('button', { name: key, exact: true }).click();
}

async function tryDemo(page: Page) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('button', { name: 'Try Demo Account' }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 15_000 });
}

describe('exam day, rehearsed', () => {
  it('a TEAS simulation: a section closed and locked, a reload on the same clock, the calculator, the break ended early, results by section', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewportSize(WIDE);
    await tryDemo(page);
    await openSimulation(page, '/practice/1?mode=simulation');
    const intro1 = (await intro(page).textContent()) ?? '';
    expect(intro1).toContain('Section 1 of 4');
    expect(intro1).toContain(M.navigationRule({ navigation: 'free', mustAnswer: false }));
    await check(page, 'teas-intro');

    // Reading: two answers, one flagged, then a reload on the same item and clock.
    await startSection(page, 'Reading');
    const reading = (await counter(page).textContent()) ?? '';
    expect(reading).toMatch(/^Question 1 of \d+$/);
    const readingCount = Number(reading.split(' of ')[1]);
    await answerWithMouse(page);
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await page.getByRole('button', { name: M.next, exact: true }).click();
    await counter(page)
      .filter({ hasText: `Question 2 of ${readingCount}` })
      .waitFor();
    await answerWithMouse(page);
    await check(page, 'teas-screen');

    // The clock counts down…
    const first = await clockSeconds(page);
    await page.waitForTimeout(2200);
    const second = await clockSeconds(page);
    expect(first - second).toBeGreaterThanOrEqual(1);
    expect(first - second).toBeLessThanOrEqual(4);
    // … and a reload comes back to the same item with the server's clock (±2 s).
    const before = await clockSeconds(page);
    const at = Date.now();
    await page.reload();
    await counter(page)
      .filter({ hasText: `Question 2 of ${readingCount}` })
      .waitFor();
    const after = await clockSeconds(page);
    expect(Math.abs(after - (before - (Date.now() - at) / 1000))).toBeLessThanOrEqual(2);
    expect(new URL(page.url()).searchParams.get('q')).toBe('2');

    // The review: answered, not answered, flagged; then the section is closed.
    await page.getByRole('button', { name: M.reviewSection }).first().click();
    const review = page.getByTestId('section-review');
    await review.waitFor();
    expect(await page.getByTestId('review-counts').textContent()).toBe(
      M.reviewCounts(2, readingCount - 2, 1),
    );
    await check(page, 'teas-review');
    await page.getByRole('button', { name: M.backToQuestions }).click();
    await counter(page).waitFor();
    const teas = await current(page, 1);
    await closeSection(page);

    // Math: the Reading section is locked, on screen and on the server.
    await startSection(page, 'Math');
    expect(await page.getByTestId('exam-section').textContent()).toBe('Section 2 of 4: Math');
    const locked = await call(page, 'practice.answer', {
      sessionId: teas.id,
      questionId: teas.questionIds[0],
      answer: 'A',
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error.data.appCode).toBe('SECTION_CLOSED');

    // The four-function calculator on a Math item.
    await page.getByRole('button', { name: M.calculator }).click();
    await press(page, ['1', '2', 'multiply', '3', 'equals']);
    const calculator = page.getByRole('dialog', { name: 'Calculator' });
    expect(await calculator.locator('output[aria-label="Display"]').textContent()).toBe('36');
    await check(page, 'teas-calculator');
    await calculator.getByRole('button', { name: 'Close calculator' }).click();
    await answerWithMouse(page);
    await closeSection(page);

    // The break after Math, with its own clock, ended early.
    const onBreak = page.getByTestId('break-screen');
    await onBreak.waitFor();
    const breakLeft = await clockSeconds(page, 'break-clock');
    expect(breakLeft).toBeGreaterThan(9 * 60);
    expect(breakLeft).toBeLessThanOrEqual(10 * 60);
    await check(page, 'teas-break');
    await page.getByRole('button', { name: M.endBreak }).click();

    // Science and English, closed; the last one ends the test.
    await startSection(page, 'Science');
    await answerWithMouse(page);
    await closeSection(page);
    await startSection(page, 'English and Language Usage');
    await answerWithMouse(page);
    await closeSection(page, true);

    // Results by section; the unscored items said to be left out; the site around them again.
    const table = page.getByTestId('section-results');
    await table.waitFor({ timeout: 20_000 });
    expect(await table.getByRole('row').count()).toBe(5);
    expect(await page.getByTestId('unscored-note').textContent()).toMatch(
      /^\d+ unscored questions were mixed in and left out of your score, as on the real exam\.$/,
    );
    await page.getByRole('banner').waitFor();
    await check(page, 'teas-results');
    await page.getByRole('button', { name: 'Review Answers' }).click();
    await page.getByRole('heading', { name: 'Review: ATI TEAS 7' }).waitFor();
    await check(page, 'teas-review-answers');
    expect(problems).toEqual([]);
  }, 300_000);

  it('a TEAS section whose time runs out: the clock waits on the intro, then the section closes by itself and the next one is ready', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewportSize(WIDE);
    await tryDemo(page);
    await openSimulation(page, '/practice/1?mode=simulation');

    // On the intro the clock waits: the bar shows Reading's whole 55 minutes, standing still.
    const intro1 = (await intro(page).textContent()) ?? '';
    expect(intro1).toContain(M.clockStartsOnStart(INTRO_LIMIT_MINUTES));
    expect(await clockSeconds(page)).toBe(55 * 60);
    await page.waitForTimeout(1500);
    expect(await clockSeconds(page)).toBe(55 * 60);
    expect(await clockSeconds(page, 'intro-clock')).toBeLessThanOrEqual(INTRO_LIMIT_MINUTES * 60);
    await check(page, 'teas-intro-waiting');

    await startSection(page, 'Reading');
    expect(await clockSeconds(page)).toBeGreaterThan(55 * 60 - 5);
    await answerWithMouse(page);
    const teas = await current(page, 1);

    // 55 minutes go by: the journey moves the section's end to 20 seconds from now in the
    // stack's database (no route of the server can), and the page learns it on a reload.
    endSectionClockIn(sqlitePath, teas.id, 20);
    await page.reload();
    await counter(page).waitFor();
    expect(await clockSeconds(page)).toBeLessThanOrEqual(20);
    await check(page, 'teas-last-seconds');

    // At 0 the page asks the server, which has closed Reading: Math's intro says time was up.
    const mathIntro = intro(page).filter({ hasText: M.sectionTimeUp });
    await mathIntro.waitFor({ timeout: 40_000 });
    await intro(page).getByRole('heading', { level: 1, name: 'Math' }).waitFor();
    expect(await page.getByTestId('exam-section').textContent()).toBe('Section 2 of 4: Math');
    // Math's 57 minutes wait for its start, as Reading's did.
    expect(await clockSeconds(page)).toBe(57 * 60);
    await check(page, 'teas-time-up');

    // Reading is locked on the server: its answer can no longer change.
    const late = await call(page, 'practice.answer', {
      sessionId: teas.id,
      questionId: teas.questionIds[0],
      answer: 'B',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.data.appCode).toBe('SECTION_CLOSED');
    await startSection(page, 'Math');
    expect(await clockSeconds(page)).toBeGreaterThan(57 * 60 - 5);
    expect(problems).toEqual([]);
  }, 240_000);

  it('a GED Math test: its first part without the calculator, then with it; a highlight and a strike-out kept in the review', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewportSize(WIDE);
    await newStudent(page, baseUrl, 'Gina');
    await payByCard(page, baseUrl, 2, 'GED');
    await openSimulation(page, '/practice/2?mode=simulation&section=Mathematical%20Reasoning');
    const part1 = (await intro(page).textContent()) ?? '';
    expect(part1).toContain(M.calculatorName.none);
    expect(part1).toContain(M.formulaSheetName);
    await startSection(page, 'Mathematical Reasoning');

    // No calculator in the first part; the formula sheet is there.
    expect(await page.getByRole('button', { name: M.calculator }).count()).toBe(0);
    await page.getByRole('button', { name: M.formulaSheet }).click();
    await page.getByRole('dialog', { name: 'Formula sheet' }).waitFor();
    await check(page, 'ged-formula-sheet');
    await page.getByRole('button', { name: 'Close formula sheet' }).click();

    // An item with options: one struck out, a stretch of its stem highlighted.
    const strike = page.getByRole('button', { name: 'Cross out option B' });
    for (let i = 0; i < 5 && !(await strike.count()); i++) {
      await page.getByRole('button', { name: M.next, exact: true }).click();
    }
    await strike.click();
    await page.getByRole('button', { name: M.highlighter }).click();
    const stem = page.locator('h2 [data-highlighter]').first();
    await stem.evaluate((element) => {
      const text = element.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, Math.min(12, text.length));
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    });
    await page.locator('h2 mark').first().waitFor();
    await answerWithMouse(page);
    await check(page, 'ged-screen');
    const markedNumber = Number(((await counter(page).textContent()) ?? '').split(' ')[1]);
    const ged = await current(page, 2);
    const markedId = ged.questionIds[markedNumber - 1] as number;
    await page.waitForFunction(
      async ({ id }) => {
        const input = encodeURIComponent(JSON.stringify({ examTypeId: 2 }));
        const body = await (await fetch(`/trpc/practice.current?input=${input}`)).json();
        const marks = body.result?.data?.marks?.[String(id)];
        return marks?.struck?.includes('B') && marks.highlights.length === 1;
      },
      { id: markedId },
    );
    await closeSection(page);

    // The calculator part: the same clock, the scientific calculator.
    const part2 = (await intro(page).textContent()) ?? '';
    expect(part2).toContain(M.calculatorName.scientific);
    expect(part2).toContain(M.time(null, true));
    await startSection(page, 'Mathematical Reasoning: calculator part');
    await page.getByRole('button', { name: M.calculator }).click();
    const scientific = page.getByRole('dialog', { name: 'Scientific calculator' });
    await scientific.waitFor();
    await page.keyboard.type('2^10');
    await page.keyboard.press('Enter');
    await scientific.locator('output[aria-label="Result"]').filter({ hasText: '1024' }).waitFor();
    await check(page, 'ged-calculator');
    await scientific.getByRole('button', { name: 'Close scientific calculator' }).click();
    await answerWithMouse(page);
    await closeSection(page, true);

    // The review keeps the highlight and the strike-out.
    await page.getByTestId('section-results').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Review Answers' }).click();
    const reviewed = page.locator('li[data-marked]').first();
    await reviewed.waitFor();
    expect(await reviewed.locator('mark').count()).toBeGreaterThanOrEqual(1);
    expect(await reviewed.locator('[data-struck]').textContent()).toContain('(crossed out)');
    await reviewed.scrollIntoViewIfNeeded();
    await check(page, 'ged-review');
    expect(problems).toEqual([]);
  }, 300_000);

  it('an ACCUPLACER subtest: adaptive, one item at a time, Next only once answered, no going back, a placement estimate', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewportSize(WIDE);
    await newStudent(page, baseUrl, 'Ana');
    await payByCard(page, baseUrl, 4, 'ACCUPLACER');
    await openSimulation(page, '/practice/4?mode=simulation&section=Arithmetic');
    expect(await intro(page).textContent()).toContain(
      M.navigationRule({ navigation: 'forward-only', mustAnswer: true, adaptive: true }),
    );
    await check(page, 'accuplacer-intro');
    await startSection(page, 'Arithmetic');
    const total = Number(((await counter(page).textContent()) ?? '').split(' of ')[1]);
    expect(await counter(page).textContent()).toBe(`Question 1 of ${total}`);
    expect(await page.getByTestId('section-clock').textContent()).toBe(M.untimed);
    const next = page.getByRole('button', { name: M.next, exact: true });
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: M.previous }).count()).toBe(0);
    // The server has served one item and shows no other: the next is chosen from this answer.
    const before = await current(page, 4);
    expect(before.questionIds).toHaveLength(1);
    await answerWithMouse(page);
    await expect.poll(() => next.isDisabled()).toBe(false);
    await check(page, 'accuplacer-screen');
    await next.click();
    await counter(page)
      .filter({ hasText: `Question 2 of ${total}` })
      .waitFor();

    // The item left behind cannot be answered again; a reload stays on the second item.
    const acc = await current(page, 4);
    expect(acc.questionIds).toHaveLength(2);
    expect(acc.questionIds[0]).toBe(before.questionIds[0]);
    const back = await call(page, 'practice.answer', {
      sessionId: acc.id,
      questionId: acc.questionIds[0],
      answer: 'B',
    });
    expect(back.status).toBe(409);
    expect(back.body.error.data.appCode).toBe('NO_GOING_BACK');
    await page.reload();
    await counter(page)
      .filter({ hasText: `Question 2 of ${total}` })
      .waitFor();
    expect(await page.getByRole('button', { name: M.previous }).count()).toBe(0);
    await check(page, 'accuplacer-after-reload');

    // Every item answered in turn, each served only once the one before is left; the last
    // Next closes the subtest and its placement estimate shows on the 200–300 scale.
    for (let n = 2; n <= total; n++) {
      await counter(page)
        .filter({ hasText: `Question ${n} of ${total}` })
        .waitFor();
      expect((await current(page, 4)).questionIds).toHaveLength(n);
      await answerWithMouse(page);
      await expect.poll(() => next.isDisabled()).toBe(false);
      await next.click();
    }
    const placements = page.getByTestId('placement-results');
    await placements.waitFor({ timeout: 20_000 });
    const line = (await placements.getByRole('listitem').first().textContent()) ?? '';
    const [score, low, high] = (line.match(/\d+/g) ?? []).map(Number);
    expect(line.startsWith('Arithmetic: ')).toBe(true);
    for (const value of [score, low, high]) {
      expect(value).toBeGreaterThanOrEqual(200);
      expect(value).toBeLessThanOrEqual(300);
    }
    expect(low).toBeLessThanOrEqual(score as number);
    expect(high).toBeGreaterThanOrEqual(score as number);
    expect(await placements.textContent()).toContain(findExamScale(4)?.assumption ?? 'no scale');
    await placements.scrollIntoViewIfNeeded();
    await check(page, 'accuplacer-results');
    expect(problems).toEqual([]);
  }, 300_000);

  it('a student with 1.5× time: the setting on the account page, then every clock extended', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewportSize(WIDE);
    await tryDemo(page);
    await page.goto(`${baseUrl}/settings#accommodations`);
    const form = page.getByRole('form', { name: M.accommodationsTitle });
    await form.getByRole('radio', { name: M.timeOption(1.5) }).check();
    await form.getByText(M.appliesLater).waitFor();
    await form.getByRole('button', { name: M.saveAccommodations }).click();
    await page.getByText(M.accommodationsSaved).waitFor();
    await check(page, 'accommodations');

    // The clocks are scaled by 1.5 and given in whole minutes (rounded up, by the server).
    await openSimulation(page, '/practice/1?mode=simulation');
    const readingMinutes = Math.ceil(55 * 1.5);
    expect(await intro(page).textContent()).toContain(
      `${M.time(readingMinutes, false)} ${M.timeWithExtension(1.5)}`,
    );
    expect(await page.getByTestId('extended-time').textContent()).toBe('Extended time 1.5×');
    const reading = await clockSeconds(page);
    expect(reading).toBeGreaterThan(readingMinutes * 60 - 30);
    expect(reading).toBeLessThanOrEqual(readingMinutes * 60);
    await startSection(page, 'Reading');
    await check(page, 'teas-extended');
    await closeSection(page);
    // Math: 57 minutes × 1.5.
    await intro(page).getByRole('heading', { name: 'Math' }).waitFor();
    const mathMinutes = Math.ceil(57 * 1.5);
    const math = await clockSeconds(page);
    expect(math).toBeGreaterThan(mathMinutes * 60 - 30);
    expect(math).toBeLessThanOrEqual(mathMinutes * 60);
    expect(problems).toEqual([]);
  }, 240_000);
});
