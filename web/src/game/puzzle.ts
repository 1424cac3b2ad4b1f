// The puzzle as the player's screen needs it, read from the JSON form (docs/formats.md): the
// geometry, givens and every rule's cells, plus the houses under the names the engine gives them
// (so that a hint's "box 5" or "region 3" can be highlighted). The newer variant keys (anti-knight,
// kropki, arrows, sandwiches, ...) are read by variantRules.ts.

import { type VariantRules, type VariantRulesJson, movePeers, parseVariantRules } from './variantRules';

export type Diagonals = 'main' | 'anti' | 'both';

/** The JSON form of a Sudoku-family puzzle (givens required; rule keys optional; metadata kept). */
export interface PuzzleJson extends VariantRulesJson {
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

export interface Cage {
  sum?: number;
  /** Cell indices in the order written. */
  cells: number[];
}

export interface House {
  /** The engine's name: "row 3", "column 4", "box 5", "region 2", "main diagonal", "cage at r1c1". */
  name: string;
  cells: number[];
}

export interface Puzzle {
  size: number;
  boxRows: number;
  boxCols: number;
  /** Digit per cell, 0 for an empty cell. */
  givens: number[];
  /** Index of the box or jigsaw region holding each cell (into `regions`). */
  regionOf: number[];
  regions: House[];
  jigsaw: boolean;
  diagonals: Diagonals | null;
  cages: Cage[];
  /** Cell lists, bulb first. */
  thermos: number[][];
  solution: number[] | null;
  /** Anti-knight, kropki, arrows, sandwiches and the other newer rules. */
  variants: VariantRules;
  /** Every house (digits 1..N once each), as the engine names them. */
  houses: House[];
  /** Cells that may not repeat a digit with each cell: house mates, cage mates, and a knight's or
   *  king's move away under anti-knight or anti-king. */
  peers: number[][];
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

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** Box index of a cell, numbered in reading order of the boxes. */
function boxOf(size: number, boxRows: number, boxCols: number, cell: number): number {
  const row = Math.floor(cell / size);
  const column = cell % size;
  const boxesPerBand = size / boxCols;
  return Math.floor(row / boxRows) * boxesPerBand + Math.floor(column / boxCols);
}

export function parsePuzzle(json: PuzzleJson): Puzzle {
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
  const boxCols = size / boxRows;

  let regionOf: number[];
  let regions: House[];
  const jigsaw = typeof json.regions === 'string';
  if (jigsaw) {
    const layout = json.regions as string;
    if (layout.length !== size * size) throw new PuzzleFormatError(`JSON key 'regions': expected ${size * size} characters`);
    const names: string[] = [];
    regionOf = [...layout].map((c) => {
      let index = names.indexOf(c);
      if (index < 0) {
        index = names.length;
        names.push(c);
      }
      return index;
    });
    if (names.length !== size) throw new PuzzleFormatError(`JSON key 'regions': ${names.length} regions, expected ${size}`);
    regions = names.map((c, index) => ({ name: `region ${c}`, cells: range(size * size).filter((cell) => regionOf[cell] === index) }));
  } else {
    regionOf = range(size * size).map((cell) => boxOf(size, boxRows, boxCols, cell));
    regions = range(size).map((box) => ({ name: `box ${box + 1}`, cells: range(size * size).filter((cell) => regionOf[cell] === box) }));
  }

  const diagonals = json.diagonals ?? null;
  if (diagonals !== null && !['main', 'anti', 'both'].includes(diagonals)) {
    throw new PuzzleFormatError(`JSON key 'diagonals': '${diagonals}' is not main, anti or both`);
  }
  const cages: Cage[] = (json.cages ?? []).map((cage) => ({
    ...(cage.sum !== undefined ? { sum: cage.sum } : {}),
    cells: cage.cells.map((name) => parseCellName(size, name)),
  }));
  const thermos = (json.thermos ?? []).map((thermo) => thermo.map((name) => parseCellName(size, name)));
  const solution = typeof json.solution === 'string' && json.solution.length === size * size ? readDigits(json.solution, size, 'solution') : null;
  const variants = parseVariantRules(json, size);

  const houses: House[] = [
    ...range(size).map((row) => ({ name: `row ${row + 1}`, cells: range(size).map((c) => row * size + c) })),
    ...range(size).map((column) => ({ name: `column ${column + 1}`, cells: range(size).map((r) => r * size + column) })),
    ...regions,
  ];
  if (diagonals === 'main' || diagonals === 'both') houses.push({ name: 'main diagonal', cells: range(size).map((i) => i * size + i) });
  if (diagonals === 'anti' || diagonals === 'both') houses.push({ name: 'anti diagonal', cells: range(size).map((i) => i * size + size - 1 - i) });
  // An extra region of N cells (a windoku window) is a house, named as the engine names it; a
  // smaller one only forbids repeats (variantConflicts.ts).
  for (const cells of variants.extraRegions) {
    if (cells.length === size) houses.push({ name: `${isWindow(size, boxRows, boxCols, cells) ? 'window' : 'extra region'} at ${cellName(size, Math.min(...cells))}`, cells: [...cells] });
  }
  // A cage of N cells holds every digit once: the engine makes it a house, named after its first cell.
  for (const cage of cages) {
    if (cage.cells.length === size) houses.push({ name: `cage at ${cellName(size, Math.min(...cage.cells))}`, cells: [...cage.cells] });
  }

  const peerSets = range(size * size).map(() => new Set<number>());
  for (const group of [...houses.map((h) => h.cells), ...cages.map((c) => c.cells)]) {
    for (const a of group) for (const b of group) if (a !== b) peerSets[a].add(b);
  }
  for (let cell = 0; cell < size * size; cell++) for (const peer of movePeers(size, variants, cell)) peerSets[cell].add(peer);
  const peers = peerSets.map((set) => [...set].sort((a, b) => a - b));

  return { size, boxRows, boxCols, givens, regionOf, regions, jigsaw, diagonals, cages, thermos, solution, variants, houses, peers, json };
}

/** N cells filling a box-shaped rectangle: a windoku window (src/rules/extra_regions.cpp). */
function isWindow(size: number, boxRows: number, boxCols: number, cells: number[]): boolean {
  const rows = cells.map((cell) => Math.floor(cell / size));
  const columns = cells.map((cell) => cell % size);
  return Math.max(...rows) - Math.min(...rows) + 1 === boxRows && Math.max(...columns) - Math.min(...columns) + 1 === boxCols;
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

/** The variant names a player sees: "Classic", "Killer X", "Jigsaw Thermo", ... */
export function variantTitle(puzzle: Puzzle): string {
  const parts: string[] = [];
  if (puzzle.jigsaw) parts.push('Jigsaw');
  if (puzzle.cages.length > 0) parts.push('Killer');
  if (puzzle.thermos.length > 0) parts.push('Thermo');
  if (puzzle.diagonals) parts.push(parts.length === 0 ? 'Sudoku X' : 'X');
  const v = puzzle.variants;
  if (v.antiKnight) parts.push('Anti-Knight');
  if (v.antiKing) parts.push('Anti-King');
  if (v.nonConsecutive) parts.push('Non-Consecutive');
  if (v.extraRegions.length > 0) parts.push('Windoku');
  if (v.odd.length > 0 || v.even.length > 0) parts.push('Even-Odd');
  if (v.arrows.length > 0) parts.push('Arrow');
  if (v.edges.some((edge) => edge.kind === 'white' || edge.kind === 'black') || v.negative.difference || v.negative.ratio) parts.push('Kropki');
  if (v.edges.some((edge) => edge.kind === 'X' || edge.kind === 'V') || v.negative.xv) parts.push('XV');
  if (v.sandwiches.length > 0) parts.push('Sandwich');
  if (v.littleKillers.length > 0) parts.push('Little Killer');
  return parts.length === 0 ? 'Classic' : parts.join(' ');
}
