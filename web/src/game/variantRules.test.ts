import { describe, expect, it } from 'vitest';
import { CLASSIC } from './fixtures';
import { PuzzleFormatError, houseNamed, parsePuzzle, variantTitle } from './puzzle';
import { EVERY_MARK, GLOBAL_RULES } from './variantFixtures';
import { hasVariantRules, movePeers, parseVariantRules, ruleCaptions } from './variantRules';

describe('variant rules', () => {
  it('reads every newer key in f-puzzles shapes', () => {
    const { variants } = parsePuzzle(EVERY_MARK);
    expect(variants.extraRegions).toHaveLength(2);
    expect(variants.extraRegions[0]).toContain(10); // r2c2
    expect(variants.odd).toEqual([72, 74]);
    expect(variants.even).toEqual([73]);
    expect(variants.arrows).toEqual([
      { circle: [4], lines: [[4, 14, 24, 25]] },
      { circle: [36, 37], lines: [[37, 46, 55]] },
    ]);
    // Dots and letters: a value written as a string, defaults 1 (white) and 2 (black), letters upper-case.
    expect(variants.edges).toEqual([
      { cells: [1, 2], kind: 'white', value: 1 },
      { cells: [34, 43], kind: 'white', value: 3 },
      { cells: [16, 17], kind: 'black', value: 2 },
      { cells: [66, 67], kind: 'X' },
      { cells: [57, 66], kind: 'V' },
    ]);
    // Row 0 is above the board and column 0 left of it: -1 in 0-based positions; 10 is below / right.
    expect(variants.sandwiches).toEqual([
      { row: -1, column: 3, value: 10 },
      { row: 5, column: -1, value: 0 },
    ]);
    expect(variants.littleKillers).toEqual([
      { row: -1, column: 0, value: 45, direction: [1, 1] },
      { row: 9, column: 9, value: 41, direction: [-1, -1] },
    ]);
    expect(hasVariantRules(variants)).toBe(true);
    expect(hasVariantRules(parsePuzzle(CLASSIC).variants)).toBe(false);
  });

  it('makes extra regions houses and knight or king moves peers', () => {
    const every = parsePuzzle(EVERY_MARK);
    expect(houseNamed(every, 'window at r6c6')!.cells).toContain(50); // the engine's name for a 3x3 window
    const odd = parsePuzzle({ givens: '.'.repeat(81), extraregion: [{ cells: ['r1c1', 'r2c2', 'r3c3', 'r4c4', 'r5c5', 'r6c6', 'r7c7', 'r8c8', 'r9c9'] }, { cells: ['r1c9', 'r2c8'] }] });
    expect(houseNamed(odd, 'extra region at r1c1')).not.toBeNull();
    expect(odd.houses.filter((house) => house.name.includes(' at r1c9'))).toEqual([]); // two cells: no house
    const global = parsePuzzle(GLOBAL_RULES);
    expect(global.variants.antiKnight && global.variants.antiKing && global.variants.nonConsecutive).toBe(true);
    // r1c1 on a 6x6: a knight's move reaches r2c3 and r3c2, a king's move r1c2, r2c1 and r2c2.
    expect(global.peers[0]).toContain(13); // r3c2, a knight's move
    expect(movePeers(6, global.variants, 0).sort((a, b) => a - b)).toEqual([1, 6, 7, 8, 13]);
    expect(global.variants.negative).toEqual({ difference: true, ratio: false, xv: true });
    expect(global.variants.edges[1]).toEqual({ cells: [14, 15], kind: 'V' });
  });

  it('names the variant and captions the rules a mark does not show', () => {
    expect(variantTitle(parsePuzzle(EVERY_MARK))).toBe('Windoku Even-Odd Arrow Kropki XV Sandwich Little Killer');
    expect(variantTitle(parsePuzzle(GLOBAL_RULES))).toBe('Anti-Knight Anti-King Non-Consecutive Kropki XV');
    const captions = ruleCaptions(parsePuzzle(GLOBAL_RULES).variants);
    expect(captions[0]).toMatch(/^Anti-knight: cells a chess knight’s move apart/);
    expect(captions).toContain('All white dots are given: neighbours without one are not consecutive.');
    expect(captions).toContain('All X and V are given: neighbours without one add up to neither 10 nor 5.');
    expect(ruleCaptions(parsePuzzle(CLASSIC).variants)).toEqual([]);
  });

  it('names key, item and cell in its errors', () => {
    const bad = (extra: Record<string, unknown>) => () => parseVariantRules(extra, 9);
    expect(bad({ odd: [{ cell: 'r1c1' }, { cell: 'r10c1' }] })).toThrow("JSON key 'odd': item 2: r10c1 is outside the 9x9 board");
    expect(bad({ even: [{ cell: 'x' }] })).toThrow("JSON key 'even': item 1: 'x' is not a cell name");
    expect(bad({ difference: [{ cells: ['r1c1', 'r1c3'] }] })).toThrow("JSON key 'difference': item 1: 'cells': expected two orthogonally neighbouring cells");
    expect(bad({ ratio: [{ cells: ['r1c1', 'r1c2'], value: 'two' }] })).toThrow(`JSON key 'ratio': item 1: 'value': "two" is not a whole number`);
    expect(bad({ xv: [{ cells: ['r1c1', 'r1c2'], value: 'W' }] })).toThrow(`JSON key 'xv': item 1: 'value': "W" is not "X" or "V"`);
    expect(bad({ arrow: [{ cells: ['r1c1'], lines: [['r2c2', 'r3c3']] }] })).toThrow("JSON key 'arrow': item 1: 'lines': a line starts at r2c2, outside the circle");
    expect(bad({ sandwichsum: [{ cell: 'r3c3', value: 5 }] })).toThrow("JSON key 'sandwichsum': item 1: 'cell': r3c3 is not just outside the 9x9 board");
    expect(bad({ sandwichsum: [{ cell: 'r0c0', value: 5 }] })).toThrow("JSON key 'sandwichsum': item 1: 'cell': r0c0 is a corner");
    expect(bad({ littlekiller: [{ cell: 'r0c1', direction: 'UP', value: 5 }] })).toThrow(`JSON key 'littlekiller': item 1: 'direction': "UP" is not UL, UR, DL or DR`);
    expect(bad({ littlekiller: [{ cell: 'r0c1', direction: 'UR', value: 5 }] })).toThrow("JSON key 'littlekiller': item 1: 'direction': from r0c1 UR misses the board");
    expect(bad({ negative: ['kropki'] })).toThrow(`JSON key 'negative': "kropki" is not "difference", "ratio" or "xv"`);
    expect(bad({ antiknight: 'yes' })).toThrow("JSON key 'antiknight': expected true or false");
    expect(bad({ extraregion: {} })).toThrow("JSON key 'extraregion': expected a list");
    expect(bad({ odd: [{ cell: 'r1c1' }, { cell: 'r10c1' }] })).toThrow(PuzzleFormatError);
  });
});
