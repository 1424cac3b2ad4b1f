// The state of one deduction game that is worth keeping across a reload: the accepted moves (the
// engine replays them on every request, docs/api.md), the counters, the player's pencil notes
// with their undo history, the clues struck as used, and the time played. Pure functions on plain
// data: every change returns a new object, so the component can hand it to setState and the tests
// can check it without a DOM.

import { cellIndex, parseSize, revealedVerdicts, solutionVerdict } from './board';
import type { DeducePuzzle, MarkOutcome, Move, Verdict } from './types';

/** One note change, enough to undo or redo it. */
export interface NoteChange {
  cell: string;
  before: Verdict | null;
  after: Verdict | null;
}

export interface DeduceSession {
  moves: Move[];
  mistakes: number;
  /** Marks refused because nothing visible forced them. */
  guesses: number;
  hints: number;
  /** Pencil notes ("maybe criminal/innocent") on hidden cards, by cell. */
  notes: Record<string, Verdict>;
  undo: NoteChange[];
  redo: NoteChange[];
  /** Clue indices the player struck through as used. */
  usedClues: number[];
  elapsedMs: number;
}

/** Bump when the saved shape changes; older saves are then ignored rather than misread. */
const SAVE_VERSION = 1;
/** Enough undo for any real game while keeping the saved record small. */
const MAX_HISTORY = 500;

export function newSession(): DeduceSession {
  return { moves: [], mistakes: 0, guesses: 0, hints: 0, notes: {}, undo: [], redo: [], usedClues: [], elapsedMs: 0 };
}

/** Applies the engine's verdict on a mark. A revealed card needs no note, so its note and history go. */
export function recordMark(session: DeduceSession, move: Move, outcome: MarkOutcome): DeduceSession {
  switch (outcome) {
    case 'accepted': {
      const notes = { ...session.notes };
      delete notes[move.cell];
      const elsewhere = (change: NoteChange) => change.cell !== move.cell;
      return {
        ...session,
        moves: [...session.moves, { cell: move.cell, verdict: move.verdict }],
        notes,
        undo: session.undo.filter(elsewhere),
        redo: session.redo.filter(elsewhere),
      };
    }
    case 'mistake':
      return { ...session, mistakes: session.mistakes + 1 };
    case 'guess':
      return { ...session, guesses: session.guesses + 1 };
    case 'already_revealed':
      return session;
  }
}

/** A hint is counted only when the engine had one to give. */
export function recordHint(session: DeduceSession, given: boolean): DeduceSession {
  return given ? { ...session, hints: session.hints + 1 } : session;
}

/** Marks attempted, as the terminal game counts them: accepted, wrong and refused alike. */
export function movesMade(session: DeduceSession): number {
  return session.moves.length + session.mistakes + session.guesses;
}

function withNote(notes: Record<string, Verdict>, cell: string, value: Verdict | null): Record<string, Verdict> {
  const next = { ...notes };
  if (value === null) delete next[cell];
  else next[cell] = value;
  return next;
}

/** Sets the note to `verdict`, or clears it when the card already has that note. */
export function toggleNote(session: DeduceSession, cell: string, verdict: Verdict): DeduceSession {
  const before = session.notes[cell] ?? null;
  const after = before === verdict ? null : verdict;
  return {
    ...session,
    notes: withNote(session.notes, cell, after),
    undo: [...session.undo, { cell, before, after }].slice(-MAX_HISTORY),
    redo: [],
  };
}

export function clearNote(session: DeduceSession, cell: string): DeduceSession {
  const before = session.notes[cell] ?? null;
  if (before === null) return session;
  return {
    ...session,
    notes: withNote(session.notes, cell, null),
    undo: [...session.undo, { cell, before, after: null }].slice(-MAX_HISTORY),
    redo: [],
  };
}

/** Undoes the latest note change; returns the session unchanged (same object) when there is none. */
export function undoNote(session: DeduceSession): DeduceSession {
  const change = session.undo.at(-1);
  if (!change) return session;
  return {
    ...session,
    notes: withNote(session.notes, change.cell, change.before),
    undo: session.undo.slice(0, -1),
    redo: [...session.redo, change],
  };
}

export function redoNote(session: DeduceSession): DeduceSession {
  const change = session.redo.at(-1);
  if (!change) return session;
  return {
    ...session,
    notes: withNote(session.notes, change.cell, change.after),
    undo: [...session.undo, change],
    redo: session.redo.slice(0, -1),
  };
}

export function toggleUsedClue(session: DeduceSession, index: number): DeduceSession {
  const usedClues = session.usedClues.includes(index)
    ? session.usedClues.filter((used) => used !== index)
    : [...session.usedClues, index].sort((a, b) => a - b);
  return { ...session, usedClues };
}

export function addElapsed(session: DeduceSession, ms: number): DeduceSession {
  return ms > 0 ? { ...session, elapsedMs: session.elapsedMs + ms } : session;
}

