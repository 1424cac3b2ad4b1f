// A variant the player holds no code for: a kropki + anti-knight puzzle of the native command line,
// pasted. The board draws the engine's marks (one dot per dot of the JSON, the engine's legend
// under the board), and a digit a knight's move from the same digit is marked as a conflict with
// the words the native engine gives for that grid. An even-odd puzzle, pasted: titled as the New
// game dialog names the rule, its marked cells named by what they mean.
import { test, expect } from '@playwright/test';
import { cellName, openFirstVisit, sudokuBoard, sudokuCell } from './support/app';
import { cliPath, engineRequest } from './support/engine';
import { execFileSync } from 'node:child_process';

function nativeApi(request: object): any {
  return JSON.parse(execFileSync(cliPath(), ['api', JSON.stringify(request)], { encoding: 'utf8' }));
}

const KNIGHT_MOVES = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];

test('a kropki anti-knight puzzle: the engine\'s marks, legend and conflicts', async ({ page }) => {
  const puzzle = nativeApi({ op: 'generate', variant: 'kropki,anti-knight', seed: 2, level: 'any' });
  const dots = (puzzle.difference?.length ?? 0) + (puzzle.ratio?.length ?? 0);
  expect(dots).toBeGreaterThan(0);

  await openFirstVisit(page);
  await page.getByRole('button', { name: 'Paste', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a puzzle' });
  await dialog.getByRole('textbox').fill(JSON.stringify(puzzle));
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-testid="dot-white"], [data-testid="dot-black"]')).toHaveCount(dots);
  await expect(page.getByRole('list', { name: 'Variant rules' })).toContainText("cells a knight's move apart never hold the same digit");
  await expect(page.locator('.game-bar')).toContainText(/Kropki/);

  // An empty cell a knight's move from a given: the given's digit there breaks anti-knight.
  const givens: string = puzzle.givens;
  let target = -1;
  let digit = 0;
  for (let cell = 0; cell < 81 && target < 0; cell++) {
    if (givens[cell] !== '.') continue;
    for (const [dr, dc] of KNIGHT_MOVES) {
      const r = Math.floor(cell / 9) + dr;
      const c = (cell % 9) + dc;
      if (r >= 0 && r < 9 && c >= 0 && c < 9 && givens[r * 9 + c] !== '.') {
        target = cell;
        digit = Number(givens[r * 9 + c]);
        break;
      }
    }
  }
  expect(target).toBeGreaterThanOrEqual(0);
  await sudokuCell(page, cellName(target)).click();
  await page.keyboard.press(`Digit${digit}`);
  await expect(sudokuCell(page, cellName(target))).toHaveAccessibleName(/, conflict/);

  // The page's engine and the native one say the same about that grid.
  const grid = givens.slice(0, target) + String(digit) + givens.slice(target + 1);
  const request = { op: 'conflicts', puzzle, grid };
  const native = nativeApi(request);
  expect(native.conflicts.some((c: { text: string; cells: string[] }) => /knight/.test(c.text) || c.cells.includes(cellName(target)))).toBe(true);
  expect(await engineRequest(page, request)).toEqual(native);
  await expect(sudokuBoard(page)).toBeVisible();
});

test('an even-odd puzzle: titled as the dialog names it, its cells named by meaning', async ({ page }) => {
  const puzzle = nativeApi({ op: 'generate', variant: 'even-odd', seed: 3, level: 'any' });
  const even: string = puzzle.even[0].cell;
  const odd: string = puzzle.odd[0].cell;

  await openFirstVisit(page);
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  const newGame = page.getByRole('dialog', { name: 'New game' });
  await expect(newGame.getByRole('checkbox', { name: 'Even-Odd', exact: true })).toBeVisible();
  await newGame.getByRole('button', { name: 'Paste a puzzle…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a puzzle' });
  await dialog.getByRole('textbox').fill(JSON.stringify(puzzle));
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.game-title h2')).toHaveText('Even-Odd');
  await expect(sudokuCell(page, even)).toHaveAccessibleName(/, even cell$/);
  await expect(sudokuCell(page, odd)).toHaveAccessibleName(/, odd cell$/);
});
