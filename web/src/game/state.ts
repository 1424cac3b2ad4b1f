// What the player has written on the board. Immutable: every action returns a new state, so the
// undo history is a plain list of states and Preact sees a change by identity.

import type { Puzzle } from './puzzle';

/** Pencil marks as bit sets: bit d-1 holds digit d. */
export type MarkSet = number;

export interface PlayerState {
  /** The player's digit per cell (0 = none; always 0 on a given). */
  entries: number[];
  /** Corner marks (SudokuPad's "where can this digit go in the box"). */
  corner: MarkSet[];
  /** Centre marks (the cell's candidates). */
  centre: MarkSet[];
  /** Colour per cell, 0 = none, else 1..COLOUR_COUNT. */
  colours: number[];
}

export const COLOUR_COUNT = 9;

export function emptyState(puzzle: Puzzle): PlayerState {
  const cells = puzzle.size * puzzle.size;
  const zeros = () => new Array<number>(cells).fill(0);
  return { entries: zeros(), corner: zeros(), centre: zeros(), colours: zeros() };
}

export function hasMark(set: MarkSet, digit: number): boolean {
  return (set & (1 << (digit - 1))) !== 0;
}

export function markDigits(set: MarkSet): number[] {
  const digits: number[] = [];
  for (let d = 1; set >> (d - 1) !== 0; d++) if (hasMark(set, d)) digits.push(d);
  return digits;
}

export function marksOf(digits: number[]): MarkSet {
  return digits.reduce((set, d) => set | (1 << (d - 1)), 0);
}

/** Given or entry per cell: the digits the rules judge. */
export function placedDigits(puzzle: Puzzle, state: PlayerState): number[] {
  return puzzle.givens.map((given, cell) => given || state.entries[cell]);
}

export function sameState(a: PlayerState, b: PlayerState): boolean {
  const equal = (x: number[], y: number[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return equal(a.entries, b.entries) && equal(a.corner, b.corner) && equal(a.centre, b.centre) && equal(a.colours, b.colours);
}
