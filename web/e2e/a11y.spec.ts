// axe-core finds no violation on any screen: the start screen with its puzzle, the New game, Paste
// and Search trace dialogs, a hint shown on the board, a deduction grid with its hint and with its
// logic graph; each in light and in dark mode (prefers-color-scheme).
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { deductionBoard, openFirstVisit } from './support/app';
import { engineReady } from './support/engine';

/** Runs axe on the page as it is; the failure message lists each rule and the elements it flags. */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(report, `axe violations on the ${screen}`).toEqual([]);
}

async function openDeduction(page: Page): Promise<void> {
  await page.goto('/#d1.4x5.revealed.7');
  await engineReady(page);
  await expect(deductionBoard(page)).toBeVisible({ timeout: 60_000 });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test('start screen and New game dialog', async ({ page }) => {
      await openFirstVisit(page);
      await expectNoViolations(page, 'start screen');

      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
      await expectNoViolations(page, 'New game dialog (Sudoku)');
      await page.getByRole('dialog').getByRole('radio', { name: 'Deduction' }).check();
      await expectNoViolations(page, 'New game dialog (deduction)');
    });

    test('Paste and Search trace dialogs', async ({ page }) => {
      await openFirstVisit(page);
      await page.getByRole('button', { name: 'Paste', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Paste a puzzle' })).toBeVisible();
      await expectNoViolations(page, 'Paste dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: 'Trace', exact: true }).click();
      const trace = page.getByRole('dialog', { name: 'Search trace' });
      await expect(trace.getByRole('slider')).toBeVisible({ timeout: 30_000 });
      await expectNoViolations(page, 'Search trace dialog');
    });

    test('board with a hint shown', async ({ page }) => {
      await openFirstVisit(page);
      const hint = page.getByRole('button', { name: 'Hint', exact: true });
      for (let press = 0; press < 3; press++) {
        await hint.click();
        await expect(page.getByTestId('hint-text')).not.toBeEmpty();
      }
      await expectNoViolations(page, 'board with a hint');
    });

    test('deduction grid, with a hint shown', async ({ page }) => {
      await openDeduction(page);
      await expectNoViolations(page, 'deduction grid');
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect(page.getByTestId('hint-text')).not.toBeEmpty();
      await expectNoViolations(page, 'deduction grid with a hint');
    });

    test('deduction grid with its logic graph so far', async ({ page }) => {
      await openDeduction(page);
      await page.getByRole('button', { name: 'Show how', exact: true }).click();
      await expect(page.getByTestId('logic-graph').locator('.node').first()).toBeVisible({ timeout: 60_000 });
      await page.getByTestId('logic-graph').locator('.node').first().focus();
      await expectNoViolations(page, 'logic graph');
    });
  });
}
