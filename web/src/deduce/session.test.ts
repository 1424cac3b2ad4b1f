import { describe, expect, it } from 'vitest';
import {
  clearNote,
  isFinished,
  loadSession,
  movesMade,
  newSession,
  recordHint,
  recordMark,
  redoNote,
  restoreSession,
  saveSession,
  serializeSession,
  storageKey,
  toggleNote,
  toggleUsedClue,
  undoNote,
  type SessionStorage,
} from './session';
import { testPuzzle } from './testPuzzle';
import type { Move } from './types';

/** localStorage's getItem/setItem over a Map, so saving can be checked without a browser. */
function memoryStorage(): SessionStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/** The puzzle's solution verdicts of every hidden person, as the accepted moves of a full game. */
function solvingMoves(): Move[] {
  const puzzle = testPuzzle();
  const moves: Move[] = [];
  puzzle.people.forEach((person, index) => {
    if (puzzle.reveals.includes(person.cell)) return;
    moves.push({ cell: person.cell, verdict: puzzle.solution[index] === 'C' ? 'criminal' : 'innocent' });
  });
  return moves;
}

describe('marks and counters', () => {
  it('keeps accepted moves in order and counts mistakes and refused guesses apart', () => {
    let session = newSession();
    session = recordMark(session, { cell: 'A1', verdict: 'criminal' }, 'accepted');
    session = recordMark(session, { cell: 'B1', verdict: 'criminal' }, 'mistake');
    session = recordMark(session, { cell: 'C3', verdict: 'criminal' }, 'guess');
    session = recordMark(session, { cell: 'C3', verdict: 'innocent' }, 'guess');
    session = recordMark(session, { cell: 'B1', verdict: 'innocent' }, 'accepted');
    expect(session.moves).toEqual([
      { cell: 'A1', verdict: 'criminal' },
      { cell: 'B1', verdict: 'innocent' },
    ]);
    expect(session.mistakes).toBe(1);
    expect(session.guesses).toBe(2);
    expect(movesMade(session)).toBe(5);
  });

  it('changes nothing for a mark on a revealed person', () => {
    const session = newSession();
    expect(recordMark(session, { cell: 'B2', verdict: 'criminal' }, 'already_revealed')).toBe(session);
  });

  it('counts a hint only when the engine had one', () => {
    expect(recordHint(newSession(), true).hints).toBe(1);
    expect(recordHint(newSession(), false).hints).toBe(0);
  });

  it('is finished once every person is revealed, the initial reveals included', () => {
    const puzzle = testPuzzle();
    const moves = solvingMoves();
    const almost = { ...newSession(), moves: moves.slice(0, -1) };
    expect(isFinished(puzzle, almost)).toBe(false);
    expect(isFinished(puzzle, { ...almost, moves })).toBe(true);
  });
});

