// Conflicts of the newer variants, checked against a brute-force oracle on a 4x4: on every full
// grid of the board, the conflicts must be exactly the pairs that break a pair rule (anti-knight,
// anti-king, non-consecutive, kropki, XV with negative constraints), and a whole rule (arrow,
// sandwich, little killer, parity) must show no conflict exactly where it holds. Plus the
// sentences a player reads.

import { describe, expect, it } from 'vitest';
import { findConflicts } from './conflicts';
import { type PuzzleJson, parseCellName, parsePuzzle } from './puzzle';
import { findVariantConflicts, outsideClueCells } from './variantConflicts';

/** Every valid 4x4 sudoku (288 of them), as digit arrays in reading order. */
function allGrids4(): number[][] {
  const grids: number[][] = [];
  const grid = new Array<number>(16).fill(0);
  const ok = (cell: number, d: number) => {
    const r = Math.floor(cell / 4);
    const c = cell % 4;
    for (let i = 0; i < 4; i++) if (grid[r * 4 + i] === d || grid[i * 4 + c] === d) return false;
    const br = r - (r % 2);
    const bc = c - (c % 2);
    for (let i = 0; i < 2; i++) for (let j = 0; j < 2; j++) if (grid[(br + i) * 4 + bc + j] === d) return false;
    return true;
  };
  const fill = (cell: number) => {
    if (cell === 16) return void grids.push([...grid]);
    for (let d = 1; d <= 4; d++) {
      if (!ok(cell, d)) continue;
      grid[cell] = d;
      fill(cell + 1);
      grid[cell] = 0;
    }
  };
  fill(0);
  return grids;
}

const EMPTY = '................';
const GRIDS = allGrids4();
const rc = (cell: number): [number, number] => [Math.floor(cell / 4), cell % 4];

/** Orthogonal or king-move neighbour pairs of a 4x4, as [a, b] with a < b. */
function pairs(king: boolean): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < 16; a++) {
    for (let b = a + 1; b < 16; b++) {
      const [r1, c1] = rc(a);
      const [r2, c2] = rc(b);
      const dr = Math.abs(r1 - r2);
      const dc = Math.abs(c1 - c2);
      if (king ? Math.max(dr, dc) === 1 : dr + dc === 1) out.push([a, b]);
    }
  }
  return out;
}

/** Rules whose broken places are pairs: the predicate lists the pairs that break the rule. */
const PAIR_CASES: { title: string; json: PuzzleJson; broken: (g: number[]) => string[] }[] = [
  {
    title: 'anti-knight',
    json: { givens: EMPTY, antiknight: true },
    broken: (g) => {
      const out: string[] = [];
      for (let a = 0; a < 16; a++) {
        for (let b = a + 1; b < 16; b++) {
          const [r1, c1] = rc(a);
          const [r2, c2] = rc(b);
          const moves = [Math.abs(r1 - r2), Math.abs(c1 - c2)].sort().join();
          if (moves === '1,2' && g[a] === g[b]) out.push(`${a}-${b}`);
        }
      }
      return out;
    },
  },
  {
    title: 'anti-king',
    json: { givens: EMPTY, antiking: true },
    broken: (g) => pairs(true).filter(([a, b]) => g[a] === g[b]).map(([a, b]) => `${a}-${b}`),
  },
  {
    title: 'non-consecutive',
    json: { givens: EMPTY, nonconsecutive: true },
    broken: (g) => pairs(false).filter(([a, b]) => Math.abs(g[a] - g[b]) === 1).map(([a, b]) => `${a}-${b}`),
  },
  {
    title: 'kropki with both negative constraints',
    json: { givens: EMPTY, difference: [{ cells: ['r1c1', 'r1c2'] }], ratio: [{ cells: ['r2c1', 'r2c2'] }], negative: ['difference', 'ratio'] },
    broken: (g) =>
      pairs(false)
        .filter(([a, b]) => {
          const consecutive = Math.abs(g[a] - g[b]) === 1;
          const double = g[a] === 2 * g[b] || g[b] === 2 * g[a];
          if (a === 0 && b === 1) return !consecutive;
          if (a === 4 && b === 5) return !double;
          return consecutive || double;
        })
        .map(([a, b]) => `${a}-${b}`),
  },
  {
    title: 'XV with the negative constraint',
    json: { givens: EMPTY, xv: [{ cells: ['r1c1', 'r2c1'], value: 'V' }], negative: ['xv'] },
    broken: (g) =>
      pairs(false)
        .filter(([a, b]) => (a === 0 && b === 4 ? g[a] + g[b] !== 5 : g[a] + g[b] === 5))
        .map(([a, b]) => `${a}-${b}`),
  },
];

