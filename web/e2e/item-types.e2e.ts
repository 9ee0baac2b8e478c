import { PRACTICE_MESSAGES } from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shownItemType } from './support/answer';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { newStudent, payByCard } from './support/premium';

/**
 * The real exams' item types as a premium student meets them (issue 13): a multiple-select,
 * an ordered and a fill-in item answered by keyboard on a phone, a passage beside its
 * question on a desktop, the 'Incorrect only' review and how other students answered.
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

type AdminItem = {
  id: number;
  type: string;
  category: string;
  difficulty: string;
  passage?: string;
  correctAnswer: string;
  optionE?: string;
  optionF?: string;
};

async function adminCookie(): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Every active TEAS question of a category, as the Questions Manager lists them. */
async function teasQuestions(cookie: string, category: string): Promise<AdminItem[]> {
  const items: AdminItem[] = [];
  for (let offset = 0; ; offset += 100) {
    const query = new URLSearchParams({
      examTypeId: '1',
      category,
      limit: '100',
      offset: String(offset),
    });
    const res = await fetch(`${baseUrl}/api/admin/questions?${query}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { questions: AdminItem[]; total: number };
    items.push(...page.questions);
    if (offset + 100 >= page.total) return items;
  }
}

/** A JSON call from the page, as the app makes it (same origin, the session's cookie). */
function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

describe('a premium student on the real exams’ item types', () => {
  it('answers multiple-select, ordered and fill-in items by keyboard on a phone, then reviews', async () => {
    const cookie = await adminCookie();
    const science = await teasQuestions(cookie, 'Science');
    const math = await teasQuestions(cookie, 'Math');
    const reading = await teasQuestions(cookie, 'Reading');
    const multi = science.find((q) => q.type === 'multiple-select' && !q.optionF) as AdminItem;
    const ordered = science.find((q) => q.type === 'ordered') as AdminItem;
    const numeric = math.find((q) => q.type === 'numeric' && !q.passage) as AdminItem;
    const withPassage = reading.find((q) => q.type === 'single' && q.passage) as AdminItem;
    expect([multi, ordered, numeric, withPassage].every(Boolean)).toBe(true);

    // A new student who pays for ATI TEAS 7 (a demo visitor's answers are not evidence about
    // items: decision 0038, so the item statistics below need a real account).
    const { page, problems } = await newPage(browser, { phone: true });
    await newStudent(page, baseUrl, 'Ivy');
    await payByCard(page, baseUrl, 1, 'ATI TEAS 7');

    // Twenty earlier custom quizzes that include the multiple-select item: enough answers
    // for the review to show how students answered it.
    for (let i = 0; i < 20; i++) {
      const start = await call(page, 'POST', '/api/test-sessions', {
        examTypeId: 1,
        mode: 'custom',
        categories: [multi.category],
        difficulty: multi.difficulty,
        count: 100,
        restart: true,
      });
      expect(start.status).toBe(201);
      expect(start.body.questionIds).toContain(multi.id);
      const answer = i % 4 === 0 ? multi.correctAnswer : multi.correctAnswer.slice(1);
      const done = await call(page, 'PATCH', `/api/test-sessions/${start.body.id}`, {
        answers: { [multi.id]: answer },
      });
      expect(done.status).toBe(200);
    }
    // The item statistics count tests 30 s after they end (a late answer still counts).
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await fetch(`${baseUrl}/api/admin/item-stats?examTypeId=1&limit=100`, {
        headers: { cookie },
      });
      const stats = (await res.json()) as { items: { questionId: number; answered: number }[] };
      const row = stats.items.find((s) => s.questionId === multi.id);
      if (row && row.answered >= 20) break;
      if (Date.now() > deadline) throw new Error('item statistics never counted the quizzes');
      await new Promise((r) => setTimeout(r, 3000));
    }

    // A test of four bookmarked questions, taken on the phone.
    for (const q of [withPassage, numeric, ordered, multi]) {
      const res = await call(page, 'POST', '/trpc/practice.bookmark', {
        questionId: q.id,
        bookmarked: true,
      });
      expect(res.status).toBe(200);
    }
    await page.goto(`${baseUrl}/practice/1?mode=bookmarks`);
    const counter = page.getByTestId('question-counter');
    await counter.waitFor();
    expect(await counter.textContent()).toBe('Question 1 of 4');
    const byKeyboardTo = async (name: RegExp | string) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-label') ??
            document.activeElement?.textContent?.trim() ??
            '',
        );
        if (typeof name === 'string' ? label === name : name.test(label)) return label;
      }
      throw new Error(`could not reach ${name} with Tab`);
    };

    // Each question by its type, in the order the test gives them, by keyboard.
    const wrongNumber = String(Number(numeric.correctAnswer) + 7);
    for (let n = 1; n <= 4; n++) {
      await page.waitForFunction(
        (k) =>
          document.querySelector('[data-testid="question-counter"]')?.textContent ===
          `Question ${k} of 4`,
        n,
      );
      const type = await shownItemType(page);
      if (type === 'multiple-select') {
        // Checkboxes, each toggled with Space.
        await page.getByText('Select all that apply.').first().waitFor();
        expect(await page.getByRole('checkbox').count()).toBeGreaterThanOrEqual(5);
        const keyLetters = multi.correctAnswer.split('');
        for (const letter of keyLetters) {
          await counter.focus();
          await byKeyboardTo(new RegExp(`^${letter}\\.`));
          await page.keyboard.press('Space');
        }
        await page.waitForFunction(
          (k) => document.querySelectorAll('[role="checkbox"][aria-checked="true"]').length === k,
          keyLetters.length,
        );
      } else if (type === 'ordered') {
        // A step moved with its button; focus stays on the step that moved.
        await counter.focus();
        const moved = (await byKeyboardTo(/^Move down:/)).replace('Move down: ', '');
        await page.keyboard.press('Enter');
        await page.waitForFunction(
          (text) => document.activeElement?.getAttribute('aria-label') === `Move down: ${text}`,
          moved,
        );
        const steps = await page.locator('ol[aria-labelledby] > li').allTextContents();
        expect(steps[1]).toContain(moved);
      } else if (type === 'numeric') {
        // A number typed, Enter saves it; text gets the type's message. A wrong number, for
        // the review.
        const box = page.getByRole('textbox', { name: 'Your answer' });
        await counter.focus();
        await box.focus();
        await page.keyboard.type('abc');
        await page.keyboard.press('Enter');
        await page.getByText(PRACTICE_MESSAGES.invalidResponse.numeric).waitFor();
        await page.keyboard.press('Control+A');
        await page.keyboard.type(wrongNumber);
        await page.keyboard.press('Enter');
      } else {
        // The passage question: on the phone the passage comes first, above the question.
        const passage = page.getByRole('region', { name: 'Passage' });
        const question = page.locator(`#question-${withPassage.id}-heading`);
        const [p, h] = [await passage.boundingBox(), await question.boundingBox()];
        expect(p && h && p.y + p.height <= h.y + 1).toBe(true);
        await page.getByRole('radio').first().focus();
        await page.keyboard.press('Space');
      }
      await page
        .getByText(`${n} of 4 answered`)
        .waitFor()
        .catch((error: Error) => {
          throw new Error(`after answering the ${type} item: ${error.message}`);
        });
      expect(await seriousAxeViolations(page), type).toEqual([]);
      await counter.focus();
      if (n < 4) await page.keyboard.press('ArrowRight');
    }
    await page.getByRole('button', { name: 'Submit Test' }).click();

    // Results and the review: the wrong number is among 'Incorrect only'.
    await page.getByTestId('result-score').waitFor();
    await page.getByRole('button', { name: 'Review Answers' }).click();
    await page.getByText('Explanation:').first().waitFor();
    expect(await page.getByText('Explanation:').count()).toBe(4);
    await page.locator('label', { hasText: /^Incorrect only/ }).click();
    const incorrect = await page.getByRole('listitem').filter({ hasText: 'Explanation:' }).count();
    expect(incorrect).toBeGreaterThanOrEqual(1);
    await page.getByText(wrongNumber, { exact: false }).first().waitFor();
    await page.getByText('Fill in the blank').first().waitFor();
    await page.locator('label', { hasText: /^All/ }).click();
    const shares = page.getByTestId('answer-shares');
    await shares.first().waitFor();
    expect(await shares.first().textContent()).toMatch(/Share of students selecting each option/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // On a desktop, the passage sits beside its question and scrolls on its own.
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await desktop.addCookies(await page.context().cookies());
    const wide = await desktop.newPage();
    await wide.goto(`${baseUrl}/practice/1?mode=bookmarks`);
    await wide.getByTestId('question-counter').waitFor();
    for (let i = 0; i < 4; i++) {
      if (await wide.getByRole('region', { name: 'Passage' }).count()) break;
      await wide.getByRole('button', { name: 'Next', exact: true }).click();
    }
    const wideP = await wide.getByRole('region', { name: 'Passage' }).boundingBox();
    const wideH = await wide.locator(`#question-${withPassage.id}-heading`).boundingBox();
    expect(wideP && wideH && wideP.x + wideP.width <= wideH.x + 1).toBe(true);
    expect(wideP && wideH && Math.abs(wideP.y - wideH.y) < 200).toBe(true);
    const overflow = await wide
      .getByRole('region', { name: 'Passage' })
      .evaluate((el) => getComputedStyle(el).overflowY);
    expect(['auto', 'scroll']).toContain(overflow);
    await desktop.close();
    expect(problems).toEqual([]);
  }, 240_000);
});
