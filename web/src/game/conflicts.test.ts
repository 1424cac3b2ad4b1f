import { describe, expect, it } from 'vitest';
import { findConflicts, isSolved } from './conflicts';
import { CLASSIC, JIGSAW, KILLER, SUDOKU_X, THERMO } from './fixtures';
import { parseCellName, parsePuzzle, type PuzzleJson } from './puzzle';

function placedFrom(json: PuzzleJson, writes: Record<string, number>): number[] {
  const puzzle = parsePuzzle(json);
  const placed = [...puzzle.givens];
  for (const [name, digit] of Object.entries(writes)) placed[parseCellName(puzzle.size, name)] = digit;
  return placed;
}

const at = (name: string) => parseCellName(9, name);

describe('conflicts', () => {
  it('finds none on the givens', () => {
    for (const json of [CLASSIC, KILLER, THERMO, JIGSAW, SUDOKU_X]) {
      expect(findConflicts(parsePuzzle(json), parsePuzzle(json).givens).list).toEqual([]);
    }
  });

  it('marks a repeat in a row, a column and a box', () => {
    const puzzle = parsePuzzle(CLASSIC);
    // r1c1 is the given 4.
    expect([...findConflicts(puzzle, placedFrom(CLASSIC, { r1c5: 4 })).cells].sort((a, b) => a - b)).toEqual([at('r1c1'), at('r1c5')]);
    expect(findConflicts(puzzle, placedFrom(CLASSIC, { r6c1: 4 })).list[0].text).toMatch(/column 1/);
    expect(findConflicts(puzzle, placedFrom(CLASSIC, { r3c3: 4 })).list.map((c) => c.text)).toContainEqual(expect.stringMatching(/in box 1 \(r1c1, r3c3\)/));
  });

  it('counts a digit written three times in a row', () => {
    const puzzle = parsePuzzle(CLASSIC);
    // r1c1 is the given 4; r1c2 and r1c4 are empty.
    const texts = findConflicts(puzzle, placedFrom(CLASSIC, { r1c2: 4, r1c4: 4 })).list.map((c) => c.text);
    expect(texts).toContain('4 appears 3 times in row 1 (r1c1, r1c2, r1c4)');
  });

  it('marks a repeat in a jigsaw region that is no box', () => {
    const puzzle = parsePuzzle(JIGSAW);
    // r2c2 and r4c3 share region 7, not a row, column or box.
    const result = findConflicts(puzzle, placedFrom(JIGSAW, { r2c2: 6, r4c3: 6 }));
    expect(result.list.map((c) => c.text)).toEqual([expect.stringMatching(/region 7/)]);
  });

  it('marks a repeat on a diagonal', () => {
    const puzzle = parsePuzzle(SUDOKU_X);
    const result = findConflicts(puzzle, placedFrom(SUDOKU_X, { r1c1: 1, r9c9: 1 }));
    expect(result.list.map((c) => c.text)).toEqual([expect.stringMatching(/main diagonal/)]);
  });

  it('marks a full cage with the wrong sum and a repeat in a cage (generated killer)', () => {
    const puzzle = parsePuzzle(KILLER);
    const index = puzzle.cages.findIndex((c) => c.cells.length === 3);
    const cage = puzzle.cages[index];
    const solution = puzzle.solution!;
    const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    const right = Object.fromEntries(cage.cells.map((cell) => [name(cell), solution[cell]]));
    expect(findConflicts(puzzle, placedFrom(KILLER, right)).list).toEqual([]);
    // The last cell changed to a digit the cage does not hold: no repeat, but the sum is off.
    const used = cage.cells.map((cell) => solution[cell]);
    const other = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !used.includes(d))!;
    const wrong = { ...right, [name(cage.cells[2])]: other };
    const result = findConflicts(puzzle, placedFrom(KILLER, wrong));
    expect([...result.cages]).toEqual([index]);
    expect(result.list.find((c) => c.cage === index)!.text).toMatch(/adds up to \d+, not \d+/);
    const repeat = findConflicts(puzzle, placedFrom(KILLER, { [name(cage.cells[0])]: 1, [name(cage.cells[1])]: 1 }));
    expect(repeat.list.some((c) => c.text.startsWith('1 appears twice in cage at'))).toBe(true);
  });

  it('marks a cage sum exceeded before the cage is full', () => {
    const json: PuzzleJson = { givens: '.'.repeat(81), cages: [{ sum: 6, cells: ['r1c1', 'r1c2', 'r1c3'] }] };
    const result = findConflicts(parsePuzzle(json), placedFrom(json, { r1c1: 4, r1c2: 3 }));
    expect(result.cages.has(0)).toBe(true);
    expect(result.list[0].text).toBe('cage at r1c1 passes its sum 6 (7 so far)');
    const full = findConflicts(parsePuzzle(json), placedFrom(json, { r1c1: 1, r1c2: 2, r1c3: 4 }));
    expect(full.list[0].text).toBe('cage at r1c1 adds up to 7, not 6');
    expect(findConflicts(parsePuzzle(json), placedFrom(json, { r1c1: 1, r1c2: 2, r1c3: 3 })).list).toEqual([]);
  });

  it('marks a thermometer that does not rise from bulb to tip, also over a gap', () => {
    const json: PuzzleJson = { givens: '.'.repeat(81), thermos: [['r5c5', 'r5c6', 'r4c7', 'r3c7']] };
    const puzzle = parsePuzzle(json);
    expect(findConflicts(puzzle, placedFrom(json, { r5c5: 2, r5c6: 3, r3c7: 9 })).list).toEqual([]);
    const flat = findConflicts(puzzle, placedFrom(json, { r5c5: 3, r5c6: 3 }));
    expect(flat.thermos.has(0)).toBe(true);
    const gap = findConflicts(puzzle, placedFrom(json, { r5c5: 6, r3c7: 4 }));
    expect([...gap.cells].sort((a, b) => a - b)).toEqual([at('r3c7'), at('r5c5')]);
    expect(gap.list[0].text).toBe('thermometer at r5c5: r3c7 = 4 does not rise above r5c5 = 6');
  });

  it('calls a full grid solved only when it breaks no rule', () => {
    const puzzle = parsePuzzle(SUDOKU_X);
    expect(isSolved(puzzle, puzzle.solution!)).toBe(true);
    const swapped = [...puzzle.solution!];
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    expect(isSolved(puzzle, swapped)).toBe(false);
    expect(isSolved(puzzle, puzzle.givens)).toBe(false);
  });
});
