// The variant rules of the JSON form beyond regions, diagonals, cages and thermometers, read for
// the player's screen: keys and shapes as f-puzzles writes them (docs/rules/*.md).
//   "antiknight": true, "antiking": true, "nonconsecutive": true
//   "extraregion": [{"cells": [...]}]                       (windoku: extra houses, shaded)
//   "odd": [{"cell": "r1c1"}], "even": [{"cell": "r1c2"}]
//   "arrow": [{"cells": ["r1c1"], "lines": [["r1c1", "r1c2", "r1c3"]]}]   (cells: the circle)
//   "difference": [{"cells": ["r1c1", "r1c2"], "value"?: 1}]  (white kropki)
//   "ratio": [{"cells": [...], "value"?: 2}]                   (black kropki)
//   "xv": [{"cells": [...], "value": "X" | "V"}]
//   "negative": ["ratio", "difference", "xv"]
//   "sandwichsum": [{"cell": "r0c3", "value": 10}]           (row 0 / column 0: outside the board)
//   "littlekiller": [{"cell": "r0c1", "direction": "DR", "value": 15}]
// A value may be a number or a string of digits (f-puzzles writes strings). Errors name the key,
// the item (1-based) and the cell, as the engine's reader does.

import { PuzzleFormatError, parseCellName } from './puzzle';

export interface Arrow {
  /** The circle: one cell, or a pill of 2-3 cells read as one number. */
  circle: number[];
  /** Each line's cells, starting in the circle. */
  lines: number[][];
}

/** A mark between two orthogonal neighbours. */
export interface EdgeClue {
  cells: [number, number];
  kind: 'white' | 'black' | 'X' | 'V';
  /** A dot's difference (white) or ratio (black); undefined for X and V. */
  value?: number;
}

/**
 * A clue outside the board: `row` and `column` 0-based, one of them (or both, at a corner) -1
 * (above / left) or size (below / right).
 */
export interface OutsideClue {
  row: number;
  column: number;
  value: number;
  /** Little killer: the diagonal's step as [row, column], each -1 or 1; none for a sandwich. */
  direction?: [number, number];
}

export interface VariantRules {
  antiKnight: boolean;
  antiKing: boolean;
  nonConsecutive: boolean;
  extraRegions: number[][];
  odd: number[];
  even: number[];
  arrows: Arrow[];
  edges: EdgeClue[];
  /** Negative constraints: every pair that qualifies is marked. */
  negative: { difference: boolean; ratio: boolean; xv: boolean };
  sandwiches: OutsideClue[];
  littleKillers: OutsideClue[];
}

export interface VariantRulesJson {
  antiknight?: boolean;
  antiking?: boolean;
  nonconsecutive?: boolean;
  extraregion?: { cells: string[] }[];
  odd?: { cell: string }[];
  even?: { cell: string }[];
  arrow?: { cells: string[]; lines: string[][] }[];
  difference?: { cells: string[]; value?: number | string }[];
  ratio?: { cells: string[]; value?: number | string }[];
  xv?: { cells: string[]; value: string }[];
  negative?: string[];
  sandwichsum?: { cell: string; value: number | string }[];
  littlekiller?: { cell: string; direction: string; value: number | string }[];
}

const DIRECTIONS: Record<string, [number, number]> = { UL: [-1, -1], UR: [-1, 1], DL: [1, -1], DR: [1, 1] };

function fail(key: string, item: number | null, message: string): never {
  throw new PuzzleFormatError(`JSON key '${key}': ${item === null ? '' : `item ${item}: `}${message}`);
}

