import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: string[] };

type AxeNode = { target: string[]; any?: { data?: { messageKey?: string } | null }[] };
type AxeResult = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/**
 * Runs axe-core in the page and returns the serious and critical violations (WCAG 2.x A/AA
 * rules), each with the selectors of the offending nodes, so a failing test says what to fix.
 *
 * Text drawn in its own background colour (a 1:1 contrast ratio) is one of them. axe does not
 * call it a violation: it files it under "incomplete" (it might be text hidden on purpose), so
 * badges whose text was invisible passed. Hidden text is hidden here with the visually-hidden
 * class (which axe skips), never by colour, so a 1:1 ratio is always a failure.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // The page as it settles, not mid-way through a fade (a panel or a toast at half opacity
  // has half its contrast): no finite animation or transition running, within a bound; with a
  // toast on the page, twice 300 ms apart (its entrance starts a moment after it mounts).
  const settled = () =>
    page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity,
            ),
        null,
        { timeout: 3000 },
      )
      .catch(() => {});
  await settled();
  if (await page.locator('.mantine-Notifications-notification').count()) {
    await page.waitForTimeout(300);
    await settled();
  }
  // Evaluated through the DevTools protocol, so the site's CSP (no inline scripts) still holds;
  // once per document (the app's own navigations keep it, a page load starts afresh).
  // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
  if (!(await page.evaluate(() => typeof (window as any).axe?.run === 'function'))) {
    await page.evaluate(axeSource);
  }
  const run = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return { violations: result.violations, incomplete: result.incomplete };
  })) as { violations: AxeResult[]; incomplete: AxeResult[] };
  return seriousOf(run);
}

/** The serious and critical violations, and text as dark or light as its background. */
function seriousOf(run: { violations: AxeResult[]; incomplete: AxeResult[] }): AxeViolation[] {
  const selectors = (nodes: AxeNode[]) => nodes.map((n) => n.target.join(' '));
  const violations = run.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: selectors(v.nodes) }));
  const invisible = run.incomplete
    .filter((v) => v.id === 'color-contrast')
    .flatMap((v) =>
      v.nodes.filter((n) => (n.any ?? []).some((c) => c.data?.messageKey === 'equalRatio')),
    );
  if (invisible.length > 0) {
    violations.push({
      id: 'color-contrast',
      impact: 'serious',
      help: 'Text is drawn in its background colour (contrast 1:1)',
      nodes: selectors(invisible),
    });
  }
  return violations;
}
