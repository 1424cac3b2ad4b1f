// One URL per puzzle and state, short enough to paste into a chat. The fragment is
//   #s1.<puzzle>[.<state>]                   a Sudoku-family puzzle and the player's marks
//   #d1.<size>.<mode>.<seed>[.<band>]        a deduction grid, by the parameters that generate it
//   #s2.<puzzle>.<rules>[.<state>]          the same with the puzzle's other rule keys
// where <puzzle> and <state> are bit-packed and written in base64url. The puzzle part keeps the
// rules (givens, regions, diagonals, cages, thermometers) but no metadata: the level and solution
// come back from the engine. Regions keep their names and cages and thermometers their cell order,
// so the decoded JSON is the one encoded. <rules> is the JSON of every other rule key (anti-knight,
// kropki, arrows, sandwiches and whatever rule the engine learns next) in UTF-8 and base64url: they
// are rarer and richer, and their JSON as written is what the engine reads. Metadata and the
// engine's results stay out of links, as in the puzzle part.

import { BitReader, BitWriter, bitsFor, fromBase64Url, toBase64Url } from './bits';
import { type Diagonals, type Puzzle, type PuzzleJson, charDigit, digitChar, parseCellName, cellName } from './puzzle';
import { type PlayerState, emptyState } from './state';

const DIAGONAL_CODES: (Diagonals | undefined)[] = [undefined, 'main', 'anti', 'both'];

/** Keys the <puzzle> part holds, and the metadata and results no link carries. */
const NOT_IN_RULES_PART = new Set(['size', 'givens', 'regions', 'diagonals', 'cages', 'thermos', 'solution', 'title', 'author', 'source', 'level', 'rating']);

/** The keys the <rules> part carries: every key of the puzzle but those above and the "x-" results. */
function isRulesPartKey(key: string): boolean {
  return !NOT_IN_RULES_PART.has(key) && !key.startsWith('x-');
}

/** The <rules> part of a puzzle, or null when it has no key for it. */
export function encodeVariants(json: PuzzleJson): string | null {
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) if (isRulesPartKey(key) && value !== undefined) picked[key] = value;
  if (Object.keys(picked).length === 0) return null;
  return toBase64Url(new TextEncoder().encode(JSON.stringify(picked)));
}

/** The rule keys of a <rules> part; throws RangeError when it is not one. */
export function decodeVariants(code: string): Partial<PuzzleJson> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(code)));
  } catch {
    throw new RangeError('an unreadable rules part');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RangeError('an unreadable rules part');
  const json: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (isRulesPartKey(key)) json[key] = item;
  return json as Partial<PuzzleJson>;
}

export function encodePuzzle(json: PuzzleJson): string {
  const givens = json.givens;
  const size = Math.round(Math.sqrt(givens.length));
  const digitBits = bitsFor(size - 1);
  const cellBits = bitsFor(size * size - 1);
  const out = new BitWriter();
  out.write(size - 1, 5);
  out.writeFlag(typeof json.regions === 'string');
  out.write(DIAGONAL_CODES.indexOf(json.diagonals), 2);
  out.writeFlag((json.cages?.length ?? 0) > 0);
  out.writeFlag((json.thermos?.length ?? 0) > 0);
  for (const c of givens) {
    const digit = charDigit(c) ?? 0;
    out.writeFlag(digit !== 0);
    if (digit !== 0) out.write(digit - 1, digitBits);
  }
  if (typeof json.regions === 'string') {
    const names: string[] = [];
    for (const c of json.regions) if (!names.includes(c)) names.push(c);
    if (names.length !== size) throw new RangeError(`${names.length} regions on a ${size}x${size} board`);
    for (const name of names) out.write(name.charCodeAt(0), 8);
    for (const c of json.regions) out.write(names.indexOf(c), digitBits);
  }
  if (json.cages?.length) {
    out.writeVarint(json.cages.length);
    for (const cage of json.cages) {
      out.writeFlag(cage.sum !== undefined);
      if (cage.sum !== undefined) out.writeVarint(cage.sum);
      writeCells(out, cage.cells, size, cellBits);
    }
  }
  if (json.thermos?.length) {
    out.writeVarint(json.thermos.length);
    for (const thermo of json.thermos) writeCells(out, thermo, size, cellBits);
  }
  return toBase64Url(out.toBytes());
}

function writeCells(out: BitWriter, names: string[], size: number, cellBits: number): void {
  out.writeVarint(names.length);
  for (const name of names) out.write(parseCellName(size, name), cellBits);
}

function readCells(input: BitReader, size: number, cellBits: number): string[] {
  const count = input.readVarint();
  if (count > size * size) throw new RangeError('too many cells');
  return Array.from({ length: count }, () => {
    const cell = input.read(cellBits);
    if (cell >= size * size) throw new RangeError('a cell outside the board');
    return cellName(size, cell);
  });
}

