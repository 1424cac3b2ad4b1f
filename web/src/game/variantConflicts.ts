// Rule breaks of the newer variants that a player can see on the board, each with its cells and a
// sentence: a repeat a knight's or king's move apart or in a small extra region, consecutive neighbours (non-consecutive),
// a digit of the wrong parity in a circle or square, a kropki dot or X/V whose pair does not fit
// (and, under a negative constraint, an unmarked pair that would), an arrow, sandwich or little
// killer whose cells are all filled with the wrong total. Lines and diagonals are checked only
// once every cell they depend on is filled: a partial sum says nothing a person can act on.

import { type Puzzle, cellName } from './puzzle';
import type { EdgeClue, OutsideClue } from './variantRules';

export interface VariantConflict {
  cells: number[];
  text: string;
}

function edgeKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** Whether two digits fit an edge mark. */
function fitsEdge(kind: EdgeClue['kind'], value: number | undefined, a: number, b: number): boolean {
  switch (kind) {
    case 'white':
      return Math.abs(a - b) === (value ?? 1);
    case 'black':
      return a === b * (value ?? 2) || b === a * (value ?? 2);
    case 'X':
      return a + b === 10;
    case 'V':
      return a + b === 5;
  }
}

function describeEdge(kind: EdgeClue['kind'], value: number | undefined): string {
  switch (kind) {
    case 'white':
      return value === undefined || value === 1 ? 'the white dot asks for consecutive digits' : `the white dot asks for digits ${value} apart`;
    case 'black':
      return value === undefined || value === 2 ? 'the black dot asks for one digit twice the other' : `the black dot asks for one digit ${value} times the other`;
    case 'X':
      return 'the X asks for a sum of 10';
    case 'V':
      return 'the V asks for a sum of 5';
  }
}

/** The cells an outside clue reads: a row or column (sandwich), or a diagonal (little killer). */
export function outsideClueCells(size: number, clue: OutsideClue): number[] {
  const cells: number[] = [];
  const [dr, dc] = clue.direction ?? (clue.row === -1 ? [1, 0] : clue.row === size ? [-1, 0] : clue.column === -1 ? [0, 1] : [0, -1]);
  for (let r = clue.row + dr, c = clue.column + dc; r >= 0 && r < size && c >= 0 && c < size; r += dr, c += dc) cells.push(r * size + c);
  return cells;
}