export function isFinished(puzzle: DeducePuzzle, session: DeduceSession): boolean {
  return revealedVerdicts(puzzle, session.moves).size === puzzle.people.length;
}

// ---- saving and restoring -------------------------------------------------------------------

/** A 64-bit FNV-1a of the text as 16 hex digits: two 32-bit lanes with different offsets. */
function fingerprint(text: string): string {
  let low = 0x811c9dc5;
  let high = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code ^ (low >>> 7), 0x01000193) >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/**
 * The localStorage key of a puzzle's game. It is derived from what defines the game (board,
 * people, clues, reveals, solution) and not from derived keys such as `difficulty` or `hints`,
 * so the same puzzle written back by the engine keeps its saved game.
 */
export function storageKey(puzzle: DeducePuzzle): string {
  const content = JSON.stringify([
    puzzle.size,
    puzzle.mode,
    puzzle.people.map((person) => [person.cell, person.name, person.profession]),
    puzzle.clues.map((clue) => [clue.type, clue.trait, clue.carrier, clue.text]),
    puzzle.reveals,
    puzzle.solution,
  ]);
  return `gridforge.deduce.${fingerprint(content)}`;
}

export function serializeSession(session: DeduceSession): string {
  return JSON.stringify({ version: SAVE_VERSION, ...session });
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isVerdict = (value: unknown): value is Verdict => value === 'criminal' || value === 'innocent';

function readNoteChanges(value: unknown, hidden: (cell: string) => boolean): NoteChange[] {
  if (!Array.isArray(value)) return [];
  const isNote = (note: unknown) => note === null || isVerdict(note);
  return value
    .filter((change): change is NoteChange => typeof change?.cell === 'string' && isNote(change.before) && isNote(change.after))
    .filter((change) => hidden(change.cell))
    .map(({ cell, before, after }) => ({ cell, before, after }))
    .slice(-MAX_HISTORY);
}

/**
 * Reads a saved game back for this puzzle, or null when there is none or it is unreadable.
 * The moves are replayed against the puzzle: each must name a card that was still hidden and
 * carry the solution's verdict (every accepted move did). The replay stops at the first that does
 * not, so a damaged record never sends the engine a move it would refuse; notes on revealed or
 * unknown cards are dropped.
 */
export function restoreSession(puzzle: DeducePuzzle, text: string | null): DeduceSession | null {
  if (!text) return null;
  let saved: Record<string, unknown>;
  try {
    saved = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null || saved.version !== SAVE_VERSION) return null;

  const shape = parseSize(puzzle.size);
  const moves: Move[] = [];
  const revealed = new Set(revealedVerdicts(puzzle, []).keys());
  for (const move of Array.isArray(saved.moves) ? saved.moves : []) {
    const cell = typeof move?.cell === 'string' ? move.cell.toUpperCase() : '';
    const verdict = move?.verdict;
    if (cellIndex(shape, cell) < 0 || revealed.has(cell) || !isVerdict(verdict)) break;
    if (solutionVerdict(puzzle, shape, cell) !== verdict) break;
    moves.push({ cell, verdict });
    revealed.add(cell);
  }
  const hidden = (cell: string) => cellIndex(shape, cell) >= 0 && !revealed.has(cell);

  const notes: Record<string, Verdict> = {};
  if (typeof saved.notes === 'object' && saved.notes !== null) {
    for (const [cell, verdict] of Object.entries(saved.notes)) {
      if (hidden(cell) && isVerdict(verdict)) notes[cell] = verdict;
    }
  }
  const usedClues = Array.isArray(saved.usedClues)
    ? [...new Set(saved.usedClues.filter((index): index is number => isCount(index) && index < puzzle.clues.length))].sort((a, b) => a - b)
    : [];

  return {
    moves,
    mistakes: isCount(saved.mistakes) ? saved.mistakes : 0,
    guesses: isCount(saved.guesses) ? saved.guesses : 0,
    hints: isCount(saved.hints) ? saved.hints : 0,
    notes,
    undo: readNoteChanges(saved.undo, hidden),
    redo: readNoteChanges(saved.redo, hidden),
    usedClues,
    elapsedMs: typeof saved.elapsedMs === 'number' && saved.elapsedMs >= 0 ? saved.elapsedMs : 0,
  };
}

/** The part of the Web Storage API used here, so tests can pass a Map-backed stand-in. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved game of this puzzle, or a new one. Storage may be unavailable (private mode): then new. */
export function loadSession(storage: SessionStorage | undefined, puzzle: DeducePuzzle): DeduceSession {
  try {
    return restoreSession(puzzle, storage?.getItem(storageKey(puzzle)) ?? null) ?? newSession();
  } catch {
    return newSession();
  }
}

/** Saves; returns false when the storage refused (quota, disabled), which only costs the reload. */
export function saveSession(storage: SessionStorage | undefined, puzzle: DeducePuzzle, session: DeduceSession): boolean {
  if (!storage) return false;
  try {
    storage.setItem(storageKey(puzzle), serializeSession(session));
    return true;
  } catch {
    return false;
  }
}
