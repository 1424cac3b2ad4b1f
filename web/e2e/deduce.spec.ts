// A deduction grid refuses a guess and counts a mistake. Which person is a guess and which verdict a
// mistake is found by asking the page's engine (deduce_mark, deduce_hint) on the same puzzle, so the
// test does not depend on one puzzle's contents; the moves themselves go through the cards and the
// verdict buttons.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { deductionBoard, openFirstVisit } from './support/app';
import { cliJson, engineReady, engineRequest, type Json } from './support/engine';

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

// The village theme's words as docs/deduction.md §1 "Themes" lists them (src/deduce/theme.cpp): its
// professions, and its six names of initial A, the initial of cell A1.
const VILLAGE_PROFESSIONS = ['baker', 'bard', 'blacksmith', 'carpenter', 'fisherman', 'healer', 'herbalist', 'hunter', 'innkeeper', 'knight', 'miller', 'potter', 'shepherd', 'tailor', 'weaver', 'witch'];
const VILLAGE_A_NAMES = ['Aldric', 'Agnes', 'Alys', 'Ambrose', 'Ansel', 'Avelina'];
const BIG_SEED = '3';

test('the New game dialog starts a 6x6 village grid: 36 villagers, the native cast for that seed, readable and playable', async ({ page, hasTouch }, testInfo) => {
  await openFirstVisit(page);
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: 'Deduction' }).check();
  await dialog.getByLabel('Size (columns × rows)').selectOption({ label: '6×6' });
  await dialog.getByLabel('Theme').selectOption({ label: 'Village' });
  await dialog.getByLabel('Seed (optional)').fill(BIG_SEED);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toBeHidden();

  const cards = deductionBoard(page).getByRole('gridcell');
  await expect(cards).toHaveCount(36, { timeout: 80_000 });
  await expect(page.locator('.deduce-meta')).toContainText('6×6 · Village');
  await expect(page).toHaveURL(new RegExp(`#d1\\.6x6\\.revealed\\.${BIG_SEED}\\.\\.village$`));

  // Accessible names are "Name, cell, verdict, profession": the cast as the board shows it.
  const shown = (await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))).map((label) => {
    const [name, cell, , profession] = label.split(', ');
    return { name, cell, profession };
  });
  expect(VILLAGE_A_NAMES).toContain(shown.find((person) => person.cell === 'A1')!.name);
  for (const person of shown) expect(VILLAGE_PROFESSIONS).toContain(person.profession);
  const native = cliJson(['deduce', 'generate', '--size', '6x6', '--theme', 'village', '--seed', BIG_SEED]);
  expect(shown).toEqual(native.people.map((person: Json) => ({ name: person.name, cell: person.cell, profession: person.profession })));

  // Every card's name and profession fits inside its card (no text cut off at this board size).
  const clipped = await cards.evaluateAll((nodes) =>
    nodes.flatMap((node) =>
      [...node.querySelectorAll('.deduce-card-name, .deduce-card-job')]
        .filter((text) => text.scrollWidth > (text as HTMLElement).offsetWidth + 1 || text.getBoundingClientRect().right > node.getBoundingClientRect().right)
        .map((text) => text.textContent),
    ),
  );
  expect(clipped).toEqual([]);
  // ... and stays readable: the board's CSS floors (0.68 rem and 0.6 rem of 16 px) hold at 6 columns.
  const smallest = await cards.evaluateAll((nodes) => {
    const sizes = (selector: string) => nodes.map((node) => parseFloat(getComputedStyle(node.querySelector(selector)!).fontSize));
    return { name: Math.min(...sizes('.deduce-card-name')), job: Math.min(...sizes('.deduce-card-job')) };
  });
  expect(smallest.name).toBeGreaterThanOrEqual(10.8);
  expect(smallest.job).toBeGreaterThanOrEqual(9.6);

  // Playable at this size: the person the engine's hint names takes its verdict by tap or click.
  const { hint } = await engineRequest(page, { op: 'deduce_hint', puzzle: native, moves: [] });
  const forced = native.people.find((person: Json) => person.cell === hint.cell);
  const press = (target: Locator) => (hasTouch ? target.tap() : target.click());
  await press(card(page, forced));
  await press(page.getByRole('group', { name: 'Verdict on the selected person' }).getByRole('button', { name: hint.verdict === 'criminal' ? 'Criminal' : 'Innocent' }));
  await expect(page.locator('.deduce-status')).toContainText('Right');
  await expect(card(page, forced)).toHaveAttribute('aria-label', new RegExp(`^${forced.name}, ${forced.cell}, ${hint.verdict},`));
  await page.screenshot({ path: testInfo.outputPath('deduce-6x6-village.png'), fullPage: true });
});
