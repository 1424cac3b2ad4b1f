// Whole games: a first visit opens on a classic 9x9 puzzle, played to the end by keyboard alone on
// the desktop and by touch alone (cells and the digit pad) on the phone; the win message follows.
// The solution comes from the page's engine (the solve op), the moves only through the interface.
import { test, expect, type Page } from '@playwright/test';
import { boardGivens, cellName, openFirstVisit, sudokuBoard, sudokuCell } from './support/app';
import { engineRequest } from './support/engine';

async function solutionOf(page: Page, givens: string): Promise<string> {
  const answer = await engineRequest(page, { op: 'solve', puzzle: givens });
  expect(answer.solution).toMatch(/^[1-9]{81}$/);
  return answer.solution;
}

/** The cell index of the focused gridcell, or null when the focus is elsewhere. */
async function focusedCell(page: Page): Promise<number | null> {
  const name = await page.evaluate(() =>
    document.activeElement?.getAttribute('role') === 'gridcell' ? document.activeElement.getAttribute('aria-label') : null,
  );
  const match = name ? /^r(\d+)c(\d+),/.exec(name) : null;
  return match ? (Number(match[1]) - 1) * 9 + (Number(match[2]) - 1) : null;
}

async function expectWin(page: Page): Promise<void> {
  // Announced in the status line, and shown beside the board until the next game.
  await expect(page.getByRole('status').filter({ hasText: 'Solved' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Solved' })).toBeVisible();
}

test('a first visit opens on a classic puzzle, played to the end by keyboard only', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a phone has no keyboard: the touch game plays there');
  await openFirstVisit(page);
  const givens = await boardGivens(page);
  const solution = await solutionOf(page, givens);

  // Tab from the top of the page to the board's one tab stop.
  let at: number | null = null;
  for (let presses = 0; presses < 40 && at === null; presses++) {
    await page.keyboard.press('Tab');
    at = await focusedCell(page);
  }
  expect(at, 'Tab reaches the board').not.toBeNull();

  for (let cell = 0; cell < 81; cell++) {
    if (givens[cell] !== '.') continue;
    const rows = Math.floor(cell / 9) - Math.floor(at! / 9);
    const columns = (cell % 9) - (at! % 9);
    for (let i = 0; i < Math.abs(rows); i++) await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
    for (let i = 0; i < Math.abs(columns); i++) await page.keyboard.press(columns > 0 ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press(`Digit${solution[cell]}`);
    at = cell;
    await expect(sudokuCell(page, cellName(cell))).toHaveAttribute('aria-label', `${cellName(cell)}, ${solution[cell]}`);
  }
  await expectWin(page);
  expect(await focusedCell(page), 'the focus stayed on the board').not.toBeNull();
});

test('a classic puzzle played to the end by touch: tap a cell, tap the digit pad', async ({ page, hasTouch }) => {
  test.skip(!hasTouch, 'touch play runs on the phone');
  await openFirstVisit(page);
  const givens = await boardGivens(page);
  const solution = await solutionOf(page, givens);
  const pad = page.getByRole('group', { name: 'Digits' });

  for (let cell = 0; cell < 81; cell++) {
    if (givens[cell] !== '.') continue;
    await sudokuCell(page, cellName(cell)).tap();
    await pad.getByRole('button', { name: solution[cell], exact: true }).tap();
    await expect(sudokuCell(page, cellName(cell))).toHaveAttribute('aria-label', `${cellName(cell)}, ${solution[cell]}`);
  }
  await expectWin(page);
  await expect(sudokuBoard(page)).toBeVisible();
});