describe('variant conflicts against brute force on 4x4: pairs', () => {
  for (const { title, json, broken } of PAIR_CASES) {
    it(`${title}: the conflicts are exactly the pairs that break the rule`, () => {
      const puzzle = parsePuzzle(json);
      let clean = 0;
      for (const grid of GRIDS) {
        const found = findVariantConflicts(puzzle, grid).map((c) => {
          expect(c.cells).toHaveLength(2);
          return `${Math.min(...c.cells)}-${Math.max(...c.cells)}`;
        });
        const expected = broken(grid);
        expect(new Set(found), `${title} on ${grid.join('')}`).toEqual(new Set(expected));
        if (expected.length === 0) clean++;
      }
      // Some grid must break the rule, or the check proves nothing.
      expect(clean).toBeLessThan(GRIDS.length);
    });
  }
});

/** Rules judged as a whole: the grids where the rule holds must be those with no conflict. */
const CASES: { title: string; json: PuzzleJson; holds: (g: number[]) => boolean }[] = [
  {
    title: 'XV',
    json: { givens: EMPTY, xv: [{ cells: ['r1c1', 'r2c1'], value: 'V' }] },
    holds: (g) => g[0] + g[4] === 5,
  },
  {
    title: 'even-odd',
    json: { givens: EMPTY, odd: [{ cell: 'r1c1' }], even: [{ cell: 'r4c4' }] },
    holds: (g) => g[0] % 2 === 1 && g[15] % 2 === 0,
  },
  {
    title: 'arrow',
    json: { givens: EMPTY, arrow: [{ cells: ['r1c1'], lines: [['r1c1', 'r2c2', 'r3c3']] }] },
    holds: (g) => g[0] === g[5] + g[10],
  },
  {
    title: 'arrow with a pill',
    json: { givens: EMPTY, arrow: [{ cells: ['r1c1', 'r1c2'], lines: [['r1c2', 'r2c3', 'r3c4', 'r4c3', 'r3c2', 'r2c1']] }] },
    holds: (g) => 10 * g[0] + g[1] === g[6] + g[11] + g[14] + g[9] + g[4],
  },
  {
    title: 'sandwich',
    json: { givens: EMPTY, sandwichsum: [{ cell: 'r0c2', value: 5 }, { cell: 'r3c0', value: '0' }] },
    holds: (g) => {
      const between = (line: number[]) => {
        const i = line.indexOf(1);
        const j = line.indexOf(4);
        return line.slice(Math.min(i, j) + 1, Math.max(i, j)).reduce((s, d) => s + d, 0);
      };
      return between([g[1], g[5], g[9], g[13]]) === 5 && between(g.slice(8, 12)) === 0;
    },
  },
  {
    title: 'little killer',
    json: { givens: EMPTY, littlekiller: [{ cell: 'r5c2', direction: 'UR', value: 7 }] },
    holds: (g) => g[14] + g[11] === 7,
  },
];

