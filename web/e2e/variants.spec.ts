// A killer and a thermo, generated through the New game dialog with fixed seeds: the board draws one
// cage outline per cage and one thermometer per thermometer of the puzzle JSON (the native command
// line's, same seed), and looks as the committed screenshots do (e2e/screenshots/, made on Debian 12
// with its chromium and DejaVu fonts; `npx playwright test --update-snapshots` remakes them).
import { test, expect } from '@playwright/test';
import { openFirstVisit, startSudoku, sudokuBoard } from './support/app';
import { cliJson } from './support/engine';

const variants = [
  { rule: 'Killer', variant: 'killer', seed: 15, testId: 'cage', key: 'cages' },
  { rule: 'Thermo', variant: 'thermo', seed: 16, testId: 'thermometer', key: 'thermos' },
] as const;

for (const { rule, variant, seed, testId, key } of variants) {
  test(`${variant} seed ${seed}: every ${testId} drawn, as on the screenshot`, async ({ page }) => {
    const puzzle = cliJson(['generate', '--variant', variant, '--seed', String(seed), '--level', 'any']);
    expect(puzzle[key].length).toBeGreaterThan(0);

    await openFirstVisit(page);
    await startSudoku(page, { rules: [rule], level: 'Any', seed }, puzzle.givens);
    await expect(page.getByTestId(testId)).toHaveCount(puzzle[key].length);
    await expect(page.getByTestId('region-border')).toHaveCount(1);

    // The whole board, SVG drawing and the accessible grid over it; no cell selected or focused.
    const board = sudokuBoard(page).locator('..');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(board).toHaveScreenshot(`${variant}-seed-${seed}.png`);
  });
}
