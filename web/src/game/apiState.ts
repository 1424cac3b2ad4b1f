// The player's board as the engine's `state` for hint and check (docs/api.md): the grid in line
// form (givens and entries) and, for cells with centre marks, those marks as the candidates. Corner
// marks are left out: players use them for "somewhere in this box", not as a cell's candidate list.

import { type Puzzle, cellName, digitChar } from './puzzle';
import { type PlayerState, markDigits } from './state';

export interface ApiState {
  grid: string;
  candidates?: Record<string, string>;
}

export function apiState(puzzle: Puzzle, state: PlayerState): ApiState {
  const grid = puzzle.givens.map((given, cell) => {
    const digit = given || state.entries[cell];
    return digit === 0 ? '.' : digitChar(digit);
  });
  const candidates: Record<string, string> = {};
  puzzle.givens.forEach((given, cell) => {
    if (given !== 0 || state.entries[cell] !== 0 || state.centre[cell] === 0) return;
    candidates[cellName(puzzle.size, cell)] = markDigits(state.centre[cell]).map(digitChar).join('');
  });
  return Object.keys(candidates).length > 0 ? { grid: grid.join(''), candidates } : { grid: grid.join('') };
}