describe('variant conflicts against brute force on 4x4: whole rules', () => {
  for (const { title, json, holds } of CASES) {
    it(`${title}: no conflict exactly on the grids that keep the rule`, () => {
      const puzzle = parsePuzzle(json);
      let kept = 0;
      for (const grid of GRIDS) {
        const clean = findVariantConflicts(puzzle, grid).length === 0;
        expect(clean, `${title} on ${grid.join('')}`).toBe(holds(grid));
        if (clean) kept++;
      }
      // The rule must both keep and reject some grids, or the check proves nothing.
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThan(GRIDS.length);
    });
  }

  it('has 288 grids to check', () => {
    expect(GRIDS).toHaveLength(288);
  });
});

describe('variant conflicts a player reads', () => {
  const place = (json: PuzzleJson, writes: Record<string, number>) => {
    const puzzle = parsePuzzle(json);
    const placed = [...puzzle.givens];
    for (const [name, digit] of Object.entries(writes)) placed[parseCellName(puzzle.size, name)] = digit;
    return findConflicts(puzzle, placed);
  };
  const nine = '.'.repeat(81);

  it('says why, naming the cells', () => {
    expect(place({ givens: nine, antiknight: true }, { r1c3: 5, r2c5: 5 }).list.map((c) => c.text)).toEqual(["r1c3 and r2c5 are a knight's move apart and both hold 5"]);
    expect(place({ givens: nine, difference: [{ cells: ['r1c1', 'r1c2'] }] }, { r1c1: 3, r1c2: 5 }).list[0].text).toBe('r1c1 = 3 and r1c2 = 5: the white dot asks for consecutive digits');
    expect(place({ givens: nine, xv: [{ cells: ['r1c1', 'r1c2'], value: 'X' }] }, { r1c1: 3, r1c2: 5 }).list[0].text).toBe('r1c1 = 3 and r1c2 = 5: the X asks for a sum of 10');
    expect(place({ givens: nine, odd: [{ cell: 'r2c2' }] }, { r2c2: 4 }).list[0].text).toBe('r2c2 holds 4, but its circle asks for an odd digit');
    expect(place({ givens: nine, extraregion: [{ cells: ['r1c1', 'r5c5'] }] }, { r1c1: 4, r5c5: 4 }).list.map((c) => c.text)).toEqual(['4 appears twice in the shaded region at r1c1 (r1c1, r5c5)']);
    expect(place({ givens: nine, extraregion: [{ cells: ['r2c2', 'r2c3', 'r2c4', 'r3c2', 'r3c3', 'r3c4', 'r4c2', 'r4c3', 'r4c4'] }] }, { r2c2: 4, r4c4: 4 }).list.map((c) => c.text)).toEqual(['4 appears twice in window at r2c2 (r2c2, r4c4)']);
    const sandwich = place({ givens: nine, sandwichsum: [{ cell: 'r0c1', value: 10 }] }, { r1c1: 1, r2c1: 2, r3c1: 3, r4c1: 9 });
    expect(sandwich.list[0].text).toBe('between the 1 and the 9 of column 1 the digits add up to 5, not 10');
    expect([...sandwich.cells].sort((a, b) => a - b)).toEqual([0, 9, 18, 27]);
  });

  it('waits for every cell of a sum before judging it', () => {
    expect(place({ givens: nine, littlekiller: [{ cell: 'r0c1', direction: 'DR', value: 45 }] }, { r1c2: 9 }).list).toEqual([]);
    expect(place({ givens: nine, arrow: [{ cells: ['r1c1'], lines: [['r1c1', 'r1c2', 'r1c3']] }] }, { r1c1: 9, r1c2: 1 }).list).toEqual([]);
  });

  it('reads the cells of an outside clue from the board edge inward', () => {
    expect(outsideClueCells(4, { row: -1, column: 1, value: 0 })).toEqual([1, 5, 9, 13]);
    expect(outsideClueCells(4, { row: 2, column: 4, value: 0 })).toEqual([11, 10, 9, 8]);
    expect(outsideClueCells(4, { row: 4, column: 1, value: 0, direction: [-1, 1] })).toEqual([14, 11]);
  });
});
