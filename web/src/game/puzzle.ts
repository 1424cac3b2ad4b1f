// The puzzle as the player's screen needs it: the givens and solution read from the JSON form
// (docs/formats.md, kept unchanged for saving and sharing) and the board the engine describes for
// it (board.ts: houses, peers and every rule's marks). No rule is read here: a variant the engine
// knows is drawn and played without changes to this file.

import { type Board, type BoardHouse, type BoardJson, readBoard } from './board';
import { recipeName } from './recipeNames';

export type Diagonals = 'main' | 'anti' | 'both';

/** The JSON form of a Sudoku-family puzzle (givens required; rule keys optional; metadata kept). */
export interface PuzzleJson {
  size?: number;
  givens: string;
  regions?: string;
  diagonals?: Diagonals;
  cages?: { sum?: number; cells: string[] }[];
  thermos?: string[][];
  solution?: string;
  level?: string;
  rating?: Record<string, { level?: string } & Record<string, unknown>>;
  title?: string;
  [key: string]: unknown;
}

export type House = BoardHouse;

export interface Puzzle {
  size: number;
  boxRows: number;
  boxCols: number;
  /** Digit per cell, 0 for an empty cell. */
  givens: number[];
  solution: number[] | null;
  /** The engine's description of the board: houses, peers, marks. */
  board: Board;
  /** Every house of every rule (digits 1..N once each), as the engine names them. */
  houses: House[];
  /** Per cell, the cells that may never hold the same digit under the puzzle's rules. */
  peers: number[][];
  /** The engine's rule recipes: "classic" or "jigsaw", then "killer", "x", "anti-knight", ... */
  rules: string[];
  /** The JSON the puzzle came from, unchanged. */
  json: PuzzleJson;
}

export class PuzzleFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PuzzleFormatError';
  }
}

/** Rows of a box: the largest divisor of n not above its square root (src/core/geometry.cpp). */
export function boxRowsFor(size: number): number {
  let best = 1;
  for (let rows = 1; rows * rows <= size; rows++) if (size % rows === 0) best = rows;
  return best;
}

export function isSupportedSize(size: number): boolean {
  return size >= 4 && size <= 16 && boxRowsFor(size) > 1;
}

/** 1..9 then A..G for 10..16, as the line form writes digits. */
export function digitChar(digit: number): string {
  return digit <= 9 ? String(digit) : String.fromCharCode(65 + digit - 10);
}

/** The digit a line-form character stands for, 0 for an empty mark, null otherwise. */
export function charDigit(c: string): number | null {
  if (c >= '1' && c <= '9') return c.charCodeAt(0) - 48;
  const upper = c.toUpperCase();
  if (upper >= 'A' && upper <= 'G') return upper.charCodeAt(0) - 55;
  if ('.0_*-'.includes(c)) return 0;
  return null;
}

/** What a player reads as a digit: "5", and "12" (not "C") on big boards. */
export function digitLabel(digit: number): string {
  return String(digit);
}

export function cellName(size: number, cell: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

export function parseCellName(size: number, name: string): number {
  const match = /^[rR](\d+)[cC](\d+)$/.exec(name.trim());
  if (!match) throw new PuzzleFormatError(`'${name}' is not a cell name`);
  const row = Number(match[1]) - 1;
  const column = Number(match[2]) - 1;
  if (row < 0 || row >= size || column < 0 || column >= size) {
    throw new PuzzleFormatError(`${name} is outside the ${size}x${size} board`);
  }
  return row * size + column;
}

/**
 * The puzzle of `json` on the board the engine described for it (op `board`, board.ts). Throws
 * PuzzleFormatError naming the JSON key when the givens or solution cannot be read.
 */
export function parsePuzzle(json: PuzzleJson, boardJson: BoardJson): Puzzle {
  if (typeof json.givens !== 'string') throw new PuzzleFormatError("JSON key 'givens': expected a string");
  const size = Math.round(Math.sqrt(json.givens.length));
  if (size * size !== json.givens.length || !isSupportedSize(size)) {
    throw new PuzzleFormatError(`JSON key 'givens': ${json.givens.length} cells is not a supported board`);
  }
  if (json.size !== undefined && json.size !== size) {
    throw new PuzzleFormatError(`JSON key 'size': ${json.size} does not agree with ${json.givens.length} givens`);
  }
  const givens = readDigits(json.givens, size, 'givens');
  const boxRows = boxRowsFor(size);
  const solution = typeof json.solution === 'string' && json.solution.length === size * size ? readDigits(json.solution, size, 'solution') : null;
  const board = readBoard(size, boardJson);
  return { size, boxRows, boxCols: size / boxRows, givens, solution, board, houses: board.houses, peers: board.peers, rules: board.rules, json };
}

function readDigits(text: string, size: number, key: string): number[] {
  return [...text].map((c, i) => {
    const digit = charDigit(c);
    if (digit === null || digit > size) {
      throw new PuzzleFormatError(`JSON key '${key}': '${c}' at cell ${i + 1} is not a digit of a ${size}x${size} board`);
    }
    return digit;
  });
}

/** A house by the engine's name, or null. */
export function houseNamed(puzzle: Puzzle, name: string): House | null {
  return puzzle.houses.find((house) => house.name === name) ?? null;
}

/**
 * The variant names a player sees, from the engine's rule list (op `board`: "classic" or
 * "jigsaw", then the recipes such as "killer", "x", "anti-knight"), each named as the new-game
 * dialog names it (recipeNames.ts): "Classic", "Sudoku X", "Jigsaw Killer X", "Kropki Anti-Knight".
 */
export function variantTitle(puzzle: Puzzle): string {
  const words = puzzle.rules.filter((rule) => rule !== 'classic').map(recipeName);
  if (words.length === 0) return 'Classic';
  if (words.length === 1 && words[0] === 'X') return 'Sudoku X';
  // Letter names trail, as the field writes them: "Killer X", "Kropki XV".
  const letters = (word: string) => /^[A-Z]+$/.test(word);
  return [...words.filter((word) => !letters(word)), ...words.filter(letters)].join(' ');
}
