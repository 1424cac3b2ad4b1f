import { describe, expect, it } from 'vitest';
import { applyAction } from './actions';
import { CLASSIC, KILLER } from './fixtures';
import { emptyState } from './state';
import { GameStore, type KeyValueStore, type SavedSudoku, gameKey, resumeFromLink } from './storage';
import { puzzleOf } from '../engine/testing/nativeEngine';

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

function sudokuGame(json = CLASSIC, cell = 1, digit = 7): SavedSudoku {
  const puzzle = puzzleOf(json);
  return { family: 'sudoku', puzzle: json, state: applyAction(puzzle, emptyState(puzzle), [cell], { kind: 'digit', digit }), elapsedMs: 4200, solved: false };
}

describe('saved games', () => {
  it('restores the last game with its marks and time, through a fresh store object', () => {
    const backing = memoryStore();
    expect(new GameStore(backing).save(sudokuGame())).toBe(true);
    const restored = new GameStore(backing).last();
    expect(restored).toEqual(sudokuGame());
  });

  it('keeps one record per puzzle, so going back to a puzzle finds its progress', () => {
    const store = new GameStore(memoryStore());
    store.save(sudokuGame(CLASSIC, 1, 7));
    store.save(sudokuGame(KILLER, 0, 3));
    expect(store.last()).toEqual(sudokuGame(KILLER, 0, 3));
    const blank: SavedSudoku = { ...sudokuGame(CLASSIC), state: emptyState(puzzleOf(CLASSIC)) };
    expect((store.find(blank) as SavedSudoku).state.entries[1]).toBe(7);
  });

  it('keys a puzzle by its rules, not by its metadata', () => {
    const rated = { ...CLASSIC, level: 'hard', rating: { search: { level: 'hard' } } };
    expect(gameKey(sudokuGame(rated))).toBe(gameKey(sudokuGame(CLASSIC)));
    expect(gameKey(sudokuGame(KILLER))).not.toBe(gameKey(sudokuGame(CLASSIC)));
  });

  it('remembers a deduction grid by the link that makes it', () => {
    const store = new GameStore(memoryStore());
    const game = { family: 'deduce' as const, puzzle: { format: 'gridforge-deduce/1' }, link: { size: '4x5', mode: 'revealed', seed: '7' } };
    store.save(game);
    expect(store.last()).toEqual(game);
    expect(gameKey(game)).toBe('d:4x5.revealed.7.');
    // Another cast is another puzzle; the key of a link without a theme stays what it was.
    expect(gameKey({ ...game, link: { ...game.link, theme: 'station' } })).toBe('d:4x5.revealed.7..station');
  });

  it('forgets the oldest games beyond forty', () => {
    const backing = memoryStore();
    const store = new GameStore(backing);
    const givenCells = [...CLASSIC.givens].flatMap((c, i) => (c === '.' ? [] : [i])).slice(0, 9);
    for (const given of givenCells) for (let cell = 1; cell <= 5; cell++) {
      const json = { ...CLASSIC, givens: CLASSIC.givens.slice(0, given) + '.' + CLASSIC.givens.slice(given + 1) };
      store.save({ ...sudokuGame(json, cell, 1 + (cell % 9)) });
    }
    // 9 distinct puzzles (each lacks another given), so nothing is dropped yet.
    expect([...backing.map.keys()].filter((k) => k.startsWith('gridforge:s:'))).toHaveLength(9);
    for (let i = 0; i < 45; i++) {
      const givens = '.'.repeat(i) + '1' + '.'.repeat(80 - i);
      store.save({ family: 'sudoku', puzzle: { givens }, state: emptyState(puzzleOf({ givens })), elapsedMs: 0, solved: false });
    }
    expect([...backing.map.keys()].filter((k) => k.startsWith('gridforge:s:'))).toHaveLength(40);
  });

  it('saves a game being left without taking the place of the game opened next', () => {
    const store = new GameStore(memoryStore());
    const deduce = { family: 'deduce' as const, puzzle: { format: 'gridforge-deduce/1' }, link: { size: '4x5', mode: 'revealed', seed: '7' } };
    store.save(deduce);
    // The Sudoku screen unmounts after the deduction grid was opened and saved.
    store.save({ ...sudokuGame(), elapsedMs: 9000 }, { asLast: false });
    expect(store.last()).toEqual(deduce);
    expect((store.find(sudokuGame()) as SavedSudoku).elapsedMs).toBe(9000);
  });

  it('survives a storage that refuses writes or holds junk', () => {
    const broken: KeyValueStore = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = new GameStore(broken);
    expect(store.save(sudokuGame())).toBe(false);
    expect(store.last()).toBeNull();
  });
});

describe('a puzzle opened from a link', () => {
  const record: SavedSudoku = { ...sudokuGame(), elapsedMs: 61_000, solved: false, origin: 'Daily 2026-12-01' };

  it('keeps the clock and the origin of the saved record on a reload (the link holds the same progress)', () => {
    const linkState = structuredClone(record.state);
    expect(resumeFromLink(record, linkState)).toEqual(record);
  });

  it("starts the clock afresh with someone else's progress on the same puzzle", () => {
    const other = sudokuGame(CLASSIC, 2, 5).state;
    expect(resumeFromLink(record, other)).toEqual({ state: other });
    expect(resumeFromLink(null, other)).toEqual({ state: other });
  });
});
