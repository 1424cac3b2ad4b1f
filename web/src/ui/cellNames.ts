// Accessible names of the board's cells. Each starts with the cell name, as the DOM contract says:
// "r1c1, given 5", "r1c2, 7", "r3c4, empty, candidates 1 2 7, corner marks 3 4, colour green".
// What the engine's marks in a cell mean follows: "even cell", "white dot: consecutive with r1c3",
// "arrow circle, sum of the arrow". A sighted player reads a mark's meaning off the legend under
// the board; a screen reader gets it in the cell, so the words say the rule, not the drawing.

import type { Sketch, SketchEdge } from '../game/board';
import type { Puzzle } from '../game/puzzle';
import { cellName, digitLabel } from '../game/puzzle';
import { markDigits, type PlayerState } from '../game/state';

/** The board cell an outside clue stands beside: the first its arrow points to, else the nearest. */
function clueCell(size: number, clue: Sketch['outside'][number]): number {
  const clamp = (value: number) => Math.min(size - 1, Math.max(0, value));
  const [dr, dc] = clue.arrow ?? [0, 0];
  return clamp(clue.row + dr) * size + clamp(clue.column + dc);
}

/**
 * A mark's meaning is the rule that drew it. The sketch kinds carry one meaning each
 * (include/gridforge/sketch.hpp: a circle is an odd cell, a square an even one, ...), and the
 * legend names the rules present: a kind is read by its meaning only when its rule's legend line
 * is there, else by its look, so a new rule drawing the same kind is never misnamed.
 */
const MEANING_LEGEND = {
  odd: 'odd cells',
  even: 'even cells',
  arrow: 'arrows',
  extra: 'extra regions',
  kropki: 'kropki',
  xv: 'xv',
  sandwich: 'sandwich',
  littleKiller: 'little killer',
  thermometer: 'thermometers',
} as const;

/** What a dot or letter between two cells says of `other`, the cell across it. */
function edgeWords(edge: SketchEdge, other: string, has: (meaning: keyof typeof MEANING_LEGEND) => boolean): string {
  if (edge.style === 'white_dot' && has('kropki')) return `white dot: ${edge.text ? `${edge.text} apart from` : 'consecutive with'} ${other}`;
  if (edge.style === 'black_dot' && has('kropki')) return `black dot: ${edge.text ? `${edge.text} times or 1/${edge.text} of` : 'double or half of'} ${other}`;
  if (edge.style === 'letter' && has('xv') && (edge.text === 'X' || edge.text === 'V')) return `${edge.text}: adds up to ${edge.text === 'X' ? 10 : 5} with ${other}`;
  const look = edge.style === 'letter' ? edge.text : `${edge.style.replace('_', ' ')}${edge.text ? ` ${edge.text}` : ''}`;
  return `${look} with ${other}`;
}

/** Words for each cell's marks from the engine's drawing and legend: what each mark means there. */
function markWords(puzzle: Puzzle): string[][] {
  const { size } = puzzle;
  const { sketch } = puzzle.board;
  const legendKeys = new Set(sketch.legend.map((line) => line.key));
  const has = (meaning: keyof typeof MEANING_LEGEND) => legendKeys.has(MEANING_LEGEND[meaning]);
  const words: string[][] = puzzle.givens.map(() => []);
  const add = (cell: number, word: string) => {
    if (!words[cell].includes(word)) words[cell].push(word);
  };
  const name = (cell: number) => cellName(size, cell);
  for (const cage of sketch.cages) if (cage.label) add(Math.min(...cage.cells), `cage sum ${cage.label}`);
  for (const path of sketch.paths) {
    if (path.style === 'thermometer') {
      add(path.cells[0], has('thermometer') ? 'thermometer bulb, the lowest digit of its thermometer' : 'thermometer bulb');
      path.cells.slice(1).forEach((cell, i) => add(cell, `thermometer, higher than ${name(path.cells[i])}`));
    } else if (path.style === 'arrow') {
      const from = name(path.cells[0]);
      for (const cell of path.cells.slice(1)) add(cell, has('arrow') ? `on the arrow from ${from}, part of its sum` : `on the arrow from ${from}`);
    }
  }
  for (const shape of sketch.shapes) {
    for (const cell of shape.cells) {
      if (shape.shape === 'circle') add(cell, has('odd') ? 'odd cell' : 'grey circle');
      else if (shape.shape === 'square') add(cell, has('even') ? 'even cell' : 'square');
      else if (shape.shape === 'ring') {
        const over = shape.cells.length > 1 ? ` over ${shape.cells.map(name).join(' and ')}` : '';
        add(cell, has('arrow') ? `arrow circle${over}, sum of the arrow` : `circle${over}`);
      } else if (shape.shape === 'shaded') {
        // The extra house the shading marks, by the engine's name ("window at r2c2").
        const house = puzzle.houses.find((h) => h.kind === 'extra' && h.cells.includes(cell));
        add(cell, has('extra') && house ? `${house.name}, every digit once` : 'shaded');
      } else add(cell, shape.shape);
    }
  }
  for (const edge of sketch.edges) {
    add(edge.cells[0], edgeWords(edge, name(edge.cells[1]), has));
    add(edge.cells[1], edgeWords(edge, name(edge.cells[0]), has));
  }
  for (const clue of sketch.outside) {
    const cell = clueCell(size, clue);
    if (clue.arrow && has('littleKiller')) add(cell, `little killer sum ${clue.text} along the diagonal from here`);
    else if (!clue.arrow && has('sandwich')) {
      const line = clue.row < 0 || clue.row >= size ? `column ${clue.column + 1}` : `row ${clue.row + 1}`;
      add(cell, `sandwich sum ${clue.text} between the 1 and the ${size} of ${line}`);
    } else add(cell, `outside clue ${clue.text}${clue.arrow ? ' along the diagonal from here' : ''}`);
  }
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
