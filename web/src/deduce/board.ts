// Board geometry and what a state shows, computed from the puzzle JSON alone, so a restored game
// can be drawn before the engine has answered anything. Cells are named as in docs/deduce.md:
// column letter then row number ("B3"), index = row * columns + column in reading order.

import type { DeducePuzzle, Move, Verdict } from './types';

export interface BoardShape {
  columns: number;
  rows: number;
}

/** "4x5" -> 4 columns, 5 rows. Throws on anything else, as the engine would have refused it. */
export function parseSize(size: string): BoardShape {
  const match = /^(\d+)x(\d+)$/.exec(size);
  if (!match) throw new Error(`deduction puzzle size '${size}' is not COLUMNSxROWS`);
  return { columns: Number(match[1]), rows: Number(match[2]) };
}

export function cellName(shape: BoardShape, index: number): string {
  const column = index % shape.columns;
  const row = Math.floor(index / shape.columns);
  return String.fromCharCode(65 + column) + String(row + 1);
}

/** The index of a cell name ("b3" too), or -1 when it is not on the board. */
export function cellIndex(shape: BoardShape, name: string): number {
  const match = /^([A-Za-z])(\d+)$/.exec(name);
  if (!match) return -1;
  const column = match[1].toUpperCase().charCodeAt(0) - 65;
  const row = Number(match[2]) - 1;
  if (column < 0 || column >= shape.columns || row < 0 || row >= shape.rows) return -1;
  return row * shape.columns + column;
}

/** The solution's verdict of a cell (the letter C or I at its index). */
export function solutionVerdict(puzzle: DeducePuzzle, shape: BoardShape, cell: string): Verdict | null {
  const letter = puzzle.solution.charAt(cellIndex(shape, cell));
  if (letter === 'C') return 'criminal';
  if (letter === 'I') return 'innocent';
  return null;
}

/**
 * Verdicts shown on the board: the initial reveals (whose verdict the player sees from the start,
 * read from the solution) and then every accepted move.
 */
export function revealedVerdicts(puzzle: DeducePuzzle, moves: readonly Move[]): Map<string, Verdict> {
  const shape = parseSize(puzzle.size);
  const shown = new Map<string, Verdict>();
  for (const cell of puzzle.reveals) {
    const verdict = solutionVerdict(puzzle, shape, cell);
    if (verdict) shown.set(cell, verdict);
  }
  for (const move of moves) shown.set(move.cell, move.verdict);
  return shown;
}

/** Indices of the clues a player sees: all of them in open mode, else those on revealed cards. */
export function visibleClueIndices(puzzle: DeducePuzzle, revealed: ReadonlySet<string> | ReadonlyMap<string, unknown>): number[] {
  const indices: number[] = [];
  puzzle.clues.forEach((clue, index) => {
    if (puzzle.mode === 'open' || revealed.has(clue.carrier)) indices.push(index);
  });
  return indices;
}

/**
 * The visible clues in the order the list shows them: those that appeared during play, newest
 * first (so a new clue is at the top, where a phone shows it), then those visible from the start
 * in the puzzle's order (in open mode that is every clue, in its order).
 */
export function clueDisplayOrder(puzzle: DeducePuzzle, moves: readonly Move[]): number[] {
  const initial = visibleClueIndices(puzzle, revealedVerdicts(puzzle, []));
  const seen = new Set(initial);
  const groups: number[][] = [];
  for (const move of moves) {
    const group: number[] = [];
    puzzle.clues.forEach((clue, index) => {
      if (clue.carrier === move.cell && !seen.has(index)) {
        seen.add(index);
        group.push(index);
      }
    });
    groups.push(group);
  }
  // Newest move first; a card's own clues keep the puzzle's order.
  return [...groups.reverse().flat(), ...initial];
}

export function personAt(puzzle: DeducePuzzle, cell: string) {
  return puzzle.people.find((person) => person.cell === cell);
}
