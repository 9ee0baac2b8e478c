import { PAYMENT_HISTORY_MESSAGES as H } from '@app/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';

/*
 * Issue 24, section 3: the rough edges of a student's browser walk, each checked where the
 * walk found it, at a desktop and a phone width.
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

const WIDTHS = [
  { name: 'desktop', phone: false },
  { name: 'phone', phone: true },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box: not shown');
  return found;
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

async function tryDemo(page: Page) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('button', { name: 'Try Demo Account' }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 15_000 });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
}

describe('payment status badges', () => {
  it('are readable and whole in the payment history and the admin Payments list', async () => {
    const { page, problems } = await newPage(browser);
    const email = `badges-${Date.now()}@e2e.test`;
    const password = 'badge-colours-pass-1';
    const register = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email, password, firstName: 'Bea' }),
    });
    expect(register.status).toBe(201);
    await signIn(page, email, password);

    // One payment of each kind: paid then refunded, paid, declined, cancelled, pending.
    const checkout = async (examTypeId: number, choice?: 'card' | 'cancel' | 'fail') => {
      const res = await call(page, 'POST', '/api/create-subscription', { examTypeId });
      expect(res.status).toBe(200);
      if (!choice) return;
      await page.goto(res.body.checkout_url);
      if (choice === 'card') {
        await page.getByLabel('Card number').fill('4242 4242 4242 4242');
        await page.getByLabel('Expiry (MM/YY)').fill('12/39');
        await page.getByLabel('CVV').fill('123');
        await page.getByRole('button', { name: /with card/ }).click();
      } else {
        await page.getByRole('button', { name: choice === 'cancel' ? 'Cancel' : 'Fail' }).click();
      }
      await page.waitForURL(/\/subscribe\/return/, { timeout: 15_000 });
      // The return page confirms the outcome with the api (a cancel has no webhook): let it.
      await page.waitForLoadState('networkidle');
    };
    await checkout(3, 'card');
    await checkout(1, 'card');
    await checkout(2, 'fail');
    await checkout(4, 'cancel');
    await checkout(5);

    await page.goto(`${baseUrl}/settings#payments`);
    const history = page.getByRole('list', { name: H.listLabel });
    await history.getByText(H.status.succeeded, { exact: true }).first().waitFor();
    const hesi = history.getByRole('listitem').filter({ hasText: 'HESI A2' });
    const dialog = page.getByRole('dialog', { name: H.dialogTitle });
    // A click before the app has taken over the server-rendered page does nothing: again.
    for (let i = 0; i < 10 && !(await dialog.isVisible()); i++) {
      await hesi.getByRole('button', { name: H.requestRefund }).click();
      await dialog.waitFor({ timeout: 1500 }).catch(() => {});
    }
    await dialog.getByRole('button', { name: H.confirm('$100.00') }).click();
    await history.getByText(H.status.refunded, { exact: true }).waitFor();
    for (const status of ['succeeded', 'refunded', 'failed', 'cancelled', 'pending'] as const) {
      await history.getByText(H.status[status], { exact: true }).waitFor();
    }
    // Text in its own background colour is a violation now (support/axe.ts).
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The admin's list: the same words, never cut short.
    const admin = await newPage(browser);
    await signIn(admin.page, inject('adminEmail'), inject('adminPassword'));
    await admin.page.goto(`${baseUrl}/admin`);
    await admin.page.getByRole('tab', { name: 'Payments' }).click();
    const table = admin.page.getByRole('table');
    await table.getByText(H.status.refunded, { exact: true }).first().waitFor();
    const badges = table.locator('[data-status]');
    expect(await badges.count()).toBeGreaterThanOrEqual(5);
    const cut = await badges.evaluateAll((all) =>
      all
        .flatMap((badge) => [badge, ...badge.querySelectorAll('*')])
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    expect(await seriousAxeViolations(admin.page)).toEqual([]);
    expect([...problems, ...admin.problems]).toEqual([]);
  }, 180_000);
});

describe('toasts', () => {
  for (const width of WIDTHS) {
    it(`leave the header's Sign In and account menu uncovered (${width.name})`, async () => {
      const { page, problems } = await newPage(browser, { phone: width.phone });
      // Signed out, on the server-rendered sign-in page: a failed sign-in's toast.
      await page.goto(`${baseUrl}/auth`);
      const form = page.getByRole('form', { name: 'Welcome back' });
      await form.getByLabel('Email').fill(`nobody-${Date.now()}@e2e.test`);
      await form.getByLabel(/^Password/).fill('not-the-password-1');
      await form.getByRole('button', { name: 'Sign In' }).click();
      const docToast = page.locator('.doc-toast');
      await docToast.waitFor();
      const header = page.locator('header').first();
      const signedOutControl = width.phone
        ? header.getByRole('button', { name: 'Open menu' })
        : header.getByRole('link', { name: 'Sign In' });
      expect(intersects(await box(docToast), await box(signedOutControl))).toBe(false);

      // Signed in, in the app: Subscribe's 'Redirecting to Payment' toast.
      const email = `toast-${width.name}-${Date.now()}@e2e.test`;
      const register = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ email, password: 'toast-place-pass-1', firstName: 'Tess' }),
      });
      expect(register.status).toBe(201);
      await signIn(page, email, 'toast-place-pass-1');
      await page.goto(`${baseUrl}/subscribe`);
      await page
        .getByRole('article', { name: 'GED' })
        .getByRole('button', { name: 'Subscribe' })
        .click();
      const toast = page.locator('.mantine-Notification-root').first();
      await toast.waitFor();
      const accountControl = header.getByRole('button', { name: /^Account menu for/ });
      expect(intersects(await box(toast), await box(accountControl))).toBe(false);
      expect(problems).toEqual([]);
    });
  }
});

describe('the question list of a 50-question quiz', () => {
  for (const width of WIDTHS) {
    it(`brings the chosen question and its options into view (${width.name})`, async () => {
      const { page, problems } = await newPage(browser, { phone: width.phone });
      await tryDemo(page);
      const start = await call(page, 'POST', '/api/test-sessions', {
        examTypeId: 1,
        mode: 'custom',
        count: 50,
        restart: true,
      });
      expect(start.status).toBe(201);
      expect(start.body.questionIds).toHaveLength(50);
      await page.goto(`${baseUrl}/practice/1?mode=custom&count=50`);
      const counter = page.getByTestId('question-counter');
      await counter.waitFor();

      const target = page.getByRole('button', { name: /^Question 37[ ,(]/ });
      await target.scrollIntoViewIfNeeded();
      await target.click();
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="question-counter"]')?.textContent ===
          'Question 37 of 50',
      );
      const card = page
        .locator(`#question-${start.body.questionIds[36]}-heading`)
        .locator('xpath=ancestor::div[contains(@class,"mantine-Card-root")][1]');
      // The page scrolls on the next frame; give it a moment, then measure.
      await page.waitForTimeout(300);
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      const bar = await box(page.getByTestId('question-counter').locator('xpath=..'));
      const top = await box(card);
      // The question (its passage first, on a phone) starts just below the sticky bar.
      expect(top.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      expect(top.y).toBeLessThanOrEqual(bar.y + bar.height + 24);
      // What it starts with is on screen: the passage, or the question and its first answer.
      const passage = card.getByRole('region', { name: 'Passage' });
      const first = (await passage.count())
        ? await box(passage)
        : await box(card.locator('input, button, textarea').first());
      expect(first.y).toBeGreaterThanOrEqual(0);
      expect(first.y).toBeLessThan(viewport.height);
      expect(problems).toEqual([]);
    });
  }
});

type AdminItem = {
  id: number;
  type: string;
  passage?: string;
  unit?: string;
  optionE?: string;
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

async function examQuestions(cookie: string, examTypeId: number): Promise<AdminItem[]> {
  const items: AdminItem[] = [];
  for (let offset = 0; ; offset += 100) {
    const query = new URLSearchParams({
      examTypeId: String(examTypeId),
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

/** Bookmarks these questions for the signed-in user and opens the exam's bookmarks test. */
async function bookmarksTest(page: Page, examTypeId: number, items: AdminItem[]) {
  for (const q of items) {
    const res = await call(page, 'POST', '/trpc/practice.bookmark', {
      questionId: q.id,
      bookmarked: true,
    });
    expect(res.status).toBe(200);
  }
  // A fresh test of the bookmarks (an earlier one of this admin is ended first).
  const start = await call(page, 'POST', '/api/test-sessions', {
    examTypeId,
    mode: 'bookmarks',
    restart: true,
  });
  expect(start.status).toBe(201);
  await page.goto(`${baseUrl}/practice/${examTypeId}?mode=bookmarks`);
  const counter = page.getByTestId('question-counter');
  await counter.waitFor();
  return Number((await counter.textContent())?.match(/of (\d+)/)?.[1]);
}

