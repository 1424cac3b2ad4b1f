// Hand-made puzzles carrying the newer variant keys, for the drawing tests and the screenshots:
// every mark at least once, in the shapes f-puzzles writes (values as strings where it does).
// Their givens are few and uniqueness is not claimed: they test reading and drawing only.

import type { PuzzleJson } from './puzzle';

/** Every newer mark on one 9x9: windoku shading, arrows (a circle and a pill), odd and even
 *  cells, kropki dots (one with a value), X and V, sandwich sums and little killers. */
export const EVERY_MARK: PuzzleJson = {
  size: 9,
  givens: '5...............................................................................9',
  extraregion: [
    { cells: ['r2c2', 'r2c3', 'r2c4', 'r3c2', 'r3c3', 'r3c4', 'r4c2', 'r4c3', 'r4c4'] },
    { cells: ['r6c6', 'r6c7', 'r6c8', 'r7c6', 'r7c7', 'r7c8', 'r8c6', 'r8c7', 'r8c8'] },
  ],
  odd: [{ cell: 'r9c1' }, { cell: 'r9c3' }],
  even: [{ cell: 'r9c2' }],
  arrow: [
    { cells: ['r1c5'], lines: [['r1c5', 'r2c6', 'r3c7', 'r3c8']] },
    { cells: ['r5c1', 'r5c2'], lines: [['r5c2', 'r6c2', 'r7c2']] },
  ],
  difference: [{ cells: ['r1c2', 'r1c3'] }, { cells: ['r4c8', 'r5c8'], value: '3' }],
  ratio: [{ cells: ['r2c8', 'r2c9'] }],
  xv: [
    { cells: ['r8c4', 'r8c5'], value: 'X' },
    { cells: ['r7c4', 'r8c4'], value: 'V' },
  ],
  sandwichsum: [
    { cell: 'r0c4', value: '10' },
    { cell: 'r6c0', value: 0 },
  ],
  littlekiller: [
    { cell: 'r0c1', direction: 'DR', value: '45' },
    { cell: 'r10c10', direction: 'UL', value: 41 },
  ],
};

/** The rules a caption states: anti-knight, anti-king, non-consecutive and negative constraints. */
export const GLOBAL_RULES: PuzzleJson = {
  size: 6,
  givens: '1...........................2.......',
  antiknight: true,
  antiking: true,
  nonconsecutive: true,
  difference: [{ cells: ['r1c1', 'r2c1'] }],
  xv: [{ cells: ['r3c3', 'r3c4'], value: 'v' }],
  negative: ['difference', 'xv'],
};
