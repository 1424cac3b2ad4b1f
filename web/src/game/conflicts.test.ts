// The player's reading of the engine's rule check (op `conflicts`): the cells at fault, the words,
// and "solved" only for a full grid the engine passed. The answers are the real engine's.
import { describe, expect, it } from 'vitest';
import { nativeAnswer, puzzleOf } from '../engine/testing/nativeEngine';
import { type ConflictSet, type ConflictsResponse, gridLine, isSolved, readConflicts } from './conflicts';
import { EVERY_MARK } from './variantFixtures';
import { CLASSIC, JIGSAW, KILLER, SUDOKU_X, THERMO } from './fixtures';
import { parseCellName, type PuzzleJson } from './puzzle';

function placedFrom(json: PuzzleJson, writes: Record<string, number>): number[] {
  const puzzle = puzzleOf(json);
  const placed = [...puzzle.givens];
  for (const [name, digit] of Object.entries(writes)) placed[parseCellName(puzzle.size, name)] = digit;
  return placed;
}

function conflictsOf(json: PuzzleJson, placed: number[]): ConflictSet {
  return readConflicts(puzzleOf(json), nativeAnswer({ op: 'conflicts', puzzle: json, grid: gridLine(placed) }) as ConflictsResponse);
}

const at = (name: string) => parseCellName(9, name);
const sorted = (cells: Iterable<number>) => [...cells].sort((a, b) => a - b);

describe('conflicts', () => {
  it('writes the grid as the engine reads it', () => {
    expect(gridLine([0, 5, 0, 16])).toBe('.5.G');
  });

  it('finds none on the givens', () => {
    for (const json of [CLASSIC, KILLER, THERMO, JIGSAW, SUDOKU_X, EVERY_MARK]) {
      expect(conflictsOf(json, puzzleOf(json).givens).list).toEqual([]);
    }
  });

  it('marks a repeat in a row, a column and a box', () => {
    // r1c1 is the given 4.
    expect(sorted(conflictsOf(CLASSIC, placedFrom(CLASSIC, { r1c5: 4 })).cells)).toEqual([at('r1c1'), at('r1c5')]);
    expect(conflictsOf(CLASSIC, placedFrom(CLASSIC, { r6c1: 4 })).list.map((c) => c.text)).toEqual(['r1c1 and r6c1 are both 4 (column 1)']);
    expect(conflictsOf(CLASSIC, placedFrom(CLASSIC, { r3c3: 4 })).list.map((c) => c.text)).toContain('r1c1 and r3c3 are both 4 (box 1)');
  });

  it('lists every conflict, not only the first', () => {
    // r1c1 is the given 4; r1c2 and r1c4 are empty: three 4s in row 1, two of them in box 1.
    const result = conflictsOf(CLASSIC, placedFrom(CLASSIC, { r1c2: 4, r1c4: 4 }));
    expect(result.list.length).toBeGreaterThanOrEqual(3);
    expect(sorted(result.cells)).toEqual([at('r1c1'), at('r1c2'), at('r1c4')]);
    expect(result.list.map((c) => c.text)).toContain('r1c1 and r1c2 are both 4 (box 1)');
  });

  it('marks a repeat in a jigsaw region that is no box, and on a diagonal', () => {
    // r2c2 and r4c3 share region 7, not a row, column or box.
    expect(conflictsOf(JIGSAW, placedFrom(JIGSAW, { r2c2: 6, r4c3: 6 })).list.map((c) => c.text)).toEqual([expect.stringMatching(/region 7/)]);
    expect(conflictsOf(SUDOKU_X, placedFrom(SUDOKU_X, { r1c1: 1, r9c9: 1 })).list.map((c) => c.text)).toEqual([expect.stringMatching(/main diagonal/)]);
  });

  it('marks a cage over its sum with every filled cell of the cage', () => {
    const json: PuzzleJson = { givens: '.'.repeat(81), cages: [{ sum: 6, cells: ['r1c1', 'r1c2', 'r1c3'] }] };
    const over = conflictsOf(json, placedFrom(json, { r1c1: 4, r1c2: 3 }));
    expect(sorted(over.cells)).toEqual([at('r1c1'), at('r1c2')]);
    expect(over.list[0].text).toMatch(/cage at r1c1/);
    expect(conflictsOf(json, placedFrom(json, { r1c1: 1, r1c2: 2, r1c3: 3 })).list).toEqual([]);
  });

  it('marks a thermometer that does not rise from bulb to tip, also over a gap', () => {
    const json: PuzzleJson = { givens: '.'.repeat(81), thermos: [['r5c5', 'r5c6', 'r4c7', 'r3c7']] };
    expect(conflictsOf(json, placedFrom(json, { r5c5: 2, r5c6: 3, r3c7: 9 })).list).toEqual([]);
    const gap = conflictsOf(json, placedFrom(json, { r5c5: 6, r3c7: 4 }));
    expect(sorted(gap.cells)).toEqual([at('r3c7'), at('r5c5')]);
    expect(gap.list.map((c) => c.text)).toContain('thermometer at r5c5: r3c7 = 4 must exceed r5c5 = 6 by at least 3');
  });

  it('checks the rules the player holds no code for: anti-knight and a kropki dot', () => {
    const knight: PuzzleJson = { givens: '.'.repeat(81), antiknight: true };
    expect(sorted(conflictsOf(knight, placedFrom(knight, { r1c1: 5, r2c3: 5 })).cells)).toEqual([at('r1c1'), at('r2c3')]);
    const dot: PuzzleJson = { givens: '.'.repeat(81), difference: [{ cells: ['r1c1', 'r1c2'] }] };
    expect(conflictsOf(dot, placedFrom(dot, { r1c1: 5, r1c2: 7 })).list.map((c) => c.text)).toEqual([expect.stringMatching(/r1c1 = 5 and r1c2 = 7/)]);
    expect(conflictsOf(dot, placedFrom(dot, { r1c1: 5, r1c2: 6 })).list).toEqual([]);
  });

  it('calls a full grid solved only when the engine passed that very grid', () => {
    const puzzle = puzzleOf(SUDOKU_X);
    const solution = puzzle.solution!;
    const check = (placed: number[]) => ({ grid: gridLine(placed), conflicts: conflictsOf(SUDOKU_X, placed) });
    expect(isSolved(solution, check(solution))).toBe(true);
    const swapped = [...solution];
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    expect(isSolved(swapped, check(swapped))).toBe(false);
    expect(isSolved(puzzle.givens, check(puzzle.givens))).toBe(false);
    // An answer for another grid, or none yet, says nothing about this one.
    expect(isSolved(solution, check(swapped))).toBe(false);
    expect(isSolved(solution, null)).toBe(false);
  });
});
