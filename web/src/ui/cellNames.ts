// Accessible names of the board's cells. Each starts with the cell name, as the DOM contract says:
// "r1c1, given 5", "r1c2, 7", "r3c4, empty, candidates 1 2 7, corner marks 3 4, colour green".

import type { Puzzle } from '../game/puzzle';
import { cellName, digitLabel } from '../game/puzzle';
import { markDigits, type PlayerState } from '../game/state';

export const COLOUR_NAMES = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'grey'];

export interface CellFlags {
  conflicts: ReadonlySet<number>;
  wrong: ReadonlySet<number>;
  hinted: ReadonlySet<number>;
}

export function cellAccessibleNames(puzzle: Puzzle, state: PlayerState, flags: CellFlags): string[] {
  const sums = new Map<number, number>();
  for (const cage of puzzle.cages) if (cage.sum !== undefined) sums.set(Math.min(...cage.cells), cage.sum);
  const bulbs = new Set(puzzle.thermos.map((thermo) => thermo[0]));
  return puzzle.givens.map((given, cell) => {
    const parts = [cellName(puzzle.size, cell)];
    const entry = state.entries[cell];
    if (given) parts.push(`given ${digitLabel(given)}`);
    else if (entry) parts.push(digitLabel(entry));
    else {
      parts.push('empty');
      const centre = markDigits(state.centre[cell]);
      const corner = markDigits(state.corner[cell]);
      if (centre.length) parts.push(`candidates ${centre.map(digitLabel).join(' ')}`);
      if (corner.length) parts.push(`corner marks ${corner.map(digitLabel).join(' ')}`);
    }
    if (state.colours[cell]) parts.push(`colour ${COLOUR_NAMES[state.colours[cell] - 1]}`);
    if (sums.has(cell)) parts.push(`cage sum ${sums.get(cell)}`);
    if (bulbs.has(cell)) parts.push('thermometer bulb');
    if (flags.conflicts.has(cell)) parts.push('conflict');
    if (flags.wrong.has(cell)) parts.push('wrong');
    if (flags.hinted.has(cell)) parts.push('in the hint');
    return parts.join(', ');
  });
}
