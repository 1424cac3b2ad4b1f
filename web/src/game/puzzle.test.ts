import { describe, expect, it } from 'vitest';
import { CLASSIC, JIGSAW, KILLER, KILLER_X, SIX, THERMO } from './fixtures';
import type { BoardResponse } from '../engine/protocol';
import { nativeAnswer, puzzleOf } from '../engine/testing/nativeEngine';
import { cageHolding, pathThrough } from './board';
import { boxRowsFor, cellName, charDigit, digitChar, houseNamed, parseCellName, parsePuzzle, variantTitle } from './puzzle';

describe('board geometry', () => {
  it('lays boxes out as the engine does (rows x columns)', () => {
    const boxes = Object.fromEntries([4, 6, 8, 9, 12, 16].map((n) => [n, `${boxRowsFor(n)}x${n / boxRowsFor(n)}`]));
    expect(boxes).toEqual({ 4: '2x2', 6: '2x3', 8: '2x4', 9: '3x3', 12: '3x4', 16: '4x4' });
  });

  it('takes the boxes of a 6x6 from the engine, two rows by three columns each', () => {
    const puzzle = puzzleOf(SIX);
    const boxes = puzzle.houses.filter((house) => house.kind === 'box');
    expect(boxes.map((box) => box.name)).toEqual(['box 1', 'box 2', 'box 3', 'box 4', 'box 5', 'box 6']);
    expect(boxes[0].cells).toEqual([0, 1, 2, 6, 7, 8]);
    expect(boxes[1].cells).toEqual([3, 4, 5, 9, 10, 11]);
    expect(puzzle.board.sketch.regions.map((region) => region.cells)).toEqual(boxes.map((box) => box.cells));
    expect(variantTitle(puzzle)).toBe('Classic');
  });

  it('names cells and houses as the engine does', () => {
    const puzzle = puzzleOf(CLASSIC);
    expect(cellName(9, 0)).toBe('r1c1');
    expect(parseCellName(9, 'R9C9')).toBe(80);
    expect(houseNamed(puzzle, 'box 5')!.cells).toContain(40);
    expect(houseNamed(puzzle, 'column 3')!.cells).toEqual([2, 11, 20, 29, 38, 47, 56, 65, 74]);
    expect(puzzle.peers[0]).toHaveLength(20);
    expect(() => parseCellName(9, 'r10c1')).toThrow(/outside/);
  });

  it('reads digits 10..16 as A..G', () => {
    expect(digitChar(16)).toBe('G');
    expect(charDigit('g')).toBe(16);
    expect(charDigit('.')).toBe(0);
    expect(charDigit('x')).toBeNull();
  });

  it('reads jigsaw regions under their own names', () => {
    const puzzle = puzzleOf(JIGSAW);
    expect(puzzle.houses.filter((house) => house.kind === 'region')).toHaveLength(9);
    expect(houseNamed(puzzle, 'region 7')!.cells.slice(0, 3)).toEqual([0, 1, 9]);
    expect(houseNamed(puzzle, 'box 1')).toBeNull();
    expect(variantTitle(puzzle)).toBe('Jigsaw');
  });

  it('takes cages, thermometers and diagonals from the engine, with the peers of cage mates', () => {
    const killer = puzzleOf(KILLER);
    expect(killer.board.sketch.cages.length).toBe(KILLER.cages!.length);
    expect(killer.board.sketch.cages.map((cage) => cage.label)).toEqual(KILLER.cages!.map((cage) => String(cage.sum)));
    const cage = killer.board.sketch.cages.find((c) => c.cells.length > 1)!;
    expect(killer.peers[cage.cells[0]]).toContain(cage.cells[1]);
    expect(cageHolding(killer.board, cage.cells[1])).toEqual(cage.cells);
    expect(variantTitle(killer)).toBe('Killer');
    expect(variantTitle(puzzleOf(KILLER_X))).toBe('Killer X');
    const thermo = puzzleOf(THERMO);
    const tubes = thermo.board.sketch.paths.filter((path) => path.style === 'thermometer');
    expect(tubes).toHaveLength(8);
    expect(tubes[0].cells).toEqual(THERMO.thermos![0].map((name) => parseCellName(9, name)));
    expect(pathThrough(thermo.board, 'thermometer', tubes[0].cells[1])).toEqual(tubes[0].cells);
    expect(houseNamed(puzzleOf(KILLER_X), 'anti diagonal')!.cells[0]).toBe(8);
    expect(puzzleOf(KILLER_X).board.sketch.lines).toEqual([
      { from: [0, 0], to: [9, 9] },
      { from: [0, 9], to: [9, 0] },
    ]);
  });

  it('titles a variant from the engine\'s rule list', () => {
    const title = (rules: string[]) => variantTitle({ ...puzzleOf(CLASSIC), rules });
    expect(title(['classic'])).toBe('Classic');
    expect(title(['classic', 'x'])).toBe('Sudoku X');
    expect(title(['jigsaw', 'killer', 'x'])).toBe('Jigsaw Killer X');
    expect(title(['classic', 'anti-knight', 'non-consecutive', 'xv', 'little-killer'])).toBe('Anti-Knight Non-Consecutive Little Killer XV');
  });

  it('refuses what is not a puzzle, or a board of another size', () => {
    const { board } = nativeAnswer({ op: 'board', puzzle: CLASSIC }) as BoardResponse;
    expect(() => parsePuzzle({ givens: '123' }, board)).toThrow(/not a supported board/);
    expect(() => parsePuzzle({ givens: 'x'.repeat(81) }, board)).toThrow(/not a digit/);
    expect(() => parsePuzzle({ givens: '.'.repeat(81), size: 4 }, board)).toThrow(/does not agree/);
    expect(() => parsePuzzle({ givens: '.'.repeat(16) }, board)).toThrow(/the engine's board is 9x9, the puzzle 4x4/);
  });
});
