// A small hand-made 3x3 puzzle for the tests of this folder: what the screen reads (people,
// carriers, reveals, solution) matters here, not whether the clues are a good puzzle.

import type { DeducePuzzle } from './types';

export function testPuzzle(): DeducePuzzle {
  return {
    format: 'gridforge-deduce/1',
    size: '3x3',
    mode: 'revealed',
    people: [
      { cell: 'A1', name: 'Ada', profession: 'cook' },
      { cell: 'B1', name: 'Ben', profession: 'judge' },
      { cell: 'C1', name: 'Cid', profession: 'pilot' },
      { cell: 'A2', name: 'Dee', profession: 'cook' },
      { cell: 'B2', name: 'Eve', profession: 'clerk' },
      { cell: 'C2', name: 'Fay', profession: 'pilot' },
      { cell: 'A3', name: 'Gus', profession: 'judge' },
      { cell: 'B3', name: 'Hal', profession: 'cook' },
      { cell: 'C3', name: 'Ivy', profession: 'clerk' },
    ],
    clues: [
      { type: 'number_of_traits_in_unit', trait: 'criminal', unit: 'row:1', n: 1, carrier: 'B2', text: 'There is exactly 1 criminal in row 1.' },
      { type: 'has_trait', trait: 'criminal', person: 'C3', carrier: 'A1', text: 'Ivy is a criminal.' },
      { type: 'number_of_traits', trait: 'criminal', n: 3, carrier: 'C3', text: 'There are exactly 3 criminals.' },
      { type: 'has_trait', trait: 'innocent', person: 'A2', carrier: 'A1', text: 'Dee is innocent.' },
    ],
    reveals: ['B2'],
    //         A1 B1 C1 A2 B2 C2 A3 B3 C3
    solution: 'CIIICIIIC',
    difficulty: { score: 20, band: 'easy' },
  };
}
