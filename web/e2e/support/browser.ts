import { type Browser, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

let visitors = 0;

/**
 * Each browser context is its own visitor, with its own client address: the journeys share
 * one stack (global-setup.ts, which trusts the loopback proxy header), and the per-address
 * limits a real visitor meets (20 accounts an hour) would otherwise count every journey's
 * sign-ups as one visitor's.
 */
function asOwnVisitor(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => {
    visitors++;
    const address = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
    return newContext({
      ...options,
      extraHTTPHeaders: { 'X-Forwarded-For': address, ...options.extraHTTPHeaders },
    });
  };
  return browser;
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return asOwnVisitor(browser);
}

/**
 * A fresh page that fails the test on any uncaught page error, CSP violation or failed
 * hydration of a prerendered page.
 */
export async function newPage(
  browser: Browser,
  /** `timezoneId`: the device's time zone (IANA), for journeys that depend on the local day. */
  options: { phone?: boolean; timezoneId?: string } = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    ...(options.phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
    // A prerendered page (landing, blog post) that React could not hydrate (main.tsx).
    if (message.text().includes('hydration fell back')) problems.push(`console: ${message.text()}`);
  });
  return { page, problems };
}

/**
 * Waits until the app has taken over a page the server rendered (src/document/boot.ts marks
 * the root). A script acts faster than a person: what it does before then is held and done
 * afterwards, not lost, but it lands later than the script's next step expects.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('#root[data-app-ready]').waitFor({ state: 'attached' });
}
