// Rule breaks the player can see on the board, as the engine finds them (docs/api.md, op
// `conflicts`: every rule of the puzzle checks the digits placed): a digit twice in a house, a
// cage over its sum, a thermometer that does not rise, two digits a knight's move apart, ...
// Each names its cells and says why in words, for the screen reader too. The player holds no
// rule of its own: a rule the engine knows is checked here without a line of TypeScript.

import { type Puzzle, digitChar, parseCellName } from './puzzle';

export interface Conflict {
  cells: number[];
  text: string;
}

export interface ConflictSet {
  list: Conflict[];
  cells: Set<number>;
}

/** The engine's answer to `{"op": "conflicts", "puzzle", "grid"}`. */
export interface ConflictsResponse {
  conflicts: { cells: string[]; digit: number; where: string; text: string }[];
}

export const NO_CONFLICTS: ConflictSet = { list: [], cells: new Set() };

/** The grid the engine reads: one character per cell, '.' for an empty one. */
export function gridLine(placed: number[]): string {
  return placed.map((digit) => (digit === 0 ? '.' : digitChar(digit))).join('');
}

export function readConflicts(puzzle: Puzzle, response: ConflictsResponse): ConflictSet {
  const list = response.conflicts.map((conflict) => ({ cells: conflict.cells.map((name) => parseCellName(puzzle.size, name)), text: conflict.text }));
  return { list, cells: new Set(list.flatMap((conflict) => conflict.cells)) };
}

/** Every cell filled and, by the engine's check of that very grid, no rule broken. */
export function isSolved(placed: number[], checked: { grid: string; conflicts: ConflictSet } | null): boolean {
  return placed.every((digit) => digit !== 0) && checked !== null && checked.grid === gridLine(placed) && checked.conflicts.list.length === 0;
}