describe('notes with undo', () => {
  it('toggles a note: the same verdict clears it, the other replaces it', () => {
    let session = toggleNote(newSession(), 'A1', 'criminal');
    expect(session.notes).toEqual({ A1: 'criminal' });
    session = toggleNote(session, 'A1', 'innocent');
    expect(session.notes).toEqual({ A1: 'innocent' });
    session = toggleNote(session, 'A1', 'innocent');
    expect(session.notes).toEqual({});
  });

  it('undoes and redoes note changes in order, and a new change drops the redo', () => {
    let session = toggleNote(newSession(), 'A1', 'criminal');
    session = toggleNote(session, 'C2', 'innocent');
    session = toggleNote(session, 'A1', 'criminal');
    expect(session.notes).toEqual({ C2: 'innocent' });

    session = undoNote(session);
    expect(session.notes).toEqual({ A1: 'criminal', C2: 'innocent' });
    session = undoNote(session);
    expect(session.notes).toEqual({ A1: 'criminal' });
    session = redoNote(session);
    expect(session.notes).toEqual({ A1: 'criminal', C2: 'innocent' });

    session = undoNote(undoNote(session));
    expect(session.notes).toEqual({});
    const bottom = session;
    expect(undoNote(bottom)).toBe(bottom);

    session = toggleNote(session, 'B3', 'criminal');
    expect(session.redo).toEqual([]);
    expect(redoNote(session)).toBe(session);
  });

  it('clears a note as an undoable change, and does nothing on a card without one', () => {
    const noted = toggleNote(newSession(), 'A3', 'innocent');
    const cleared = clearNote(noted, 'A3');
    expect(cleared.notes).toEqual({});
    expect(undoNote(cleared).notes).toEqual({ A3: 'innocent' });
    expect(clearNote(noted, 'B1')).toBe(noted);
  });

  it('drops the note and its history when the person is revealed, and keeps the others', () => {
    let session = toggleNote(newSession(), 'A1', 'criminal');
    session = toggleNote(session, 'C2', 'innocent');
    session = recordMark(session, { cell: 'A1', verdict: 'criminal' }, 'accepted');
    expect(session.notes).toEqual({ C2: 'innocent' });
    expect(session.undo.map((change) => change.cell)).toEqual(['C2']);
    expect(undoNote(session).notes).toEqual({});
  });

  it('does not touch notes on a mistake or a refused guess', () => {
    const noted = toggleNote(newSession(), 'A1', 'criminal');
    expect(recordMark(noted, { cell: 'A1', verdict: 'innocent' }, 'mistake').notes).toEqual({ A1: 'criminal' });
    expect(recordMark(noted, { cell: 'A1', verdict: 'criminal' }, 'guess').notes).toEqual({ A1: 'criminal' });
  });
});

describe('used clues', () => {
  it('strikes and restores a clue', () => {
    let session = toggleUsedClue(newSession(), 3);
    session = toggleUsedClue(session, 0);
    expect(session.usedClues).toEqual([0, 3]);
    expect(toggleUsedClue(session, 3).usedClues).toEqual([0]);
  });
});

describe('storage key', () => {
  it('is the same for the same puzzle written back with other derived keys', () => {
    const puzzle = testPuzzle();
    const rewritten = { ...testPuzzle(), difficulty: { score: 55, band: 'hard' }, hints: [], 'x-generation': { seed: 3 } };
    expect(storageKey(rewritten)).toBe(storageKey(puzzle));
    expect(storageKey(puzzle)).toMatch(/^gridforge\.deduce\.[0-9a-f]{16}$/);
  });

  it('differs when what defines the game differs', () => {
    const puzzle = testPuzzle();
    const keys = new Set([
      storageKey(puzzle),
      storageKey({ ...puzzle, solution: 'CIIICIIII' }),
      storageKey({ ...puzzle, reveals: ['A1'] }),
      storageKey({ ...puzzle, mode: 'open' }),
      storageKey({ ...puzzle, clues: puzzle.clues.slice(1) }),
      storageKey({ ...puzzle, people: puzzle.people.map((person, i) => (i === 0 ? { ...person, name: 'Amy' } : person)) }),
    ]);
    expect(keys.size).toBe(6);
  });
});

