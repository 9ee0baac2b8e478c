import { mkdirSync } from 'node:fs';
import {
  READINESS_VIEW_MESSAGES as M,
  MIN_ANSWERS_FOR_ESTIMATE,
  REMINDER_MESSAGES as RM,
  REAL_SCORE_MESSAGES as RS,
} from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerAll } from './support/answer';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { waitForMail } from './support/mailbox';
import { newStudent, payByCard } from './support/premium';

/**
 * Closing the loop (issue 26, decision 0043): a paid student turns on study reminders, one
 * arrives in the mailbox (sent by the api's own scheduled job), its link stops them signed
 * out; the student sets their exam date to today, reports their real score with consent, and
 * the administrator finds it in the calibration table. axe after each step at 1280 and 390 px.
 */
const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const SHOTS = process.env.READINESS_SHOTS_DIR ?? '/tmp/shots';
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

/**
 * A time zone where it is about noon now, so that today is a reminder day from 8 am to 9 pm
 * whenever the journey runs (a student somewhere in the world, not a changed clock).
 */
function noonZone(): string {
  const offset = 12 - new Date().getUTCHours();
  if (offset === 0) return 'Etc/UTC';
  // Etc/GMT-3 is three hours ahead of UTC (the POSIX sign).
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** axe at both widths (no serious violation), nothing wider than the screen; a picture of each. */
async function check(page: Page, name: string) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await seriousAxeViolations(page), `${name} at ${size.width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(WIDE);
}

/** The dashboard's default test, every question answered with the mouse, then submitted. */
async function takeTest(page: Page) {
  await page.goto(`${baseUrl}/practice/1`);
  expect(await answerAll(page)).toBeGreaterThanOrEqual(MIN_ANSWERS_FOR_ESTIMATE);
}

// Long journeys (a payment, a test, the mailbox, the admin): up to 3 minutes on a slow machine,
// as the exam-day journeys allow.
describe('closing the loop', () => {
  it('reminders arrive and stop from their link; a real score reaches the admin’s calibration table', async () => {
    const timezoneId = noonZone();
    const { page, problems } = await newPage(browser, { timezoneId });
    const email = await newStudent(page, baseUrl, 'Loop');
    await payByCard(page, baseUrl, 1, 'ATI TEAS 7');

    // Study reminders, turned on from the account page (reached from the user menu).
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: /Loop/ }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL(`${baseUrl}/settings#account`);
    const form = page.getByRole('form', { name: RM.settingsTitle });
    await form.getByText(RM.statusOff).waitFor();
    await form.getByRole('switch', { name: RM.enabledLabel }).check();
    await form.getByRole('radio', { name: RM.daily }).check();
    await form.getByText(RM.timeZoneNote(timezoneId)).waitFor();
    await form.getByRole('button', { name: RM.save }).click();
    await page.getByText(RM.saved).waitFor();
    await form.getByText(RM.statusOn('daily')).waitFor();
    await check(page, 'loop-1-reminders-on');

    // The api's job sends today's reminder (it looks every 15 s).
    const mail = await waitForMail(mailDir, email, new RegExp(RM.subject), 45_000);
    expect(mail.text).toMatch(/^ATI TEAS 7: 10 questions on .+\.$/m);
    expect(mail.text).toContain(`${RM.openDashboard}: ${baseUrl}/`);
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = new RegExp(`${RM.stopLink}: (\\S+)`).exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${baseUrl}/reminders/unsubscribe?token=`)).toBe(true);

    // The link works signed out.
    const stranger = await newPage(browser);
    await stranger.page.goto(link);
    await stranger.page.getByRole('button', { name: RM.unsubscribeButton }).waitFor();
    await check(stranger.page, 'loop-2-stop-page');
    await stranger.page.getByRole('button', { name: RM.unsubscribeButton }).click();
    await stranger.page.getByRole('heading', { name: RM.unsubscribedTitle }).waitFor();
    await check(stranger.page, 'loop-3-stopped');
    expect(stranger.problems).toEqual([]);
    // The student's setting is off now.
    const setting = await page.request.get(`${baseUrl}/api/reminders`);
    expect(await setting.json()).toMatchObject({
      enabled: false,
      days: 'daily',
      timeZone: timezoneId,
    });

    // An estimate, then the exam date set to today: from today the real score can be reported.
    await takeTest(page);
    await page.goto(`${baseUrl}/`);
    const teas = page.getByRole('region', { name: M.examTitle('ATI TEAS 7') });
    await teas.getByTestId('readiness-estimate').waitFor();
    const target = teas.getByRole('form', { name: M.targetHeading });
    const today = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    await target.getByLabel(M.examDateLabel).fill(today);
    await target.getByRole('radio', { name: M.targetScore }).check();
    await target.getByLabel(/^Target score/).fill('65');
    await target.getByRole('button', { name: M.saveTarget }).click();
    await page.getByText(M.targetSaved).waitFor();

    const report = teas.getByRole('form', { name: RS.heading });
    await report.waitFor();
    await report.getByLabel(/^Your score/).fill('71.5');
    await report.getByRole('checkbox', { name: RS.consentLabel }).check();
    await report.getByRole('button', { name: RS.submit }).click();
    await page.getByText(RS.saved).waitFor();
    await report
      .getByTestId('real-score-reported')
      .getByText(RS.reported('71.5%', today), { exact: false })
      .waitFor();
    await check(page, 'loop-4-real-score');
    expect(problems).toEqual([]);

    // The administrator's calibration table.
    const admin = await newPage(browser);
    await admin.page.goto(`${baseUrl}/auth`);
    const signIn = admin.page.getByRole('form', { name: 'Welcome back' });
    await signIn.getByLabel('Email').fill(inject('adminEmail'));
    await signIn.getByLabel(/^Password/).fill(inject('adminPassword'));
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await admin.page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
    await admin.page.goto(`${baseUrl}/admin?tab=questions`);
    await admin.page.getByRole('tab', { name: RS.adminTitle }).click();
    const table = admin.page.getByRole('table', { name: RS.tableCaption('ATI TEAS 7') });
    await table.waitFor();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await table.getByRole('cell', { name: '71.5%' }).first().waitFor();
    await admin.page.getByRole('img', { name: RS.plotSummary('ATI TEAS 7') }).waitFor();
    await check(admin.page, 'loop-5-calibration');
    expect(admin.problems).toEqual([]);
  }, 180_000);
});
