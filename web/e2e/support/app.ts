// Steps through the player's own interface that several specs share: waiting for the board, opening
// a puzzle by the New game dialog, reading the board through its accessible names (the DOM
// contract: role="grid" of role="gridcell" named "r1c1, given 5", "r2c3, 7", "r3c4, empty, ...").
import { expect, type Locator, type Page } from '@playwright/test';
import { engineReady } from './engine';

export const sudokuBoard = (page: Page): Locator => page.getByRole('grid', { name: 'Sudoku board' });
export const deductionBoard = (page: Page): Locator => page.getByRole('grid', { name: 'Deduction board' });

/** The gridcell of a Sudoku cell by name ("r1c1"): its accessible name starts with the cell name. */
export const sudokuCell = (page: Page, name: string): Locator =>
  sudokuBoard(page).getByRole('gridcell', { name: new RegExp(`^${name},`) });

export const cellName = (cell: number, size = 9): string => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;

/** A first visit: a fresh page opens on a classic 9x9 puzzle ready to play. */
export async function openFirstVisit(page: Page): Promise<void> {
  await page.goto('/');
  await engineReady(page);
  await expect(sudokuBoard(page)).toBeVisible({ timeout: 60_000 });
  await expect(sudokuBoard(page).getByRole('gridcell')).toHaveCount(81);
}

/** The accessible names of the board's cells, in reading order. */
export async function cellNames(page: Page): Promise<string[]> {
  return sudokuBoard(page).getByRole('gridcell').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
}

/** The board's givens as a line-form string ('.' for a cell without a given), read from the names. */
export async function boardGivens(page: Page): Promise<string> {
  const names = await cellNames(page);
  return names.map((name) => /^r\d+c\d+, given (\d)/.exec(name)?.[1] ?? '.').join('');
}

export interface SudokuChoice {
  /** Rule checkboxes of the dialog by label ("Killer", "Thermo", ...); none for classic. */
  rules?: string[];
  /** The Level select's option label ("Any", "Easy", ...). */
  level: string;
  seed: number;
}

/**
 * Opens the New game dialog, picks the rules, level and seed, starts, and waits until the board
 * shows `expectedGivens` (the native command line's puzzle for the same seed).
 */
export async function startSudoku(page: Page, choice: SudokuChoice, expectedGivens: string): Promise<void> {
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Sudoku' }).check();
  for (const rule of ['X (diagonals)', 'Jigsaw', 'Killer', 'Thermo']) {
    await dialog.getByRole('checkbox', { name: rule, exact: true }).setChecked(choice.rules?.includes(rule) ?? false);
  }
  await dialog.getByLabel('Level').selectOption({ label: choice.level });
  await dialog.getByLabel('Seed (optional)').fill(String(choice.seed));
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => boardGivens(page), { timeout: 60_000 }).toBe(expectedGivens);
}