describe('save and restore', () => {
  it('gives back moves, counters, notes with their history, used clues and time', () => {
    const puzzle = testPuzzle();
    const storage = memoryStorage();
    let session = newSession();
    session = recordMark(session, { cell: 'A1', verdict: 'criminal' }, 'accepted');
    session = recordMark(session, { cell: 'B1', verdict: 'criminal' }, 'mistake');
    session = recordMark(session, { cell: 'C1', verdict: 'innocent' }, 'guess');
    session = recordHint(session, true);
    session = toggleNote(session, 'C3', 'criminal');
    session = toggleNote(session, 'A3', 'innocent');
    session = undoNote(session);
    session = toggleUsedClue(session, 1);
    session = { ...session, elapsedMs: 83_500 };

    expect(saveSession(storage, puzzle, session)).toBe(true);
    expect([...storage.items.keys()]).toEqual([storageKey(puzzle)]);
    const restored = loadSession(storage, puzzle);
    expect(restored).toEqual(session);
    expect(redoNote(restored).notes).toEqual({ C3: 'criminal', A3: 'innocent' });
  });

  it('starts a new game for a puzzle never saved, or when the record is unreadable', () => {
    const puzzle = testPuzzle();
    const storage = memoryStorage();
    expect(loadSession(storage, puzzle)).toEqual(newSession());
    storage.setItem(storageKey(puzzle), '{not json');
    expect(loadSession(storage, puzzle)).toEqual(newSession());
    storage.setItem(storageKey(puzzle), JSON.stringify({ version: 99, moves: [{ cell: 'A1', verdict: 'criminal' }] }));
    expect(loadSession(storage, puzzle)).toEqual(newSession());
    expect(loadSession(undefined, puzzle)).toEqual(newSession());
  });

  it('replays a whole game back to the finished state', () => {
    const puzzle = testPuzzle();
    const session = { ...newSession(), moves: solvingMoves() };
    const restored = restoreSession(puzzle, serializeSession(session));
    expect(restored?.moves).toEqual(session.moves);
    expect(isFinished(puzzle, restored!)).toBe(true);
  });

  it('stops the replay at the first move the puzzle refutes', () => {
    const puzzle = testPuzzle();
    const good = solvingMoves().slice(0, 3);
    const cases: Move[][] = [
      [...good, { cell: 'C3', verdict: 'innocent' }, { cell: 'A3', verdict: 'innocent' }], // wrong verdict
      [...good, { cell: 'B2', verdict: 'criminal' }, { cell: 'A3', verdict: 'innocent' }], // initially revealed
      [...good, { cell: 'A1', verdict: 'criminal' }, { cell: 'A3', verdict: 'innocent' }], // revealed twice
      [...good, { cell: 'D1', verdict: 'innocent' }, { cell: 'A3', verdict: 'innocent' }], // off the board
      [...good, { cell: 'A3', verdict: 'maybe' as never }, { cell: 'A3', verdict: 'innocent' }], // not a verdict
    ];
    for (const moves of cases) {
      const restored = restoreSession(puzzle, serializeSession({ ...newSession(), moves }));
      expect(restored?.moves).toEqual(good);
    }
  });

  it('accepts lower-case cell names in a record and writes them canonically', () => {
    const puzzle = testPuzzle();
    const restored = restoreSession(puzzle, serializeSession({ ...newSession(), moves: [{ cell: 'a1', verdict: 'criminal' }] }));
    expect(restored?.moves).toEqual([{ cell: 'A1', verdict: 'criminal' }]);
  });

  it('drops notes, history and clue marks that no longer fit the puzzle', () => {
    const puzzle = testPuzzle();
    const record = {
      ...newSession(),
      moves: [{ cell: 'A1', verdict: 'criminal' as const }],
      notes: { A1: 'innocent' as const, B2: 'criminal' as const, Z9: 'criminal' as const, C3: 'criminal' as const },
      undo: [
        { cell: 'A1', before: null, after: 'innocent' as const },
        { cell: 'C3', before: null, after: 'criminal' as const },
      ],
      usedClues: [1, 1, 7, -1, 2],
      mistakes: -3,
    };
    const restored = restoreSession(puzzle, serializeSession(record))!;
    expect(restored.notes).toEqual({ C3: 'criminal' });
    expect(restored.undo).toEqual([{ cell: 'C3', before: null, after: 'criminal' }]);
    expect(restored.usedClues).toEqual([1, 2]);
    expect(restored.mistakes).toBe(0);
  });

  it('reports a refused save instead of throwing', () => {
    const full: SessionStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(saveSession(full, testPuzzle(), newSession())).toBe(false);
    expect(saveSession(undefined, testPuzzle(), newSession())).toBe(false);
  });
});
