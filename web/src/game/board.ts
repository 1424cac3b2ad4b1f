// What the engine says about a puzzle's board (docs/api.md, op `board`): every house with its kind,
// each cell's peers, and the drawing every rule adds (include/gridforge/sketch.hpp). The player
// knows no rule: it draws these marks, highlights these houses and clears pencil marks from these
// peers, so a rule added to the engine appears here without a line of TypeScript.
// Cells arrive as names ("r1c1") and are read into reading-order indices.

import { PuzzleFormatError, parseCellName } from './puzzle';

export type HouseKind = 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'extra';

export interface BoardHouse {
  kind: HouseKind | string;
  /** The engine's name: "row 3", "box 5", "region 2", "main diagonal", "cage at r1c1". */
  name: string;
  cells: number[];
}

/** A heavy frame: a box or a jigsaw region ("#2" labels region 2). */
export interface SketchRegion {
  cells: number[];
  label: string;
}

/** A dashed outline inside the cell edges with its label (the sum) in the first cell. */
export interface SketchCage {
  cells: number[];
  label: string;
}

export interface SketchPath {
  style: 'thermometer' | 'arrow' | 'line' | string;
  cells: number[];
  group: number;
}

export interface SketchShape {
  /** circle: a grey disc (odd cells); ring: an arrow's circle (a pill over 2-3 cells); square; shaded. */
  shape: 'circle' | 'ring' | 'square' | 'shaded' | string;
  cells: number[];
}

export interface SketchEdge {
  cells: [number, number];
  style: 'white_dot' | 'black_dot' | 'letter' | string;
  /** The letter, or a dot's value when it is not the usual one; empty otherwise. */
  text: string;
}

/** A straight line in board coordinates (cell units, (0, 0) the top-left corner): [row, column]. */
export interface SketchLine {
  from: [number, number];
  to: [number, number];
}

/** A clue off the board: row or column -1 or size; `arrow` the [row, column] step it points along. */
export interface SketchOutside {
  row: number;
  column: number;
  text: string;
  arrow: [number, number] | null;
}

/** What a kind of mark means, in words; `count` rules share it. */
export interface SketchLegend {
  key: string;
  text: string;
  count: number;
}

export interface Sketch {
  regions: SketchRegion[];
  cages: SketchCage[];
  paths: SketchPath[];
  shapes: SketchShape[];
  edges: SketchEdge[];
  lines: SketchLine[];
  outside: SketchOutside[];
  legend: SketchLegend[];
}

export interface Board {
  /** The rules' recipe names: "classic" or "jigsaw", then "killer", "x", "anti-knight", ... */
  rules: string[];
  houses: BoardHouse[];
  /** Per cell, the cells that may never hold the same digit (reading order). */
  peers: number[][];
  sketch: Sketch;
}

/** The `board` object of the engine's answer, as JSON. */
export interface BoardJson {
  size: number;
  rules: string[];
  houses: { kind: string; name: string; cells: string[] }[];
  peers: string[][];
  sketch: {
    regions: { cells: string[]; label: string }[];
    cages: { cells: string[]; label: string }[];
    paths: { style: string; cells: string[]; group: number }[];
    shapes: { shape: string; cells: string[] }[];
    edges: { cells: string[]; style: string; text: string }[];
    lines: { from: [number, number]; to: [number, number] }[];
    outside: { row: number; column: number; text: string; arrow?: [number, number] }[];
    legend: { key: string; text: string; count: number }[];
  };
}

/** Reads the engine's board for a `size` x `size` puzzle; throws PuzzleFormatError on a cell off it. */
export function readBoard(size: number, json: BoardJson): Board {
  if (json.size !== size) throw new PuzzleFormatError(`the engine's board is ${json.size}x${json.size}, the puzzle ${size}x${size}`);
  const cells = (names: string[]) => names.map((name) => parseCellName(size, name));
  const { sketch } = json;
  return {
    rules: [...json.rules],
    houses: json.houses.map((house) => ({ kind: house.kind, name: house.name, cells: cells(house.cells) })),
    peers: json.peers.map(cells),
    sketch: {
      regions: sketch.regions.map((region) => ({ cells: cells(region.cells), label: region.label })),
      cages: sketch.cages.map((cage) => ({ cells: cells(cage.cells), label: cage.label })),
      paths: sketch.paths.map((path) => ({ style: path.style, cells: cells(path.cells), group: path.group })),
      shapes: sketch.shapes.map((shape) => ({ shape: shape.shape, cells: cells(shape.cells) })),
      edges: sketch.edges.map((edge) => {
        const [first, second] = cells(edge.cells);
        return { cells: [first, second], style: edge.style, text: edge.text };
      }),
      lines: sketch.lines.map((line) => ({ from: line.from, to: line.to })),
      outside: sketch.outside.map((clue) => ({ row: clue.row, column: clue.column, text: clue.text, arrow: clue.arrow ?? null })),
      legend: sketch.legend.map((line) => ({ ...line })),
    },
  };
}

/** The cage holding `cell`, for hints that name "cage at r1c1". */
export function cageHolding(board: Board, cell: number): number[] | null {
  return board.sketch.cages.find((cage) => cage.cells.includes(cell))?.cells ?? null;
}

/** The path of `style` starting at `cell`, else the first one through it. */
export function pathThrough(board: Board, style: string, cell: number): number[] | null {
  const paths = board.sketch.paths.filter((path) => path.style === style);
  return (paths.find((path) => path.cells[0] === cell) ?? paths.find((path) => path.cells.includes(cell)))?.cells ?? null;
}
