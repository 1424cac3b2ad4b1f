// Parity: the WebAssembly engine in the page's worker answers exactly what the native command line
// of the same CI run answers, for fixed seeds of every family and for hints from given states.
// Only wall-clock fields may differ (they are removed before comparing).
import { test as base, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cliJson, cliPath, engineReady, engineRequest, type Json } from './support/engine';

// One page for the whole file: the engine's answers do not depend on the page's state, and loading
// and warming up the engine once saves a few seconds per case.
const test = base.extend<{}, { enginePage: Page }>({
  enginePage: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.goto('/');
      await engineReady(page);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** A copy without the fields that measure time rather than describe the result. */
function withoutWallClock(answer: Json): Json {
  const copy = structuredClone(answer);
  if (copy?.['x-generation']) delete copy['x-generation'].milliseconds;
  return copy;
}

async function expectParity(page: Page, request: Json, cliArgs: string[]): Promise<Json> {
  const native = cliJson(cliArgs);
  const wasm = await engineRequest(page, request);
  expect(withoutWallClock(wasm)).toEqual(withoutWallClock(native));
  return native;
}

const sudokuSeeds = [
  { variant: 'classic', seed: 11, level: 'easy' },
  { variant: 'classic', seed: 12, level: 'hard' },
  { variant: 'x', seed: 13, level: 'any' },
  { variant: 'jigsaw', seed: 14, level: 'any' },
  { variant: 'killer', seed: 15, level: 'any' },
  { variant: 'thermo', seed: 16, level: 'any' },
  { variant: 'killer,x', seed: 17, level: 'any' },
];

for (const { variant, seed, level } of sudokuSeeds) {
  test(`generate ${variant} seed ${seed} level ${level}`, async ({ enginePage }) => {
    const puzzle = await expectParity(
      enginePage,
      { op: 'generate', family: 'sudoku', variant, seed, level },
      ['generate', '--variant', variant, '--seed', String(seed), '--level', level],
    );
    expect(puzzle.solution).toMatch(/^[1-9]{81}$/);
  });
}

const deduceSeeds = [
  { size: '3x3', seed: 1 },
  { size: '4x5', seed: 2 },
  { size: '5x5', seed: 3 },
];

for (const { size, seed } of deduceSeeds) {
  test(`deduce generate ${size} seed ${seed}`, async ({ enginePage }) => {
    const puzzle = await expectParity(
      enginePage,
      { op: 'generate', family: 'deduce', size, seed },
      ['deduce', 'generate', '--size', size, '--seed', String(seed)],
    );
    expect(puzzle.format).toBe('gridforge-deduce/1');
  });
}

test('deduce rate, hints along the hint sequence, and the logic graph', async ({ enginePage }, testInfo) => {
  const puzzle = cliJson(['deduce', 'generate', '--size', '4x5', '--seed', '5']);
  const file = testInfo.outputPath('deduce-4x5-seed-5.json');
  writeFileSync(file, JSON.stringify(puzzle));

  await expectParity(enginePage, { op: 'deduce_rate', puzzle }, ['deduce', 'rate', file]);

  // From the start, then after each of the first three steps of the puzzle's own hint sequence.
  for (let made = 0; made <= 3; made++) {
    const moves = puzzle.hints.slice(0, made).map((step: Json) => ({ cell: step.cell, verdict: step.verdict }));
    const revealed = moves.map((move: Json) => move.cell).join(',');
    const native = cliJson(['deduce', 'hint', file, ...(revealed ? ['--revealed', revealed] : [])]);
    const wasm = await engineRequest(enginePage, { op: 'deduce_hint', puzzle, moves });
    expect(wasm.hint, `hint after ${made} moves`).toEqual(native);
  }

  // The logic graph as data and as the drawing the player shows: the command line's --json and --graph svg.
  const explained = await engineRequest(enginePage, { op: 'deduce_explain', puzzle, drawing: 'svg' });
  const { drawing, ...data } = explained;
  expect(data).toEqual(cliJson(['deduce', 'explain', file]));
  expect(drawing).toBe(execFileSync(cliPath(), ['deduce', 'explain', file, '--graph', 'svg'], { encoding: 'utf8' }));
});

test.describe('hints from given states', () => {
  /** The CLI's puzzle with `count` of its empty cells filled (from the solution), plus `wrong` entries. */
  function stateGrid(puzzle: Json, count: number, wrong: { cell: number; digit: number }[] = []): string {
    const grid = [...puzzle.givens];
    for (let cell = 0, filled = 0; cell < grid.length && filled < count; cell++) {
      if (grid[cell] === '.') {
        grid[cell] = puzzle.solution[cell];
        filled++;
      }
    }
    for (const { cell, digit } of wrong) grid[cell] = String(digit);
    return grid.join('');
  }

  function firstEmptyCell(puzzle: Json, after = 0): number {
    const cell = [...puzzle.givens].findIndex((c, index) => index >= after && c === '.');
    expect(cell).toBeGreaterThanOrEqual(0);
    return cell;
  }

  const cellName = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

  async function expectHintParity(page: Page, puzzle: Json, state?: Json): Promise<Json> {
    const args = ['hint', JSON.stringify(puzzle), ...(state ? ['--state', JSON.stringify(state)] : [])];
    return expectParity(page, { op: 'hint', puzzle, ...(state ? { state } : {}) }, args);
  }

  test('classic: from the givens, part way, with a wrong entry, with a lost candidate', async ({ enginePage }) => {
    const puzzle = cliJson(['generate', '--seed', '21', '--level', 'medium']);

    const start = await expectHintParity(enginePage, puzzle);
    expect(start['x-hint'].text).toBeTruthy();

    await expectHintParity(enginePage, puzzle, { grid: stateGrid(puzzle, 20) });

    const wrongCell = firstEmptyCell(puzzle, 40);
    const wrongDigit = (Number(puzzle.solution[wrongCell]) % 9) + 1;
    const wrong = await expectHintParity(enginePage, puzzle, {
      grid: stateGrid(puzzle, 10, [{ cell: wrongCell, digit: wrongDigit }]),
    });
    expect(wrong['x-hint'].wrong_entries).toEqual([{ cell: cellName(wrongCell), digit: wrongDigit }]);

    // Pencil marks on one cell that leave out its solution digit.
    const markedCell = firstEmptyCell(puzzle);
    const solutionDigit = Number(puzzle.solution[markedCell]);
    const marks = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== solutionDigit).slice(0, 3).join('');
    const lost = await expectHintParity(enginePage, puzzle, {
      grid: stateGrid(puzzle, 0),
      candidates: { [cellName(markedCell)]: marks },
    });
    expect(lost['x-hint'].removed_candidates).toEqual([{ cell: cellName(markedCell), digit: solutionDigit }]);
  });

  for (const variant of ['killer', 'thermo', 'jigsaw']) {
    test(`${variant}: from the givens and part way`, async ({ enginePage }) => {
      const puzzle = cliJson(['generate', '--variant', variant, '--seed', '31']);
      await expectHintParity(enginePage, puzzle);
      await expectHintParity(enginePage, puzzle, { grid: stateGrid(puzzle, 30) });
    });
  }
});
