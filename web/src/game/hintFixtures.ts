// Engine answers of `hint` in the graded shape of docs/api.md (issue 13), for the tests of the
// hint view and the game screen. The steps are the engine's own (gridforge explain --json on these
// puzzles, the chain's links as the engine gives them). The sentences of levels 1 and 2 follow the
// engine's patterns (src/api/hint_levels.cpp); the UI shows whatever text it is given.

import type { EngineStep } from './engineStep';
import type { EngineHint, HintLevel } from './hints';
import type { PuzzleJson } from './puzzle';

/** top95 #3: after 21 steps an alternating inference chain removes 7 from r8c6. */
export const CHAIN_PUZZLE: PuzzleJson = { size: 9, givens: '.524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........' };

export const AIC_STEP: EngineStep = {
  technique: 'aic',
  name: 'Alternating inference chain',
  text:
    'Alternating inference chain: if r5c6 is not 7, then r5c4 is 7 (row 5), so r5c4 is not 1, so r8c4 is 1 (column 4), so r8c4 is not 6, so r8c6 is 6 (row 8); either r5c6 is 7 or r8c6 is 6, so 7 is removed from r8c6. Eureka: (7)r5c6 = (7)r5c4 - (1)r5c4 = (1)r8c4 - (6)r8c4 = (6)r8c6.',
  cells: ['r5c6', 'r5c4', 'r8c4', 'r8c6'],
  houses: ['row 5', 'column 4', 'row 8'],
  placements: [],
  eliminations: [{ cell: 'r8c6', digit: 7 }],
  links: [
    { from: { cell: 'r5c6', digit: 7, on: false }, to: { cell: 'r5c4', digit: 7, on: true }, type: 'strong', by: 'row 5' },
    { from: { cell: 'r5c4', digit: 7, on: true }, to: { cell: 'r5c4', digit: 1, on: false }, type: 'weak', by: 'cell r5c4' },
    { from: { cell: 'r5c4', digit: 1, on: false }, to: { cell: 'r8c4', digit: 1, on: true }, type: 'strong', by: 'column 4' },
    { from: { cell: 'r8c4', digit: 1, on: true }, to: { cell: 'r8c4', digit: 6, on: false }, type: 'weak', by: 'cell r8c4' },
    { from: { cell: 'r8c4', digit: 6, on: false }, to: { cell: 'r8c6', digit: 6, on: true }, type: 'strong', by: 'row 8' },
  ],
  eureka: '(7)r5c6 = (7)r5c4 - (1)r5c4 = (1)r8c4 - (6)r8c4 = (6)r8c6',
};

/** The chain step graded, for a player who keeps pencil marks. */
export function chainHint(level: HintLevel): EngineHint {
  const nudge = { level, kind: 'step' as const, family: 'chains', houses: ['box 5', 'box 8'] };
  if (level === 1) return { ...nudge, text: 'Think of a chain in boxes 5 and 8.' };
  const named = { ...nudge, technique: AIC_STEP.technique, name: AIC_STEP.name, cells: AIC_STEP.cells };
  if (level === 2) return { ...named, text: 'Alternating inference chain on r5c6, r5c4, r8c4 and r8c6.' };
  return { ...named, text: AIC_STEP.text, steps: [AIC_STEP], placements: [], eliminations: AIC_STEP.eliminations };
}

/** top95 #1 (fixtures.CLASSIC) after its first three singles: two pointing pairs leave r1c6 one digit. */
const POINTING_2: EngineStep = {
  technique: 'locked_pointing',
  name: 'Locked candidates (pointing)',
  text: 'Locked candidates (pointing): in box 5 the digit 2 lies only in column 6 (r5c6 and r6c6), so it is removed from the rest of column 6: 2 from r1c6, r2c6 and r3c6.',
  cells: ['r5c6', 'r6c6'],
  houses: ['box 5', 'column 6'],
  placements: [],
  eliminations: [
    { cell: 'r1c6', digit: 2 },
    { cell: 'r2c6', digit: 2 },
    { cell: 'r3c6', digit: 2 },
  ],
};

const POINTING_6: EngineStep = {
  ...POINTING_2,
  text: 'Locked candidates (pointing): in box 5 the digit 6 lies only in column 6 (r5c6 and r6c6), so it is removed from the rest of column 6: 6 from r1c6, r2c6 and r3c6.',
  eliminations: [
    { cell: 'r1c6', digit: 6 },
    { cell: 'r2c6', digit: 6 },
    { cell: 'r3c6', digit: 6 },
  ],
};

const NAKED_SINGLE_9: EngineStep = {
  technique: 'naked_single',
  name: 'Naked single',
  text: 'Naked single: r1c6 can only be 9.',
  cells: ['r1c6'],
  houses: [],
  placements: [{ cell: 'r1c6', digit: 9 }],
  eliminations: [],
};

export const PLACEMENT_STEPS: EngineStep[] = [POINTING_2, POINTING_6, NAKED_SINGLE_9];

/** The next placement for a player without pencil marks, graded. */
export function placementHint(level: HintLevel): EngineHint {
  const nudge = { level, kind: 'placement' as const, family: 'intersections', houses: ['box 2'] };
  if (level === 1) return { ...nudge, text: 'A digit can be placed in box 2 after some eliminations: think of locked candidates.' };
  const named = { ...nudge, technique: 'locked_pointing', name: 'Locked candidates (pointing)', cells: ['r5c6', 'r6c6', 'r1c6'] };
  if (level === 2) return { ...named, text: 'Locked candidates (pointing) on r5c6 and r6c6, then Locked candidates (pointing) on r5c6 and r6c6, then Naked single at r1c6.' };
  return {
    ...named,
    text: PLACEMENT_STEPS.map((step) => step.text).join(' '),
    steps: PLACEMENT_STEPS,
    placements: NAKED_SINGLE_9.placements,
    eliminations: [...POINTING_2.eliminations, ...POINTING_6.eliminations],
  };
}

/** A wrong 5 in r3c4 and a lost candidate 1 in r7c7, graded: the houses, the cells, the digits. */
export function mistakeHint(level: HintLevel): EngineHint {
  const houses = ['row 3', 'row 7'];
  if (level === 1) {
    const wrong = { wrong_entries: [{ house: 'row 3' }], removed_candidates: [{ house: 'row 7' }] };
    return { level, kind: 'mistake', text: 'There are 2 mistakes, in rows 3 and 7.', houses, ...wrong };
  }
  if (level === 2) {
    const wrong = { wrong_entries: [{ cell: 'r3c4' }], removed_candidates: [{ cell: 'r7c7' }] };
    return { level, kind: 'mistake', text: 'r3c4 is wrong. A needed pencil mark is missing in r7c7.', houses, cells: ['r3c4', 'r7c7'], ...wrong };
  }
  const wrong = { wrong_entries: [{ cell: 'r3c4', digit: 5 }], removed_candidates: [{ cell: 'r7c7', digit: 1 }] };
  return { level, kind: 'mistake', text: 'r3c4 is not 5. Pencil marks to restore: 1 in r7c7.', houses, cells: ['r3c4', 'r7c7'], ...wrong };
}
