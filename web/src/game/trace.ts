// Replays the propagation solver's trace (the `trace` op) as a stack on a copy of the board, as the
// seed article's stand does: each placement is pushed, and backtracking pops the placements of the
// abandoned branch in reverse order. A slider chooses how many events have happened.

import { type Puzzle, parseCellName } from './puzzle';

export type TraceKind = 'guess' | 'naked_single' | 'hidden_single';

export interface TraceEvent {
  action: 'place' | 'undo' | 'solved';
  cell?: string;
  digit?: number;
  kind?: TraceKind;
}

export interface TracePlacement {
  cell: number;
  digit: number;
  kind: TraceKind;
}

export interface TraceFrame {
  /** Placements on the stack, oldest first. */
  stack: TracePlacement[];
  /** Digit and kind per cell from the stack (givens not included). */
  digits: number[];
  kinds: (TraceKind | null)[];
  /** Guesses on the stack: the search depth. */
  depth: number;
  /** Solutions found so far. */
  solutions: number;
  /** The last event applied, if any, with the cell it touched. */
  last: (TraceEvent & { cellIndex: number | null }) | null;
}

export class TraceReplayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TraceReplayError';
  }
}

/** The board after the first `count` events. */
export function replayTrace(puzzle: Puzzle, events: TraceEvent[], count: number): TraceFrame {
  const cells = puzzle.size * puzzle.size;
  const stack: TracePlacement[] = [];
  const digits = new Array<number>(cells).fill(0);
  const kinds = new Array<TraceKind | null>(cells).fill(null);
  let solutions = 0;
  let last: TraceFrame['last'] = null;
  for (const event of events.slice(0, Math.max(0, Math.min(count, events.length)))) {
    const cellIndex = event.cell ? parseCellName(puzzle.size, event.cell) : null;
    if (event.action === 'place') {
      if (cellIndex === null || !event.digit) throw new TraceReplayError('a placement without a cell or digit');
      const placement = { cell: cellIndex, digit: event.digit, kind: event.kind ?? 'naked_single' };
      stack.push(placement);
      digits[cellIndex] = placement.digit;
      kinds[cellIndex] = placement.kind;
    } else if (event.action === 'undo') {
      const top = stack.pop();
      if (!top || (cellIndex !== null && top.cell !== cellIndex)) {
        throw new TraceReplayError(`undo of ${event.cell ?? 'a cell'} is not the last placement`);
      }
      digits[top.cell] = 0;
      kinds[top.cell] = null;
    } else if (event.action === 'solved') {
      solutions++;
    }
    last = { ...event, cellIndex };
  }
  return { stack, digits, kinds, depth: stack.filter((p) => p.kind === 'guess').length, solutions, last };
}

/** One line for the panel: "Guess r3c4 = 5 (depth 2)", "Undo r3c4", "Solution found". */
export function describeEvent(event: TraceEvent | null, depth: number): string {
  if (!event) return 'The givens alone: nothing placed yet.';
  switch (event.action) {
    case 'place': {
      const how = event.kind === 'guess' ? 'Guess' : event.kind === 'hidden_single' ? 'Hidden single' : 'Naked single';
      return `${how}: ${event.cell} = ${event.digit} (depth ${depth})`;
    }
    case 'undo':
      return `Undo ${event.cell}${event.digit ? ` = ${event.digit}` : ''} (back to depth ${depth})`;
    case 'solved':
      return 'Solution found';
  }
}
