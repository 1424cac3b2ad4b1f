import { describe, expect, it } from 'vitest';
import { cellIndex, cellName, clueDisplayOrder, parseSize, revealedVerdicts, visibleClueIndices } from './board';
import { testPuzzle } from './testPuzzle';

describe('board geometry', () => {
  it('reads COLUMNSxROWS and refuses anything else', () => {
    expect(parseSize('4x5')).toEqual({ columns: 4, rows: 5 });
    expect(() => parseSize('4 by 5')).toThrow(/COLUMNSxROWS/);
  });

  it('names cells column letter then row, in reading order, and reads them back', () => {
    const shape = parseSize('4x5');
    expect(cellName(shape, 0)).toBe('A1');
    expect(cellName(shape, 5)).toBe('B2');
    expect(cellName(shape, 19)).toBe('D5');
    for (let index = 0; index < 20; index++) expect(cellIndex(shape, cellName(shape, index))).toBe(index);
    expect(cellIndex(shape, 'b2')).toBe(5);
    expect(cellIndex(shape, 'E1')).toBe(-1);
    expect(cellIndex(shape, 'A6')).toBe(-1);
    expect(cellIndex(shape, 'Ada')).toBe(-1);
  });
});

describe('what a state shows', () => {
  it('shows the initial reveals with their solution verdicts, then the accepted moves', () => {
    const puzzle = testPuzzle();
    expect([...revealedVerdicts(puzzle, [])]).toEqual([['B2', 'criminal']]);
    const after = revealedVerdicts(puzzle, [{ cell: 'B1', verdict: 'innocent' }]);
    expect(after.get('B1')).toBe('innocent');
    expect(after.size).toBe(2);
  });

  it('shows the clues of revealed carriers only, or all of them in open mode', () => {
    const puzzle = testPuzzle();
    expect(visibleClueIndices(puzzle, new Set(['B2']))).toEqual([0]);
    expect(visibleClueIndices(puzzle, new Set(['B2', 'A1']))).toEqual([0, 1, 3]);
    expect(visibleClueIndices({ ...puzzle, mode: 'open' }, new Set())).toEqual([0, 1, 2, 3]);
  });

  it('lists the clues that appeared newest first, then those visible from the start in order', () => {
    const puzzle = testPuzzle();
    const moves = [
      { cell: 'C3', verdict: 'criminal' as const },
      { cell: 'A1', verdict: 'criminal' as const },
    ];
    expect(clueDisplayOrder(puzzle, [])).toEqual([0]);
    expect(clueDisplayOrder(puzzle, moves)).toEqual([1, 3, 2, 0]);
    expect(clueDisplayOrder({ ...puzzle, mode: 'open' }, moves)).toEqual([0, 1, 2, 3]);
  });
});
