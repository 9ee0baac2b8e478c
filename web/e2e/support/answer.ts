import type { Page } from 'playwright-core';

export type ShownItemType = 'single' | 'multiple-select' | 'ordered' | 'numeric';

/** The type of the question on screen, read from its controls as a student sees them. */
export async function shownItemType(page: Page): Promise<ShownItemType> {
  const controls = page
    .getByRole('radio')
    .or(page.getByRole('checkbox'))
    .or(page.getByRole('textbox', { name: 'Your answer' }))
    .or(page.getByRole('button', { name: /^Move (up|down):/ }));
  await controls.first().waitFor();
  if (await page.getByRole('radio').count()) return 'single';
  if (await page.getByRole('checkbox').count()) return 'multiple-select';
  if (await page.getByRole('textbox', { name: 'Your answer' }).count()) return 'numeric';
  return 'ordered';
}

/**
 * Answers the question on screen with the keyboard, whatever its type: option `choice`
 * (0-based) by its digit on a single-answer or multiple-select item, the order shown
 * confirmed (Enter on 'Confirm this order'), or a number typed and Enter. Focus ends outside
 * any field, so ← and → move between questions again.
 */
export async function answerWithKeyboard(page: Page, choice: number): Promise<ShownItemType> {
  const type = await shownItemType(page);
  if (type === 'single' || type === 'multiple-select') {
    const count = await page.getByRole(type === 'single' ? 'radio' : 'checkbox').count();
    await page.keyboard.press(String((choice % count) + 1));
  } else if (type === 'ordered') {
    const confirm = page.getByRole('button', { name: 'Confirm this order' });
    if (await confirm.count()) {
      await confirm.focus();
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'detached' });
    }
  } else {
    const box = page.getByRole('textbox', { name: 'Your answer' });
    await box.focus();
    await page.keyboard.type(String(choice + 1));
    await page.keyboard.press('Enter');
  }
  await page.getByTestId('question-counter').focus();
  return type;
}

/** Answers the question on screen with the mouse: the first option, or the order or a number. */
export async function answerWithMouse(page: Page): Promise<ShownItemType> {
  const type = await shownItemType(page);
  if (type === 'single') await page.getByRole('radio').first().click();
  else if (type === 'multiple-select') await page.getByRole('checkbox').first().click();
  else if (type === 'ordered') {
    const confirm = page.getByRole('button', { name: 'Confirm this order' });
    if (await confirm.count()) await confirm.click();
  } else {
    await page.getByRole('textbox', { name: 'Your answer' }).fill('1');
    await page.getByRole('textbox', { name: 'Your answer' }).press('Enter');
  }
  return type;
}

/** The test on screen: every question answered with the mouse, then submitted. */
export async function answerAll(page: Page) {
  const counter = page.getByTestId('question-counter');
  await counter.waitFor();
  const total = Number(((await counter.textContent()) ?? '').match(/of (\d+)/)?.[1]);
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
