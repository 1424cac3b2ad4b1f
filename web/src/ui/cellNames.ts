// Accessible names of the board's cells. Each starts with the cell name, as the DOM contract says:
// "r1c1, given 5", "r1c2, 7", "r3c4, empty, candidates 1 2 7, corner marks 3 4, colour green".
// The marks of a cell follow: a cage sum, a thermometer bulb, and the newer variants' marks
// ("odd cell", "arrow circle", "white dot with r1c3", "sandwich sum 10 for column 4").

import type { Puzzle } from '../game/puzzle';
import { cellName, digitLabel } from '../game/puzzle';
import { markDigits, type PlayerState } from '../game/state';
import { outsideClueCells } from '../game/variantConflicts';

/** Words for each cell's newer variant marks (variantRules.ts). */
function variantMarkWords(puzzle: Puzzle): string[][] {
  const { size, variants } = puzzle;
  const words: string[][] = puzzle.givens.map(() => []);
  const name = (cell: number) => cellName(size, cell);
  for (const cells of variants.extraRegions) for (const cell of cells) if (!words[cell].includes('shaded region')) words[cell].push('shaded region');
  for (const cell of variants.odd) words[cell].push('odd cell');
  for (const cell of variants.even) words[cell].push('even cell');
  for (const arrow of variants.arrows) {
    for (const cell of arrow.circle) words[cell].push(arrow.circle.length > 1 ? 'arrow pill' : 'arrow circle');
  }
  for (const edge of variants.edges) {
    const mark = edge.kind === 'X' || edge.kind === 'V' ? edge.kind : `${edge.kind} dot${edge.value !== undefined && edge.value !== (edge.kind === 'white' ? 1 : 2) ? ` ${edge.value}` : ''}`;
    words[edge.cells[0]].push(`${mark} with ${name(edge.cells[1])}`);
    words[edge.cells[1]].push(`${mark} with ${name(edge.cells[0])}`);
  }
  for (const clue of variants.sandwiches) {
    const first = outsideClueCells(size, clue)[0];
    const line = clue.row === -1 || clue.row === size ? `column ${clue.column + 1}` : `row ${clue.row + 1}`;
    words[first].push(`sandwich sum ${clue.value} for ${line}`);
  }
  for (const clue of variants.littleKillers) words[outsideClueCells(size, clue)[0]].push(`little killer ${clue.value} along the diagonal from here`);
  return words;
}

export const COLOUR_NAMES = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'grey'];

export interface CellFlags {
  conflicts: ReadonlySet<number>;
  wrong: ReadonlySet<number>;
  hinted: ReadonlySet<number>;
}

export function cellAccessibleNames(puzzle: Puzzle, state: PlayerState, flags: CellFlags): string[] {
  const sums = new Map<number, number>();
  for (const cage of puzzle.cages) if (cage.sum !== undefined) sums.set(Math.min(...cage.cells), cage.sum);
  const bulbs = new Set(puzzle.thermos.map((thermo) => thermo[0]));
  const marks = variantMarkWords(puzzle);
  return puzzle.givens.map((given, cell) => {
    const parts = [cellName(puzzle.size, cell)];
    const entry = state.entries[cell];
    if (given) parts.push(`given ${digitLabel(given)}`);
    else if (entry) parts.push(digitLabel(entry));
    else {
      parts.push('empty');
      const centre = markDigits(state.centre[cell]);
      const corner = markDigits(state.corner[cell]);
      if (centre.length) parts.push(`candidates ${centre.map(digitLabel).join(' ')}`);
      if (corner.length) parts.push(`corner marks ${corner.map(digitLabel).join(' ')}`);
    }
    if (state.colours[cell]) parts.push(`colour ${COLOUR_NAMES[state.colours[cell] - 1]}`);
    if (sums.has(cell)) parts.push(`cage sum ${sums.get(cell)}`);
    if (bulbs.has(cell)) parts.push('thermometer bulb');
    parts.push(...marks[cell]);
    if (flags.conflicts.has(cell)) parts.push('conflict');
    if (flags.wrong.has(cell)) parts.push('wrong');
    if (flags.hinted.has(cell)) parts.push('in the hint');
    return parts.join(', ');
  });
}
