import { describe, expect, it } from 'vitest';
import { CLASSIC, JIGSAW } from './fixtures';
import { type EngineStep, hintView, nextHintLevel, nudgeHouse } from './hints';
import { parseCellName, parsePuzzle } from './puzzle';

const puzzle = parsePuzzle(CLASSIC);
const at = (name: string) => parseCellName(9, name);

const hiddenSingle: EngineStep = {
  technique: 'hidden_single',
  name: 'Hidden single',
  text: 'Hidden single: 7 in box 5 can only go in r5c5.',
  cells: ['r5c5'],
  houses: ['box 5'],
  placements: [{ cell: 'r5c5', digit: 7 }],
  eliminations: [],
};

describe('graded hints', () => {
  it('nudges first, names the technique second and shows the step third', () => {
    const first = hintView(puzzle, hiddenSingle, 1);
    expect(first.text).toBe('Look at box 5.');
    expect(first.more).toBe(true);
    expect(first.placements).toEqual([]);
    expect(first.houseCells).toContain(at('r4c4'));
    expect(hintView(puzzle, hiddenSingle, 2).text).toBe('Technique: Hidden single. Look at box 5.');
    const full = hintView(puzzle, hiddenSingle, 3);
    expect(full).toMatchObject({ text: hiddenSingle.text, more: false, cells: [at('r5c5')], placements: [{ cell: at('r5c5'), digit: 7 }] });
    expect(full.houseCells).toHaveLength(9);
  });

  it('shows removed candidates of an elimination step', () => {
    const pointing: EngineStep = {
      technique: 'locked_pointing',
      name: 'Locked candidates (pointing)',
      text: 'Locked candidates: ...',
      cells: ['r1c2', 'r1c3'],
      houses: [],
      placements: [],
      eliminations: [{ cell: 'r1c8', digit: 9 }],
    };
    expect(hintView(puzzle, pointing, 3).eliminations).toEqual([{ cell: at('r1c8'), digit: 9 }]);
    // No house named: the one box holding all its cells.
    expect(nudgeHouse(puzzle, pointing)).toBe('box 1');
    expect(hintView(puzzle, pointing, 1).text).toBe('Look at box 1.');
  });

  it('falls back to a jigsaw region, and says "the" before a diagonal', () => {
    const jigsaw = parsePuzzle(JIGSAW);
    const step: EngineStep = { ...hiddenSingle, houses: [], cells: ['r1c1', 'r9c9'] };
    expect(nudgeHouse(jigsaw, step)).toBe('region 7');
    expect(hintView(puzzle, { ...hiddenSingle, houses: ['main diagonal'] }, 1).text).toBe('Look at the main diagonal.');
  });

  it('reports mistakes gently by row first, exactly on the next press', () => {
    const mistakes = { wrong_entries: [{ cell: 'r3c4', digit: 2 }], removed_candidates: [{ cell: 'r7c7', digit: 1 }], text: 'Wrong entries: r3c4 is not 2. ...' };
    const gentle = hintView(puzzle, mistakes, 1);
    expect(gentle.text).toBe('There is a mistake in row 3. (2 cells need a look.)');
    expect(gentle.mistakes).toEqual([]);
    const exact = hintView(puzzle, mistakes, 2);
    expect(exact).toMatchObject({ text: mistakes.text, mistakes: [at('r3c4'), at('r7c7')], more: false });
    const lostOnly = hintView(puzzle, { ...mistakes, wrong_entries: [] }, 1);
    expect(lostOnly.text).toBe('There is a pencil mark that removed a needed digit in row 7.');
  });

  it('goes one level further per press while there is more, and stays on the full step', () => {
    expect(nextHintLevel(1, true)).toBe(2);
    expect(nextHintLevel(2, true)).toBe(3);
    expect(nextHintLevel(3, true)).toBe(3);
    expect(nextHintLevel(1, false)).toBe(1);
  });

  it('says when no step exists or the puzzle is not unique', () => {
    expect(hintView(puzzle, { text: 'The grid is complete.' }, 1)).toMatchObject({ text: 'The grid is complete.', more: false });
    expect(hintView(puzzle, { outcome: 'several' }, 1).text).toMatch(/more than one solution/);
  });
});