const atQuestion = (page: Page, n: number) =>
  page.waitForFunction(
    (k) =>
      document
        .querySelector('[data-testid="question-counter"]')
        ?.textContent?.startsWith(`Question ${k} `),
    n,
  );

describe('the item types of a test', () => {
  for (const width of WIDTHS) {
    it(`keep the bar in place, fit fingers, put $ first and say the right keys (${width.name})`, async () => {
      const cookie = await adminCookie();
      const teas = await examQuestions(cookie, 1);
      const picked = [
        teas.find((q) => q.type === 'single' && q.passage),
        teas.find((q) => q.type === 'single' && !q.passage),
        teas.find((q) => q.type === 'ordered' && !q.passage),
        teas.find((q) => q.type === 'numeric' && q.unit === '$'),
      ] as AdminItem[];
      const clep = await examQuestions(cookie, 6);
      const five = clep.find((q) => q.type === 'single' && q.optionE && !q.passage);
      expect([...picked, five].every(Boolean)).toBe(true);

      // An administrator: every exam, CLEP's five-option items too.
      const { page, problems } = await newPage(browser, { phone: width.phone });
      await signIn(page, inject('adminEmail'), inject('adminPassword'));
      const total = await bookmarksTest(page, 1, picked);
      expect(total).toBeGreaterThanOrEqual(4);
      const exit = page.getByRole('button', { name: 'Exit test' });
      const hint = page.getByTestId('keyboard-hint');
      const places = new Set<string>();
      const seen = new Set<number>();
      for (let n = 1; n <= total; n++) {
        await atQuestion(page, n);
        const e = await box(exit);
        places.add(`${Math.round(e.x)},${Math.round(e.width)}`);
        if (width.phone) expect(await hint.isVisible(), 'hint on a touch screen').toBe(false);
        else expect(await hint.isVisible()).toBe(true);
        for (const q of picked) {
          if ((await page.locator(`#question-${q.id}-heading`).count()) === 0) continue;
          seen.add(q.id);
          if (q.type === 'ordered') {
            const moves = page.getByRole('button', { name: /^Move (up|down):/ });
            for (const move of await moves.all()) {
              const b = await box(move);
              expect(b.width).toBeGreaterThanOrEqual(44);
              expect(b.height).toBeGreaterThanOrEqual(44);
            }
          }
          if (q.type === 'numeric') {
            const unit = await box(page.getByTestId('answer-unit'));
            const field = await box(page.getByRole('textbox', { name: 'Your answer' }));
            expect(unit.x).toBeLessThan(field.x + field.width / 2);
          }
        }
        if (n < total) await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
      expect(seen.size).toBe(4);
      // The exit button (and with it the title and timer) never moved.
      expect([...places]).toHaveLength(1);

      // A five-option item: its own keys.
      await bookmarksTest(page, 6, [five as AdminItem]);
      for (let n = 1; ; n++) {
        await atQuestion(page, n);
        if (await page.locator(`#question-${five?.id}-heading`).count()) break;
        await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
      if (!width.phone) expect(await hint.textContent()).toContain('A–E or 1–5');
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
