import { describe, expect, it } from 'vitest';
import { CLASSIC, JIGSAW, KILLER, KILLER_X, SIX, THERMO } from './fixtures';
import { boxRowsFor, cellName, charDigit, digitChar, houseNamed, parseCellName, parsePuzzle, variantTitle } from './puzzle';

describe('board geometry', () => {
  it('lays boxes out as the engine does (rows x columns)', () => {
    const boxes = Object.fromEntries([4, 6, 8, 9, 12, 16].map((n) => [n, `${boxRowsFor(n)}x${n / boxRowsFor(n)}`]));
    expect(boxes).toEqual({ 4: '2x2', 6: '2x3', 8: '2x4', 9: '3x3', 12: '3x4', 16: '4x4' });
  });

  it('numbers the boxes of a 6x6 in reading order, two rows by three columns each', () => {
    const puzzle = parsePuzzle(SIX);
    expect(puzzle.regions).toHaveLength(6);
    expect(puzzle.regions[0].cells).toEqual([0, 1, 2, 6, 7, 8]);
    expect(puzzle.regions[1].cells).toEqual([3, 4, 5, 9, 10, 11]);
    expect(puzzle.regionOf[2 * 6 + 0]).toBe(2);
  });

  it('names cells and houses as the engine does', () => {
    const puzzle = parsePuzzle(CLASSIC);
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
    const puzzle = parsePuzzle(JIGSAW);
    expect(puzzle.jigsaw).toBe(true);
    expect(houseNamed(puzzle, 'region 7')!.cells.slice(0, 3)).toEqual([0, 1, 9]);
    expect(houseNamed(puzzle, 'box 1')).toBeNull();
    expect(variantTitle(puzzle)).toBe('Jigsaw');
  });

  it('reads cages, thermometers and diagonals, and makes the peers of cage mates', () => {
    const killer = parsePuzzle(KILLER);
    expect(killer.cages.length).toBe(KILLER.cages!.length);
    const cage = killer.cages.find((c) => c.cells.length > 1)!;
    expect(killer.peers[cage.cells[0]]).toContain(cage.cells[1]);
    expect(variantTitle(killer)).toBe('Killer');
    expect(variantTitle(parsePuzzle(KILLER_X))).toBe('Killer X');
    const thermo = parsePuzzle(THERMO);
    expect(thermo.thermos).toHaveLength(8);
    expect(thermo.thermos[0][0]).toBe(parseCellName(9, THERMO.thermos![0][0]));
    expect(houseNamed(parsePuzzle(KILLER_X), 'anti diagonal')!.cells[0]).toBe(8);
  });

  it('refuses what is not a puzzle', () => {
    expect(() => parsePuzzle({ givens: '123' })).toThrow(/not a supported board/);
    expect(() => parsePuzzle({ givens: 'x'.repeat(81) })).toThrow(/not a digit/);
    expect(() => parsePuzzle({ givens: '.'.repeat(81), size: 4 })).toThrow(/does not agree/);
  });
});
