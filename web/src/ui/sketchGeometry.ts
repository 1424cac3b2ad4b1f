// Drawing geometry of the engine's marks (game/board.ts), in board units (one cell = CELL): region
// borders, circles and pills, arrow shafts and heads, the point between two cells for edge marks,
// and where a clue outside the board stands with its small arrow.

import type { Board } from '../game/board';
import type { Puzzle } from '../game/puzzle';
import { CELL, cellCentre } from './boardGeometry';

type Point = [number, number];

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The margin drawn on each side of the board: a whole cell on a side where clues stand outside
 * it (a sandwich's two sides, a little killer's corners), else room for the border, so that a
 * phone does not lose a cell's width to empty sides.
 */
export function boardMargins(puzzle: Puzzle): Margins {
  const { size } = puzzle;
  const clues = puzzle.board.sketch.outside;
  const side = (beside: boolean) => (beside ? CELL : 6);
  return {
    top: side(clues.some((clue) => clue.row < 0)),
    right: side(clues.some((clue) => clue.column >= size)),
    bottom: side(clues.some((clue) => clue.row >= size)),
    left: side(clues.some((clue) => clue.column < 0)),
  };
}

/** Thick borders: every cell edge between two cells of different framed regions (boxes, jigsaw). */
export function regionBorderPath(size: number, board: Board): string {
  const regionOf = new Array<number>(size * size).fill(-1);
  board.sketch.regions.forEach((region, index) => region.cells.forEach((cell) => (regionOf[cell] = index)));
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const cell = row * size + column;
      if (column + 1 < size && regionOf[cell] !== regionOf[cell + 1]) parts.push(`M${(column + 1) * CELL} ${row * CELL}V${(row + 1) * CELL}`);
      if (row + 1 < size && regionOf[cell] !== regionOf[cell + size]) parts.push(`M${column * CELL} ${(row + 1) * CELL}H${(column + 1) * CELL}`);
    }
  }
  return parts.join('');
}

/** The rounded box around a pill's cells (2-3 in a line), inset a little from the cell edges. */
export function pillRect(size: number, cells: number[], inset = CELL * 0.1): { x: number; y: number; width: number; height: number; rx: number } {
  const rows = cells.map((cell) => Math.floor(cell / size));
  const columns = cells.map((cell) => cell % size);
  const top = Math.min(...rows);
  const left = Math.min(...columns);
  return {
    x: left * CELL + inset,
    y: top * CELL + inset,
    width: (Math.max(...columns) - left + 1) * CELL - 2 * inset,
    height: (Math.max(...rows) - top + 1) * CELL - 2 * inset,
    rx: CELL / 2 - inset,
  };
}

/** The two strokes of an arrow head at `tip`, pointing away from `from`. */
export function arrowHeadPath(from: Point, tip: Point, length = CELL * 0.28): string {
  const angle = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
  const spread = 0.7; // radians, about 40 degrees
  const a: Point = [tip[0] - length * Math.cos(angle - spread), tip[1] - length * Math.sin(angle - spread)];
  const b: Point = [tip[0] - length * Math.cos(angle + spread), tip[1] - length * Math.sin(angle + spread)];
  const f = (p: Point) => `${round(p[0])} ${round(p[1])}`;
  return `M${f(a)}L${f(tip)}L${f(b)}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * An arrow's shaft: from where it leaves its circle (the circle's radius out of the first cell's
 * centre, toward the second cell) through the centres of the other cells.
 */
export function arrowShaftPath(size: number, line: number[], circleRadius = CELL * 0.4): string {
  const points = line.map((cell) => cellCentre(size, cell));
  if (points.length < 2) return '';
  const [x0, y0] = points[0];
  const [x1, y1] = points[1];
  const length = Math.hypot(x1 - x0, y1 - y0);
  const start: Point = [x0 + ((x1 - x0) / length) * circleRadius, y0 + ((y1 - y0) / length) * circleRadius];
  return [start, ...points.slice(1)].map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p[0])} ${round(p[1])}`).join('');
}

/** The head of an arrow: at its last cell's centre, along its last step. */
export function arrowTipPath(size: number, line: number[]): string {
  if (line.length < 2) return '';
  return arrowHeadPath(cellCentre(size, line[line.length - 2]), cellCentre(size, line[line.length - 1]));
}

/** The middle of the edge between two orthogonal neighbours. */
export function edgeCentre(size: number, a: number, b: number): Point {
  const [ax, ay] = cellCentre(size, a);
  const [bx, by] = cellCentre(size, b);
  return [(ax + bx) / 2, (ay + by) / 2];
}

/**
 * Where an outside clue's number stands (the centre of its cell position off the board) and, when
 * it has one, the small arrow from it along the line it sums (a little killer's diagonal): the
 * number moves back from the corner it points out of so that the arrow has room.
 */
export function outsideClueLayout(clue: { row: number; column: number; arrow: [number, number] | null }): { text: Point; arrow: string | null } {
  const centre: Point = [(clue.column + 0.5) * CELL, (clue.row + 0.5) * CELL];
  if (!clue.arrow) return { text: centre, arrow: null };
  const [dy, dx] = clue.arrow;
  const from: Point = [centre[0] + dx * CELL * 0.12, centre[1] + dy * CELL * 0.12];
  const tip: Point = [centre[0] + dx * CELL * 0.42, centre[1] + dy * CELL * 0.42];
  const shaft = `M${round(from[0])} ${round(from[1])}L${round(tip[0])} ${round(tip[1])}`;
  return { text: [centre[0] - dx * CELL * 0.14, centre[1] - dy * CELL * 0.14], arrow: shaft + arrowHeadPath(from, tip, CELL * 0.14) };
}