function list<T>(json: Record<string, unknown>, key: string): T[] {
  const value = json[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(key, null, 'expected a list');
  return value as T[];
}

function flag(json: Record<string, unknown>, key: string): boolean {
  const value = json[key];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') fail(key, null, 'expected true or false');
  return value;
}

function record(key: string, item: number, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(key, item, 'expected an object');
  return value as Record<string, unknown>;
}

function cell(size: number, key: string, item: number, name: unknown): number {
  if (typeof name !== 'string') fail(key, item, 'expected a cell name such as "r1c1"');
  try {
    return parseCellName(size, name);
  } catch (error) {
    fail(key, item, (error as Error).message);
  }
}

function cells(size: number, key: string, item: number, names: unknown, what = 'cells'): number[] {
  if (!Array.isArray(names) || names.length === 0) fail(key, item, `'${what}': expected a list of cell names`);
  return names.map((name) => cell(size, key, item, name));
}

/** A number, or a string of digits (f-puzzles writes "15"). */
function integer(key: string, item: number, value: unknown, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  fail(key, item, `'value': ${JSON.stringify(value)} is not a whole number`);
}

/** "r0c3" (above column 3), "r4c0" (left of row 4), "r10c3" / "r4c10" on a 9x9 (below / right). */
function outsideCell(size: number, key: string, item: number, name: unknown): [number, number] {
  const match = typeof name === 'string' ? /^[rR](\d+)[cC](\d+)$/.exec(name.trim()) : null;
  if (!match) fail(key, item, `'cell': ${JSON.stringify(name)} is not a cell name such as "r0c3"`);
  const row = Number(match[1]) - 1;
  const column = Number(match[2]) - 1;
  const inRange = (i: number) => i >= -1 && i <= size;
  const off = (i: number) => i === -1 || i === size;
  if (!inRange(row) || !inRange(column) || (!off(row) && !off(column))) {
    fail(key, item, `'cell': ${name} is not just outside the ${size}x${size} board (row or column 0 or ${size + 1})`);
  }
  return [row, column];
}

function neighbours(size: number, a: number, b: number): boolean {
  const dr = Math.abs(Math.floor(a / size) - Math.floor(b / size));
  const dc = Math.abs((a % size) - (b % size));
  return dr + dc === 1;
}

function edgePair(size: number, key: string, item: number, names: unknown): [number, number] {
  const pair = cells(size, key, item, names);
  if (pair.length !== 2 || !neighbours(size, pair[0], pair[1])) fail(key, item, `'cells': expected two orthogonally neighbouring cells`);
  return [pair[0], pair[1]];
}

export function parseVariantRules(json: Record<string, unknown>, size: number): VariantRules {
  const extraRegions = list<unknown>(json, 'extraregion').map((entry, i) => cells(size, 'extraregion', i + 1, record('extraregion', i + 1, entry).cells));
  const single = (key: string) => list<unknown>(json, key).map((entry, i) => cell(size, key, i + 1, record(key, i + 1, entry).cell));

  const arrows = list<unknown>(json, 'arrow').map((entry, i) => {
    const item = record('arrow', i + 1, entry);
    const circle = cells(size, 'arrow', i + 1, item.cells);
    if (circle.length > 3) fail('arrow', i + 1, `'cells': a circle of ${circle.length} cells (at most 3)`);
    if (!Array.isArray(item.lines) || item.lines.length === 0) fail('arrow', i + 1, "'lines': expected a list of lines");
    const lines = item.lines.map((line) => cells(size, 'arrow', i + 1, line, 'lines'));
    for (const line of lines) {
      if (!circle.includes(line[0])) fail('arrow', i + 1, `'lines': a line starts at ${(item.lines as string[][])[lines.indexOf(line)][0]}, outside the circle`);
    }
    return { circle, lines };
  });

  const edges: EdgeClue[] = [];
  for (const [key, kind, fallback] of [
    ['difference', 'white', 1],
    ['ratio', 'black', 2],
  ] as const) {
    list<unknown>(json, key).forEach((entry, i) => {
      const item = record(key, i + 1, entry);
      edges.push({ cells: edgePair(size, key, i + 1, item.cells), kind, value: integer(key, i + 1, item.value, fallback) });
    });
  }
  list<unknown>(json, 'xv').forEach((entry, i) => {
    const item = record('xv', i + 1, entry);
    const letter = typeof item.value === 'string' ? item.value.trim().toUpperCase() : '';
    if (letter !== 'X' && letter !== 'V') fail('xv', i + 1, `'value': ${JSON.stringify(item.value)} is not "X" or "V"`);
    edges.push({ cells: edgePair(size, 'xv', i + 1, item.cells), kind: letter });
  });

  const negativeWords = list<unknown>(json, 'negative');
  for (const word of negativeWords) {
    if (word !== 'difference' && word !== 'ratio' && word !== 'xv') fail('negative', null, `${JSON.stringify(word)} is not "difference", "ratio" or "xv"`);
  }

  const sandwiches = list<unknown>(json, 'sandwichsum').map((entry, i) => {
    const item = record('sandwichsum', i + 1, entry);
    const [row, column] = outsideCell(size, 'sandwichsum', i + 1, item.cell);
    const rowOff = row === -1 || row === size;
    const columnOff = column === -1 || column === size;
    if (rowOff && columnOff) fail('sandwichsum', i + 1, `'cell': ${item.cell} is a corner, beside no row or column`);
    return { row, column, value: integer('sandwichsum', i + 1, item.value) };
  });

  const littleKillers = list<unknown>(json, 'littlekiller').map((entry, i) => {
    const item = record('littlekiller', i + 1, entry);
    const [row, column] = outsideCell(size, 'littlekiller', i + 1, item.cell);
    const direction = typeof item.direction === 'string' ? DIRECTIONS[item.direction.trim().toUpperCase()] : undefined;
    if (!direction) fail('littlekiller', i + 1, `'direction': ${JSON.stringify(item.direction)} is not UL, UR, DL or DR`);
    // The first cell of the diagonal must lie on the board.
    const r = row + direction[0];
    const c = column + direction[1];
    if (r < 0 || r >= size || c < 0 || c >= size) fail('littlekiller', i + 1, `'direction': from ${item.cell} ${item.direction} misses the board`);
    return { row, column, value: integer('littlekiller', i + 1, item.value), direction };
  });

  return {
    antiKnight: flag(json, 'antiknight'),
    antiKing: flag(json, 'antiking'),
    nonConsecutive: flag(json, 'nonconsecutive'),
    extraRegions,
    odd: single('odd'),
    even: single('even'),
    arrows,
    edges,
    negative: { difference: negativeWords.includes('difference'), ratio: negativeWords.includes('ratio'), xv: negativeWords.includes('xv') },
    sandwiches,
    littleKillers,
  };
}

/** Whether any of these rules is present (the URL codec and the title ask). */
export function hasVariantRules(rules: VariantRules): boolean {
  return (
    rules.antiKnight ||
    rules.antiKing ||
    rules.nonConsecutive ||
    rules.extraRegions.length > 0 ||
    rules.odd.length > 0 ||
    rules.even.length > 0 ||
    rules.arrows.length > 0 ||
    rules.edges.length > 0 ||
    rules.negative.difference ||
    rules.negative.ratio ||
    rules.negative.xv ||
    rules.sandwiches.length > 0 ||
    rules.littleKillers.length > 0
  );
}

/** Cells a knight's move (anti-knight) or a king's move (anti-king) away: they may not repeat a digit. */
export function movePeers(size: number, rules: VariantRules, cellIndex: number): number[] {
  const steps: [number, number][] = [];
  if (rules.antiKnight) steps.push([1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]);
  if (rules.antiKing) steps.push([1, 1], [1, -1], [-1, 1], [-1, -1], [0, 1], [1, 0], [0, -1], [-1, 0]);
  const row = Math.floor(cellIndex / size);
  const column = cellIndex % size;
  const out: number[] = [];
  for (const [dr, dc] of steps) {
    const r = row + dr;
    const c = column + dc;
    if (r >= 0 && r < size && c >= 0 && c < size) out.push(r * size + c);
  }
  return out;
}

/** The captions of rules drawn by no mark, or whose marks do not say everything (negative constraints). */
export function ruleCaptions(rules: VariantRules): string[] {
  const captions: string[] = [];
  if (rules.antiKnight) captions.push('Anti-knight: cells a chess knight’s move apart never hold the same digit.');
  if (rules.antiKing) captions.push('Anti-king: cells a chess king’s move apart (diagonal neighbours too) never hold the same digit.');
  if (rules.nonConsecutive) captions.push('Non-consecutive: orthogonal neighbours never hold consecutive digits.');
  if (rules.extraRegions.length > 0) captions.push('Shaded regions: every digit once in each, as in a box.');
  if (rules.odd.length > 0 || rules.even.length > 0) captions.push('Grey circles hold odd digits, grey squares even digits.');
  if (rules.arrows.length > 0) captions.push('Arrows: the digits along an arrow add up to the number in its circle.');
  // A dot with a value of its own (a white 3, a black 3) says its number.
  if (rules.edges.some((edge) => edge.kind === 'white')) captions.push('White dot: the two digits are consecutive (or differ by the number on the dot).');
  if (rules.edges.some((edge) => edge.kind === 'black')) captions.push('Black dot: one digit is twice the other (or that number of times).');
  if (rules.edges.some((edge) => edge.kind === 'X' || edge.kind === 'V')) captions.push('X: the two digits add up to 10. V: they add up to 5.');
  if (rules.negative.difference && rules.negative.ratio) captions.push('All kropki dots are given: neighbours without a dot are neither consecutive nor in ratio 1:2.');
  else if (rules.negative.difference) captions.push('All white dots are given: neighbours without one are not consecutive.');
  else if (rules.negative.ratio) captions.push('All black dots are given: neighbours without one are not in ratio 1:2.');
  if (rules.negative.xv) captions.push('All X and V are given: neighbours without one add up to neither 10 nor 5.');
  if (rules.sandwiches.length > 0) captions.push('Sandwich: a number outside the grid is the sum of the digits between the 1 and the 9 of its row or column.');
  if (rules.littleKillers.length > 0) captions.push('Little killer: a number with an arrow is the sum of the digits along that diagonal (digits may repeat).');
  return captions;
}
