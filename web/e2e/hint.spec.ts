// Graded hints (issue 13): each press of Hint asks the page's engine for the next level of the same
// state and shows its words: a nudge with the house to look at, then the technique and its cells
// (each named cell's accessible name says "in the hint", and only those cells'), then the whole
// step; for a player without pencil marks the short chain of steps to the next digit, one step per
// press, the placement last. A chain step is drawn link by link with its Eureka notation.
// What each level should say is asked of the page's engine for the same state, independently of the UI.
import { test, expect, type Page } from '@playwright/test';
import { boardGivens, cellNames, openFirstVisit, sudokuBoard } from './support/app';
import { type Json, engineRequest } from './support/engine';
import { linkAfterSteps } from './support/stateLink';

/** top95 #1: after three singles, the next digit needs eliminations first (a player without marks). */
const ELIMINATIONS_FIRST = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** top95 #3: its logical path meets an alternating inference chain after about twenty steps. */
const CHAIN_PUZZLE = '.524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........';

const highlighted = async (page: Page) =>
  (await cellNames(page)).filter((name) => name.includes('in the hint')).map((name) => name.split(',')[0]);

function hintButton(page: Page, hasTouch: boolean) {
  const button = page.getByRole('button', { name: 'Hint', exact: true });
  return () => (hasTouch ? button.tap() : button.click());
}

test('each press of Hint shows the next level, then the steps to the next digit one by one', async ({ page, hasTouch }) => {
  await openFirstVisit(page);
  const givens = await boardGivens(page);
  const ask = async (level: number): Promise<Json> => (await engineRequest(page, { op: 'hint', level, puzzle: givens, state: { grid: givens } }))['x-hint'];
  const [nudge, pattern, full] = [await ask(1), await ask(2), await ask(3)];
  expect(full.kind, 'a player without pencil marks is shown the next digit').toBe('placement');
  expect(full.steps.length).toBeGreaterThan(0);

  const press = hintButton(page, hasTouch);
  const hintText = page.getByTestId('hint-text');

  await press();
  await expect(hintText).toHaveText(nudge.text);
  expect(await highlighted(page), 'the nudge names no cell').toEqual([]);

  await press();
  await expect(hintText).toHaveText(pattern.text);
  await expect.poll(() => highlighted(page)).toEqual([...pattern.cells].sort(byReadingOrder));

  await press();
  const steps: Json[] = full.steps;
  // Several steps are listed one by one (the engine's text runs their sentences together).
  await expect(hintText).toHaveText(steps.length > 1 ? `${steps.length} steps lead to the next digit:` : full.text);
  for (let shown = 1; shown < steps.length; shown++) {
    await expect(page.getByTestId('hint-chain-step')).toHaveCount(shown);
    await press();
  }
  if (steps.length > 1) await expect(page.getByTestId('hint-chain-step')).toHaveText(steps.map((step) => step.text));
  const placement = steps[steps.length - 1];
  expect(placement.placements).toHaveLength(1);
  await expect(page.locator('.hint-placement')).toHaveText(String(placement.placements[0].digit));
  await expect.poll(() => highlighted(page)).toEqual([...placement.cells].sort(byReadingOrder));
});

test('a digit reached through eliminations: one step per press, each with its removed candidates, the digit last', async ({ page, hasTouch }) => {
  await openFirstVisit(page);
  const path: Json[] = (await engineRequest(page, { op: 'explain', puzzle: ELIMINATIONS_FIRST }))['x-explain'].steps;
  const { fragment, state } = linkAfterSteps({ size: 9, givens: ELIMINATIONS_FIRST }, path.slice(0, 3), false);
  const full = (await engineRequest(page, { op: 'hint', level: 3, puzzle: ELIMINATIONS_FIRST, state }))['x-hint'];
  expect(full.kind).toBe('placement');
  const steps: Json[] = full.steps;
  expect(steps.length, 'eliminations come before the placement').toBeGreaterThan(1);

  await page.goto(`/${fragment}`);
  await expect(sudokuBoard(page)).toBeVisible();
  await expect.poll(() => boardGivens(page)).toBe(ELIMINATIONS_FIRST);
  const press = hintButton(page, hasTouch);
  for (let level = 1; level <= 3; level++) await press();
  await expect(page.getByTestId('hint-text')).toHaveText(`${steps.length} steps lead to the next digit:`);
  for (const [index, step] of steps.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Next step', exact: true }).click();
    await expect(page.getByTestId('hint-chain-step')).toHaveCount(index + 1);
    await expect(page.getByTestId('hint-chain-step').last()).toHaveText(step.text);
    await expect(page.getByTestId('hint-elimination')).toHaveCount(step.eliminations.length);
  }
  await expect(page.locator('.hint-placement')).toHaveText(String(steps[steps.length - 1].placements[0].digit));
  await expect(page.getByRole('button', { name: 'Next step', exact: true })).toHaveCount(0);
});

test('a chain step is drawn link by link, strong solid and weak dashed, with its Eureka notation', async ({ page, hasTouch }) => {
  await openFirstVisit(page);
  const path: Json[] = (await engineRequest(page, { op: 'explain', puzzle: CHAIN_PUZZLE }))['x-explain'].steps;
  const at = path.findIndex((step) => (step.links ?? []).length > 0);
  expect(at, 'the path has a step with links').toBeGreaterThan(0);
  const { fragment, state } = linkAfterSteps({ size: 9, givens: CHAIN_PUZZLE }, path.slice(0, at), true);
  const full = (await engineRequest(page, { op: 'hint', level: 3, puzzle: CHAIN_PUZZLE, state }))['x-hint'];
  expect(full.kind, 'a player with pencil marks is shown the next step').toBe('step');
  const step = full.steps[0];
  const links: Json[] = [...(step.links ?? []), ...(step.branches ?? []).flatMap((branch: Json) => branch.links)];
  expect(links.length, `the next step (${step.name}) has links`).toBeGreaterThan(0);

  await page.goto(`/${fragment}`);
  await expect(sudokuBoard(page)).toBeVisible();
  await expect.poll(() => boardGivens(page)).toBe(CHAIN_PUZZLE);
  const press = hintButton(page, hasTouch);
  for (const level of [1, 2, 3]) {
    await press();
    await expect(page.locator('.hint-label')).toContainText(`${level} of 3`);
  }
  // The sentence, and the Eureka notation that closes it on a monospace line of its own.
  await expect(page.getByTestId('hint-text')).toHaveText(step.eureka ? full.text.replace(` Eureka: ${step.eureka}.`, '') : full.text);
  const drawn = page.getByTestId('chain-link');
  await expect(drawn).toHaveCount(links.length);
  const types = await drawn.evaluateAll((paths) => paths.map((path) => path.getAttribute('data-type')));
  expect(types).toEqual(links.map((link) => link.type));
  if (step.eureka) await expect(page.getByTestId('hint-eureka')).toHaveText(step.eureka);
  await expect(page.getByTestId('hint-elimination')).toHaveCount(step.eliminations.length);
});

/** "r2c10" after "r2c9": cell names in reading order. */
function byReadingOrder(a: string, b: string): number {
  const [ra, ca] = a.slice(1).split('c').map(Number);
  const [rb, cb] = b.slice(1).split('c').map(Number);
  return ra - rb || ca - cb;
}
