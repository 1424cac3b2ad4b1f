// The player's actions, each applied to a selection of cells at once, SudokuPad-style: a digit or
// mark that every selected cell already shows is taken away again; otherwise it is written to all.

import { peerCandidates } from './candidates';
import type { Puzzle } from './puzzle';
import { type PlayerState, emptyState, hasMark } from './state';

export type Action =
  | { kind: 'digit'; digit: number }
  | { kind: 'corner'; digit: number }
  | { kind: 'centre'; digit: number }
  | { kind: 'colour'; colour: number }
  | { kind: 'erase' }
  /** Centre marks of every empty cell set to the digits its peers leave. */
  | { kind: 'fill-candidates' }
  /** Back to the givens alone (undoable like any action). */
  | { kind: 'restart' };

export interface ActionOptions {
  /** Automatic candidates on: a placed digit also leaves its peers' centre marks. */
  autoCandidates?: boolean;
}

function isGiven(puzzle: Puzzle, cell: number): boolean {
  return puzzle.givens[cell] !== 0;
}

/** The state after `action` on `cells`; the same object when nothing changed. */
export function applyAction(puzzle: Puzzle, state: PlayerState, cells: number[], action: Action, options: ActionOptions = {}): PlayerState {
  switch (action.kind) {
    case 'digit':
      return placeDigit(puzzle, state, cells, action.digit, options);
    case 'corner':
      return toggleMark(puzzle, state, cells, action.digit, 'corner');
    case 'centre':
      return toggleMark(puzzle, state, cells, action.digit, 'centre');
    case 'colour':
      return paint(state, cells, action.colour);
    case 'erase':
      return erase(puzzle, state, cells);
    case 'fill-candidates':
      return fillCandidates(puzzle, state);
    case 'restart':
      return emptyState(puzzle);
  }
}

function placeDigit(puzzle: Puzzle, state: PlayerState, cells: number[], digit: number, options: ActionOptions): PlayerState {
  const targets = cells.filter((cell) => !isGiven(puzzle, cell));
  if (targets.length === 0 || digit < 1 || digit > puzzle.size) return state;
  const entries = [...state.entries];
  const clearing = targets.every((cell) => entries[cell] === digit);
  for (const cell of targets) entries[cell] = clearing ? 0 : digit;
  let centre = state.centre;
  if (!clearing && options.autoCandidates) {
    centre = [...centre];
    const bit = ~(1 << (digit - 1));
    for (const cell of targets) for (const peer of puzzle.peers[cell]) centre[peer] &= bit;
  }
  return { ...state, entries, centre };
}

function toggleMark(puzzle: Puzzle, state: PlayerState, cells: number[], digit: number, layer: 'corner' | 'centre'): PlayerState {
  // Marks belong to empty cells: a cell showing a digit keeps its marks hidden and unchanged.
  const targets = cells.filter((cell) => !isGiven(puzzle, cell) && state.entries[cell] === 0);
  if (targets.length === 0 || digit < 1 || digit > puzzle.size) return state;
  const marks = [...state[layer]];
  const removing = targets.every((cell) => hasMark(marks[cell], digit));
  const bit = 1 << (digit - 1);
  for (const cell of targets) marks[cell] = removing ? marks[cell] & ~bit : marks[cell] | bit;
  return { ...state, [layer]: marks };
}

function paint(state: PlayerState, cells: number[], colour: number): PlayerState {
  if (cells.length === 0) return state;
  const colours = [...state.colours];
  const clearing = colour === 0 || cells.every((cell) => colours[cell] === colour);
  for (const cell of cells) colours[cell] = clearing ? 0 : colour;
  return { ...state, colours };
}

/** One layer at a time, top first: entries, then pencil marks, then colours. */
function erase(puzzle: Puzzle, state: PlayerState, cells: number[]): PlayerState {
  const own = cells.filter((cell) => !isGiven(puzzle, cell));
  if (own.some((cell) => state.entries[cell] !== 0)) {
    const entries = [...state.entries];
    for (const cell of own) entries[cell] = 0;
    return { ...state, entries };
  }
  if (own.some((cell) => state.corner[cell] !== 0 || state.centre[cell] !== 0)) {
    const corner = [...state.corner];
    const centre = [...state.centre];
    for (const cell of own) corner[cell] = centre[cell] = 0;
    return { ...state, corner, centre };
  }
  return cells.some((cell) => state.colours[cell] !== 0) ? paint(state, cells, 0) : state;
}

function fillCandidates(puzzle: Puzzle, state: PlayerState): PlayerState {
  const computed = peerCandidates(puzzle, state);
  const centre = state.centre.map((marks, cell) => (isGiven(puzzle, cell) || state.entries[cell] !== 0 ? marks : computed[cell]));
  return { ...state, centre };
}
