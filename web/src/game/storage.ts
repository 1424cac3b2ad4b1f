// Progress in localStorage: one record per puzzle (so going back to a puzzle finds its marks) and
// the key of the last game, which a later visit reopens. Old records beyond a few dozen go.

import type { PuzzleJson } from './puzzle';
import { type PlayerState, sameState } from './state';
import { encodePuzzle, encodeVariants, type DeduceLink } from './urlCodec';

export interface SavedSudoku {
  family: 'sudoku';
  /** The full JSON (level, rating and solution included), not only the rules. */
  puzzle: PuzzleJson;
  state: PlayerState;
  elapsedMs: number;
  solved: boolean;
  /** Where the puzzle came from, as the game bar shows it ("Daily 2025-03-07", "Seed 42"). */
  origin?: string;
}

export interface SavedDeduce {
  family: 'deduce';
  puzzle: Record<string, unknown>;
  link: DeduceLink | null;
}

export type SavedGame = SavedSudoku | SavedDeduce;

/** The part of the Storage interface used (localStorage, or a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'gridforge:';
const INDEX_KEY = `${PREFIX}games`;
const LAST_KEY = `${PREFIX}last`;
const KEEP = 40;

/** FNV-1a, enough to tell puzzles apart in a key. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Same rules, same key: a puzzle reopened from a link finds the progress saved for it. */
export function gameKey(game: SavedGame): string {
  if (game.family === 'sudoku') {
    const variants = encodeVariants(game.puzzle);
    return `s:${encodePuzzle(game.puzzle)}${variants === null ? '' : `.${variants}`}`;
  }
  // A theme changes the cast, so it is part of the key; links without one keep their old key.
  if (game.link) return `d:${game.link.size}.${game.link.mode}.${game.link.seed}.${game.link.band ?? ''}${game.link.theme ? `.${game.link.theme}` : ''}`;
  return `d:#${textHash(JSON.stringify(game.puzzle))}`;
}

export class GameStore {
  constructor(private readonly store: KeyValueStore) {}

  /**
   * Writes the game and (unless `asLast` is false) makes it the one a later visit reopens; false
   * when storage refused (full, private mode). A game being left for another saves with `asLast`
   * false, so that the game opened next stays the last one whatever the order of the two saves.
   */
  save(game: SavedGame, { asLast = true }: { asLast?: boolean } = {}): boolean {
    const key = gameKey(game);
    try {
      this.store.setItem(PREFIX + key, JSON.stringify(game));
      if (asLast) this.store.setItem(LAST_KEY, key);
      const index = [key, ...this.index().filter((k) => k !== key)];
      for (const old of index.slice(KEEP)) this.store.removeItem(PREFIX + old);
      this.store.setItem(INDEX_KEY, JSON.stringify(index.slice(0, KEEP)));
      return true;
    } catch {
      return false;
    }
  }

  /** The saved record of this puzzle, if any. */
  find(game: SavedGame): SavedGame | null {
    return this.read(gameKey(game));
  }

  last(): SavedGame | null {
    const key = this.safeGet(LAST_KEY);
    return key ? this.read(key) : null;
  }

  private read(key: string): SavedGame | null {
    const text = this.safeGet(PREFIX + key);
    if (!text) return null;
    try {
      const game = JSON.parse(text) as SavedGame;
      return game && (game.family === 'sudoku' || game.family === 'deduce') ? game : null;
    } catch {
      return null;
    }
  }

  private index(): string[] {
    try {
      const list = JSON.parse(this.safeGet(INDEX_KEY) ?? '[]');
      return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  }

  private safeGet(key: string): string | null {
    try {
      return this.store.getItem(key);
    } catch {
      return null;
    }
  }
}

/**
 * What a puzzle opened from a link resumes from. The link's progress wins; the clock, the solved
 * flag and the origin come from the saved record of the same puzzle when that record holds the same
 * progress (a reload: the link is rewritten after every action), and start afresh otherwise.
 */
export function resumeFromLink(record: SavedSudoku | null, linkState: PlayerState): Partial<SavedSudoku> {
  return record && sameState(record.state, linkState) ? record : { state: linkState };
}
