// Progress survives a reload (the link in the URL) and a later visit without a link (localStorage);
// after the first visit the service worker keeps the site, engine included, working offline.
import { test, expect, type Page } from '@playwright/test';
import { boardGivens, cellName, cellNames, openFirstVisit, sudokuBoard, sudokuCell } from './support/app';
import { engineReady, engineRequest } from './support/engine';

/** Writes the solution's digit in the first `count` empty cells and a centre mark in the next one. */
async function makeProgress(page: Page, count: number, hasTouch: boolean): Promise<void> {
  const givens = await boardGivens(page);
  const solution = (await engineRequest(page, { op: 'solve', puzzle: givens })).solution;
  const empty = [...givens].flatMap((c, cell) => (c === '.' ? [cell] : []));
  const pad = page.getByRole('group', { name: 'Digits' });
  const press = async (locator: ReturnType<Page['locator']>) => (hasTouch ? locator.tap() : locator.click());
  for (const cell of empty.slice(0, count)) {
    await press(sudokuCell(page, cellName(cell)));
    await press(pad.getByRole('button', { name: solution[cell], exact: true }));
  }
  const marked = empty[count];
  const wrongDigit = (Number(solution[marked]) % 9) + 1;
  await press(sudokuCell(page, cellName(marked)));
  await press(page.getByRole('button', { name: 'Centre', exact: true }));
  await press(pad.getByRole('button', { name: String(wrongDigit), exact: true }));
  await expect(sudokuCell(page, cellName(marked))).toHaveAttribute('aria-label', new RegExp(`candidates ${wrongDigit}$`));
}

test('a reload, and a visit without the link, restore the progress', async ({ page, hasTouch }) => {
  await openFirstVisit(page);
  await makeProgress(page, 4, hasTouch);
  const before = await cellNames(page);

  await page.reload();
  await expect(sudokuBoard(page)).toBeVisible();
  await expect.poll(() => cellNames(page)).toEqual(before);

  // The same origin without a fragment: the saved game comes from localStorage.
  await page.goto('/');
  await expect(sudokuBoard(page)).toBeVisible();
  await expect.poll(() => cellNames(page)).toEqual(before);
});

test('offline after the first visit: the page, the saved game and the engine still load', async ({ page, context, hasTouch }) => {
  await openFirstVisit(page);
  // The service worker takes control of the first visit once it has cached every built file.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
  await makeProgress(page, 2, hasTouch);
  const before = await cellNames(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(sudokuBoard(page)).toBeVisible();
    await expect.poll(() => cellNames(page)).toEqual(before);
    await engineReady(page);
    const givens = await boardGivens(page);
    const solved = await engineRequest(page, { op: 'solve', puzzle: givens });
    expect(solved.solution).toMatch(/^[1-9]{81}$/);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  } finally {
    await context.setOffline(false);
  }
});