export function decodePuzzle(code: string): PuzzleJson {
  const input = new BitReader(fromBase64Url(code));
  const size = input.read(5) + 1;
  const digitBits = bitsFor(size - 1);
  const cellBits = bitsFor(size * size - 1);
  const hasRegions = input.readFlag();
  const diagonals = DIAGONAL_CODES[input.read(2)];
  const hasCages = input.readFlag();
  const hasThermos = input.readFlag();
  let givens = '';
  for (let cell = 0; cell < size * size; cell++) givens += input.readFlag() ? digitChar(input.read(digitBits) + 1) : '.';
  const json: PuzzleJson = { size, givens };
  if (hasRegions) {
    const names = Array.from({ length: size }, () => String.fromCharCode(input.read(8)));
    let regions = '';
    for (let cell = 0; cell < size * size; cell++) {
      const name = names[input.read(digitBits)];
      if (name === undefined) throw new RangeError('a region index outside the list');
      regions += name;
    }
    json.regions = regions;
  }
  if (diagonals) json.diagonals = diagonals;
  if (hasCages) {
    json.cages = Array.from({ length: input.readVarint() }, () => {
      const sum = input.readFlag() ? input.readVarint() : undefined;
      const cells = readCells(input, size, cellBits);
      return sum === undefined ? { cells } : { sum, cells };
    });
  }
  if (hasThermos) json.thermos = Array.from({ length: input.readVarint() }, () => readCells(input, size, cellBits));
  return json;
}

/** The player's state; cells of givens are skipped, and a layer nobody used costs one bit. */
export function encodeState(puzzle: Puzzle, state: PlayerState): string {
  const { size } = puzzle;
  const digitBits = bitsFor(size - 1);
  const own = puzzle.givens.map((given, cell) => (given === 0 ? cell : -1)).filter((cell) => cell >= 0);
  const out = new BitWriter();
  const layers: [number[], (value: number) => void][] = [
    [state.entries, (digit) => out.write(digit - 1, digitBits)],
    [state.corner, (marks) => out.write(marks, size)],
    [state.centre, (marks) => out.write(marks, size)],
  ];
  for (const [values, write] of layers) {
    const used = own.some((cell) => values[cell] !== 0);
    out.writeFlag(used);
    if (!used) continue;
    for (const cell of own) {
      out.writeFlag(values[cell] !== 0);
      if (values[cell] !== 0) write(values[cell]);
    }
  }
  // Colours may sit on givens too.
  const coloured = state.colours.some((colour) => colour !== 0);
  out.writeFlag(coloured);
  if (coloured) {
    for (const colour of state.colours) {
      out.writeFlag(colour !== 0);
      if (colour !== 0) out.write(colour - 1, 4);
    }
  }
  return toBase64Url(out.toBytes());
}

export function decodeState(puzzle: Puzzle, code: string): PlayerState {
  const { size } = puzzle;
  const digitBits = bitsFor(size - 1);
  const own = puzzle.givens.map((given, cell) => (given === 0 ? cell : -1)).filter((cell) => cell >= 0);
  const input = new BitReader(fromBase64Url(code));
  const state = emptyState(puzzle);
  const layers: [number[], () => number][] = [
    [state.entries, () => input.read(digitBits) + 1],
    [state.corner, () => input.read(size)],
    [state.centre, () => input.read(size)],
  ];
  for (const [values, read] of layers) {
    if (!input.readFlag()) continue;
    for (const cell of own) if (input.readFlag()) values[cell] = read();
  }
  if (state.entries.some((digit) => digit > size)) throw new RangeError('a digit outside the board');
  if (input.readFlag()) {
    for (let cell = 0; cell < size * size; cell++) if (input.readFlag()) state.colours[cell] = input.read(4) + 1;
  }
  return state;
}

export interface DeduceLink {
  size: string;
  mode: string;
  seed: string;
  band?: string;
  /** The cast theme; absent for the engine's default (everyday), as in links made before themes. */
  theme?: string;
}

export type ParsedFragment =
  | { family: 'sudoku'; puzzle: PuzzleJson; stateCode: string | null }
  | { family: 'deduce'; link: DeduceLink }
  | null;

export function sudokuFragment(puzzle: Puzzle, state: PlayerState | null): string {
  const variants = encodeVariants(puzzle.json);
  const parts = variants === null ? ['s1', encodePuzzle(puzzle.json)] : ['s2', encodePuzzle(puzzle.json), variants];
  if (state) parts.push(encodeState(puzzle, state));
  return `#${parts.join('.')}`;
}

export function deduceFragment(link: DeduceLink): string {
  // d1.SIZE.MODE.SEED[.BAND[.THEME]]: a theme after an empty band when there is no band.
  const parts = ['d1', link.size, link.mode, link.seed];
  if (link.band || link.theme) parts.push(link.band ?? '');
  if (link.theme) parts.push(link.theme);
  return `#${parts.map(encodeURIComponent).join('.')}`;
}

/** Reads a location hash; null for an empty or unreadable one (the caller says so). */
export function parseFragment(hash: string): ParsedFragment {
  const text = hash.replace(/^#/, '');
  if (text === '') return null;
  const parts = text.split('.');
  if (parts[0] === 's1' && parts.length >= 2) {
    return { family: 'sudoku', puzzle: decodePuzzle(parts[1]), stateCode: parts[2] ?? null };
  }
  if (parts[0] === 's2' && parts.length >= 3) {
    return { family: 'sudoku', puzzle: { ...decodePuzzle(parts[1]), ...decodeVariants(parts[2]) }, stateCode: parts[3] ?? null };
  }
  if (parts[0] === 'd1' && parts.length >= 4) {
    const [size, mode, seed, band, theme] = parts.slice(1).map(decodeURIComponent);
    if (!/^\d+x\d+$/.test(size) || !/^\d+$/.test(seed)) throw new RangeError('not a deduction grid link');
    return { family: 'deduce', link: { size, mode, seed, ...(band ? { band } : {}), ...(theme ? { theme } : {}) } };
  }
  throw new RangeError('not a gridforge link');
}