export function findVariantConflicts(puzzle: Puzzle, placed: number[]): VariantConflict[] {
  const { size, variants } = puzzle;
  const name = (cell: number) => cellName(size, cell);
  const list: VariantConflict[] = [];
  const sharesHouse = (a: number, b: number) => puzzle.houses.some((house) => house.cells.includes(a) && house.cells.includes(b));

  // A knight's or king's move apart: only pairs no house joins (a house reports its own repeat).
  for (const [on, steps, what] of [
    [variants.antiKnight, [[1, 2], [2, 1], [1, -2], [2, -1]], "a knight's move"],
    [variants.antiKing, [[1, 1], [1, -1]], "a king's move"],
  ] as const) {
    if (!on) continue;
    for (let cell = 0; cell < size * size; cell++) {
      if (placed[cell] === 0) continue;
      for (const [dr, dc] of steps) {
        const r = Math.floor(cell / size) + dr;
        const c = (cell % size) + dc;
        if (r < 0 || r >= size || c < 0 || c >= size) continue;
        const other = r * size + c;
        if (placed[other] === placed[cell] && !sharesHouse(cell, other)) {
          list.push({ cells: [cell, other], text: `${name(cell)} and ${name(other)} are ${what} apart and both hold ${placed[cell]}` });
        }
      }
    }
  }

  // Orthogonal pairs: non-consecutive, dots and letters, negative constraints.
  const marks = new Map<string, EdgeClue[]>();
  for (const edge of variants.edges) {
    const key = edgeKey(edge.cells[0], edge.cells[1]);
    marks.set(key, [...(marks.get(key) ?? []), edge]);
  }
  for (const edge of variants.edges) {
    const [a, b] = edge.cells;
    if (placed[a] !== 0 && placed[b] !== 0 && !fitsEdge(edge.kind, edge.value, placed[a], placed[b])) {
      list.push({ cells: [a, b], text: `${name(a)} = ${placed[a]} and ${name(b)} = ${placed[b]}: ${describeEdge(edge.kind, edge.value)}` });
    }
  }
  const { negative } = variants;
  for (let cell = 0; cell < size * size; cell++) {
    for (const other of [cell % size + 1 < size ? cell + 1 : -1, cell + size < size * size ? cell + size : -1]) {
      if (other < 0 || placed[cell] === 0 || placed[other] === 0) continue;
      const [a, b] = [placed[cell], placed[other]];
      const pair = `${name(cell)} = ${a} and ${name(other)} = ${b}`;
      const here = marks.get(edgeKey(cell, other)) ?? [];
      const dotted = here.some((edge) => edge.kind === 'white' || edge.kind === 'black');
      const lettered = here.some((edge) => edge.kind === 'X' || edge.kind === 'V');
      if (variants.nonConsecutive && Math.abs(a - b) === 1) list.push({ cells: [cell, other], text: `${pair} are consecutive neighbours` });
      if (!dotted && negative.difference && Math.abs(a - b) === 1) list.push({ cells: [cell, other], text: `${pair} are consecutive, but no white dot joins them` });
      if (!dotted && negative.ratio && (a === 2 * b || b === 2 * a)) list.push({ cells: [cell, other], text: `${pair}: one is twice the other, but no black dot joins them` });
      if (!lettered && negative.xv && (a + b === 10 || a + b === 5)) list.push({ cells: [cell, other], text: `${pair} add up to ${a + b}, but no ${a + b === 10 ? 'X' : 'V'} joins them` });
    }
  }

  // An extra region smaller than a house is no house, but forbids repeats all the same.
  for (const cells of variants.extraRegions) {
    if (cells.length === size) continue;
    for (let i = 0; i < cells.length; i++) {
      for (let j = i + 1; j < cells.length; j++) {
        const [a, b] = [cells[i], cells[j]];
        if (placed[a] !== 0 && placed[a] === placed[b]) list.push({ cells: [a, b], text: `${placed[a]} appears twice in the shaded region at ${name(Math.min(...cells))} (${name(a)}, ${name(b)})` });
      }
    }
  }

  for (const cell of variants.odd) if (placed[cell] !== 0 && placed[cell] % 2 === 0) list.push({ cells: [cell], text: `${name(cell)} holds ${placed[cell]}, but its circle asks for an odd digit` });
  for (const cell of variants.even) if (placed[cell] !== 0 && placed[cell] % 2 === 1) list.push({ cells: [cell], text: `${name(cell)} holds ${placed[cell]}, but its square asks for an even digit` });

  // Arrows: the circle's digits read as one number (a pill of two cells holds a two-digit number).
  for (const arrow of variants.arrows) {
    // The shaft: each line's cells after its first (which lies in the circle), as the engine reads it.
    const lineCells = arrow.lines.flatMap((line) => line.slice(1));
    const all = [...arrow.circle, ...lineCells];
    if (all.some((cell) => placed[cell] === 0)) continue;
    const circle = Number(arrow.circle.map((cell) => placed[cell]).join(''));
    const total = lineCells.reduce((sum, cell) => sum + placed[cell], 0);
    if (total !== circle) list.push({ cells: all, text: `the arrow from ${name(arrow.circle[0])} adds up to ${total}, not ${circle}` });
  }

  for (const clue of variants.sandwiches) {
    const cells = outsideClueCells(size, clue);
    const ends = cells.map((cell, i) => (placed[cell] === 1 || placed[cell] === size ? i : -1)).filter((i) => i >= 0);
    if (ends.length !== 2) continue;
    const between = cells.slice(ends[0] + 1, ends[1]);
    if (between.some((cell) => placed[cell] === 0)) continue;
    const total = between.reduce((sum, cell) => sum + placed[cell], 0);
    const line = clue.row === -1 || clue.row === size ? `column ${clue.column + 1}` : `row ${clue.row + 1}`;
    if (total !== clue.value) list.push({ cells: [cells[ends[0]], ...between, cells[ends[1]]], text: `between the 1 and the ${size} of ${line} the digits add up to ${total}, not ${clue.value}` });
  }

  for (const clue of variants.littleKillers) {
    const cells = outsideClueCells(size, clue);
    if (cells.some((cell) => placed[cell] === 0)) continue;
    const total = cells.reduce((sum, cell) => sum + placed[cell], 0);
    if (total !== clue.value) list.push({ cells, text: `the diagonal from ${name(cells[0])} adds up to ${total}, not ${clue.value}` });
  }
  return list;
}
