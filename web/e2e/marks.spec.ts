// Pencil marks (corner and centre) as the cell's accessible name says them, entered by keyboard
// modifiers (desktop) and by the mode buttons with the digit pad (both); undo and redo step back
// and forth through every change.
import { test, expect, type Locator } from '@playwright/test';
import { boardGivens, cellName, openFirstVisit, sudokuCell } from './support/app';
import { engineRequest } from './support/engine';

test('corner and centre marks, a digit over them, undo and redo', async ({ page, hasTouch }) => {
  await openFirstVisit(page);
  const givens = await boardGivens(page);
  const empty = [...givens].findIndex((c) => c === '.');
  const name = cellName(empty);
  // The digit written over the marks is the solution's, so that no conflict joins the cell's name.
  const digit = Number((await engineRequest(page, { op: 'solve', puzzle: givens })).solution[empty]);
  const cell = sudokuCell(page, name);
  const press = (target: Locator) => (hasTouch ? target.tap() : target.click());
  const pad = (d: number) => page.getByRole('group', { name: 'Digits' }).getByRole('button', { name: String(d), exact: true });
  const expectName = (rest: string) => expect(cell).toHaveAttribute('aria-label', `${name}, ${rest}`);

  await press(cell);
  await expectName('empty');

  if (!hasTouch) {
    // SudokuPad's modifiers: Shift+digit a corner mark, Ctrl+digit a centre mark.
    await page.keyboard.press('Shift+Digit3');
    await expectName('empty, corner marks 3');
    await page.keyboard.press('Control+Digit5');
    await expectName('empty, candidates 5, corner marks 3');
  } else {
    await press(page.getByRole('button', { name: 'Corner', exact: true }));
    await press(pad(3));
    await press(page.getByRole('button', { name: 'Centre', exact: true }));
    await press(pad(5));
    await expectName('empty, candidates 5, corner marks 3');
  }

  await press(page.getByRole('button', { name: 'Corner', exact: true }));
  await press(pad(7));
  await expectName('empty, candidates 5, corner marks 3 7');
  await press(page.getByRole('button', { name: 'Centre', exact: true }));
  await press(pad(1));
  await expectName('empty, candidates 1 5, corner marks 3 7');
  await press(page.getByRole('button', { name: 'Normal', exact: true }));
  await press(pad(digit));
  await expectName(String(digit));

  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  await press(undo);
  await expectName('empty, candidates 1 5, corner marks 3 7');
  await press(undo);
  await expectName('empty, candidates 5, corner marks 3 7');
  await press(undo);
  await expectName('empty, candidates 5, corner marks 3');
  await press(redo);
  await expectName('empty, candidates 5, corner marks 3 7');
  await press(redo);
  await press(redo);
  await expectName(String(digit));
  await expect(redo).toBeDisabled();

  if (!hasTouch) {
    // The keys do the same: z undoes, y redoes.
    await page.keyboard.press('z');
    await expectName('empty, candidates 1 5, corner marks 3 7');
    await page.keyboard.press('y');
    await expectName(String(digit));
  }
});
