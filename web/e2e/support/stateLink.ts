// A link (URL fragment) that opens a classic puzzle part-way through its logical path: the digits
// the earlier steps placed and, for a player who keeps pencil marks, every empty cell's remaining
// candidates as centre marks (peers' digits and the earlier steps' eliminations removed).
// Built with the app's own link and state code on the native engine's board, so the page reads it
// as it reads any shared link.
import { puzzleOf } from '../../src/engine/testing/nativeEngine';
import type { PuzzleJson } from '../../src/game/puzzle';
import { apiState, type ApiState } from '../../src/game/apiState';
import { emptyState, marksOf } from '../../src/game/state';
import { sudokuFragment } from '../../src/game/urlCodec';

interface CellDigit {
  cell: string;
  digit: number;
}

/** A step of `explain` as far as this needs it. */
export interface PathStep {
  placements: CellDigit[];
  eliminations: CellDigit[];
}

export interface StateLink {
  fragment: string;
  /** The same state as the app sends it to the engine. */
  state: ApiState;
}

/** The state after `steps` (the first steps of the puzzle's own path), with or without pencil marks. */
export function linkAfterSteps(json: PuzzleJson, steps: PathStep[], pencilMarks: boolean): StateLink {
  const puzzle = puzzleOf(json);
  const { size } = puzzle;
  const index = (name: string) => {
    const [row, column] = name.slice(1).split('c').map(Number);
    return (row - 1) * size + column - 1;
  };
  const state = emptyState(puzzle);
  for (const step of steps) for (const placement of step.placements) state.entries[index(placement.cell)] = placement.digit;
  const digits = puzzle.givens.map((given, cell) => given || state.entries[cell]);
  const removed = new Set(steps.flatMap((step) => step.eliminations.map((e) => `${index(e.cell)}:${e.digit}`)));
  const all = Array.from({ length: size }, (_, i) => i + 1);
  state.centre = digits.map((digit, cell) => {
    if (digit !== 0 || !pencilMarks) return 0;
    const seen = new Set(puzzle.peers[cell].map((peer) => digits[peer]));
    return marksOf(all.filter((d) => !seen.has(d) && !removed.has(`${cell}:${d}`)));
  });
  return { fragment: sudokuFragment(puzzle, state), state: apiState(puzzle, state) };
}
