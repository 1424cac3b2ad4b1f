// Accessible names of the board's cells. Each starts with the cell name, as the DOM contract says:
// "r1c1, given 5", "r1c2, 7", "r3c4, empty, candidates 1 2 7, corner marks 3 4, colour green".
// The marks of the engine's drawing in a cell follow: "cage sum 15", "thermometer bulb",
// "grey circle", "white dot with r1c3", "outside clue 10".

import type { Sketch } from '../game/board';
import type { Puzzle } from '../game/puzzle';
import { cellName, digitLabel } from '../game/puzzle';
import { markDigits, type PlayerState } from '../game/state';

/** What each kind of shape looks like, in words (the legend says what it means). */
const SHAPE_WORDS: Record<string, string> = { circle: 'grey circle', ring: 'circle', square: 'square', shaded: 'shaded' };

/** The board cell an outside clue stands beside: the first its arrow points to, else the nearest. */
function clueCell(size: number, clue: Sketch['outside'][number]): number {
  const clamp = (value: number) => Math.min(size - 1, Math.max(0, value));
  const [dr, dc] = clue.arrow ?? [0, 0];
  return clamp(clue.row + dr) * size + clamp(clue.column + dc);
}

/** Words for each cell's marks from the engine's drawing, by the kind of mark, never by rule. */
function markWords(puzzle: Puzzle): string[][] {
  const { size } = puzzle;
  const { sketch } = puzzle.board;
  const words: string[][] = puzzle.givens.map(() => []);
  const add = (cell: number, word: string) => {
    if (!words[cell].includes(word)) words[cell].push(word);
  };
  const name = (cell: number) => cellName(size, cell);
  for (const cage of sketch.cages) if (cage.label) add(Math.min(...cage.cells), `cage sum ${cage.label}`);
  for (const path of sketch.paths) {
    if (path.style === 'thermometer') add(path.cells[0], 'thermometer bulb');
    else if (path.style === 'arrow') add(path.cells[path.cells.length - 1], `arrow tip from ${name(path.cells[0])}`);
  }
  for (const shape of sketch.shapes) {
    const word = SHAPE_WORDS[shape.shape] ?? shape.shape;
    for (const cell of shape.cells) add(cell, shape.cells.length > 1 && shape.shape === 'ring' ? `${word} over ${shape.cells.map(name).join(' and ')}` : word);
  }
  for (const edge of sketch.edges) {
    const mark = edge.style === 'letter' ? edge.text : `${edge.style.replace('_', ' ')}${edge.text ? ` ${edge.text}` : ''}`;
    add(edge.cells[0], `${mark} with ${name(edge.cells[1])}`);
    add(edge.cells[1], `${mark} with ${name(edge.cells[0])}`);
  }
  for (const clue of sketch.outside) add(clueCell(size, clue), `outside clue ${clue.text}${clue.arrow ? ' along the diagonal from here' : ''}`);
  return words;
}

export const COLOUR_NAMES = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'grey'];

export interface CellFlags {
  conflicts: ReadonlySet<number>;
  wrong: ReadonlySet<number>;
  hinted: ReadonlySet<number>;
}

export function cellAccessibleNames(puzzle: Puzzle, state: PlayerState, flags: CellFlags): string[] {
  const marks = markWords(puzzle);
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
    parts.push(...marks[cell]);
    if (flags.conflicts.has(cell)) parts.push('conflict');
    if (flags.wrong.has(cell)) parts.push('wrong');
    if (flags.hinted.has(cell)) parts.push('in the hint');
    return parts.join(', ');
  });
}
