// Hints in steps: a nudge, then the technique, then the whole step, whose cells the board then
// highlights (each named cell's accessible name says "in the hint", and only those cells').
// The step itself is asked of the page's engine for the same state, independently of the UI.
import { test, expect } from '@playwright/test';
import { boardGivens, cellNames, openFirstVisit } from './support/app';
import { engineRequest } from './support/engine';

test('three presses of Hint: nudge, technique, the full step with its cells highlighted', async ({ page, hasTouch }) => {
  await openFirstVisit(page);
  const givens = await boardGivens(page);
  const step = (await engineRequest(page, { op: 'hint', puzzle: givens, state: { grid: givens } }))['x-hint'];
  expect(step.technique, 'a fresh classic puzzle has a logical next step').toBeTruthy();
  expect(step.cells.length).toBeGreaterThan(0);

  const hintButton = page.getByRole('button', { name: 'Hint', exact: true });
  const hintText = page.getByTestId('hint-text');
  const press = () => (hasTouch ? hintButton.tap() : hintButton.click());
  const highlighted = async () =>
    (await cellNames(page)).filter((name) => name.includes('in the hint')).map((name) => name.split(',')[0]);

  await press();
  await expect(hintText).toHaveText(/^Look (at|for)/);
  const nudge = await hintText.textContent();
  expect(nudge, 'the nudge does not give the step away').not.toContain(step.text);

  await press();
  await expect(hintText).toContainText(`Technique: ${step.name}`);

  await press();
  await expect(hintText).toHaveText(step.text);
  await expect.poll(highlighted).toEqual([...step.cells].sort(byReadingOrder));
});

/** "r2c10" after "r2c9": cell names in reading order. */
function byReadingOrder(a: string, b: string): number {
  const [ra, ca] = a.slice(1).split('c').map(Number);
  const [rb, cb] = b.slice(1).split('c').map(Number);
  return ra - rb || ca - cb;
}
