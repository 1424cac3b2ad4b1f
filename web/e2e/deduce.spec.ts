// A deduction grid refuses a guess and counts a mistake. Which person is a guess and which verdict a
// mistake is found by asking the page's engine (deduce_mark, deduce_hint) on the same puzzle, so the
// test does not depend on one puzzle's contents; the moves themselves go through the cards and the
// verdict buttons.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { deductionBoard } from './support/app';
import { engineReady, engineRequest, type Json } from './support/engine';

const link = { size: '4x5', mode: 'revealed', seed: '5' };

const card = (page: Page, person: Json): Locator =>
  deductionBoard(page).getByRole('gridcell', { name: new RegExp(`^${person.name}, ${person.cell},`) });

/** A hidden person whose verdict nothing visible forces at the start (the engine answers "guess"). */
async function unforcedPerson(page: Page, puzzle: Json): Promise<{ person: Json; verdict: string }> {
  for (const person of puzzle.people) {
    if (puzzle.reveals.includes(person.cell)) continue;
    const verdict = puzzle.solution[puzzle.people.indexOf(person)] === 'C' ? 'criminal' : 'innocent';
    const answer = await engineRequest(page, { op: 'deduce_mark', puzzle, moves: [], cell: person.cell, verdict });
    if (answer.outcome === 'guess') return { person, verdict };
  }
  throw new Error('every hidden person is forced at the start');
}

test('a guess is refused and counted, a wrong forced verdict is a mistake, the right one reveals', async ({ page, hasTouch }) => {
  await page.goto(`/#d1.${link.size}.${link.mode}.${link.seed}`);
  await engineReady(page);
  await expect(deductionBoard(page)).toBeVisible({ timeout: 60_000 });
  const puzzle = await engineRequest(page, { op: 'generate', family: 'deduce', ...link });
  await expect(deductionBoard(page).getByRole('gridcell')).toHaveCount(puzzle.people.length);

  const press = (target: Locator) => (hasTouch ? target.tap() : target.click());
  const verdictButton = (verdict: string) =>
    page.getByRole('group', { name: 'Verdict on the selected person' }).getByRole('button', { name: verdict === 'criminal' ? 'Criminal' : 'Innocent' });
  const status = page.locator('.deduce-status');

  // Even the right verdict is refused while nothing visible forces it.
  const guess = await unforcedPerson(page, puzzle);
  await press(card(page, guess.person));
  await press(verdictButton(guess.verdict));
  await expect(status).toContainText('Refused');
  await expect(page.getByText('Refused guesses: 1', { exact: true })).toBeVisible();
  await expect(card(page, guess.person)).toHaveAttribute('aria-label', /, hidden,/);

  // The person the engine's hint names is forced: the opposite verdict is a mistake.
  const { hint } = await engineRequest(page, { op: 'deduce_hint', puzzle, moves: [] });
  const forced = puzzle.people.find((person: Json) => person.cell === hint.cell);
  const wrong = hint.verdict === 'criminal' ? 'innocent' : 'criminal';
  await press(card(page, forced));
  await press(verdictButton(wrong));
  await expect(status).toContainText('Mistake');
  await expect(page.getByText('Mistakes: 1', { exact: true })).toBeVisible();
  await expect(card(page, forced)).toHaveAttribute('aria-label', /, hidden,/);

  await press(verdictButton(hint.verdict));
  await expect(status).toContainText('Right');
  await expect(card(page, forced)).toHaveAttribute('aria-label', new RegExp(`^${forced.name}, ${forced.cell}, ${hint.verdict},`));
  await expect(page.getByText('Mistakes: 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Refused guesses: 1', { exact: true })).toBeVisible();
});
