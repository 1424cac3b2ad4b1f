// Pure drawing geometry of the SVG board, in board units (one cell = CELL units): cell lines,
// inset outlines of cell sets (killer cages, the selection), thermometer and diagonal lines, and
// where each pencil mark sits in its cell.

export const CELL = 100;

type Point = [number, number];

/** Thin lines between all cells. */
export function cellLinesPath(size: number): string {
  const parts: string[] = [];
  for (let i = 1; i < size; i++) parts.push(`M${i * CELL} 0V${size * CELL}`, `M0 ${i * CELL}H${size * CELL}`);
  return parts.join('');
}

/**
 * The outline of a set of cells drawn `inset` units inside it, as closed loops (one per boundary
 * of the set, holes included), so that a dash pattern runs on without restarting at every cell.
 */
export function insetOutlinePath(cells: Iterable<number>, size: number, inset: number): string {
  const set = new Set(cells);
  const inSet = (row: number, column: number) => row >= 0 && row < size && column >= 0 && column < size && set.has(row * size + column);
  const d = inset;
  const segments: [Point, Point][] = [];
  for (const cell of set) {
    const row = Math.floor(cell / size);
    const column = cell % size;
    const x0 = column * CELL;
    const y0 = row * CELL;
    const x1 = x0 + CELL;
    const y1 = y0 + CELL;
    // Where an edge ends: at a convex corner short of the cell edge, at a concave one beyond it
    // (to meet the neighbour's perpendicular edge), else at the cell edge (to meet a straight one).
    const end = (side: boolean, diagonal: boolean, edge: number, inward: number) => (!side ? edge + inward : diagonal ? edge - inward : edge);
    if (!inSet(row - 1, column)) {
      segments.push([
        [end(inSet(row, column - 1), inSet(row - 1, column - 1), x0, d), y0 + d],
        [end(inSet(row, column + 1), inSet(row - 1, column + 1), x1, -d), y0 + d],
      ]);
    }
    if (!inSet(row + 1, column)) {
      segments.push([
        [end(inSet(row, column - 1), inSet(row + 1, column - 1), x0, d), y1 - d],
        [end(inSet(row, column + 1), inSet(row + 1, column + 1), x1, -d), y1 - d],
      ]);
    }
    if (!inSet(row, column - 1)) {
      segments.push([
        [x0 + d, end(inSet(row - 1, column), inSet(row - 1, column - 1), y0, d)],
        [x0 + d, end(inSet(row + 1, column), inSet(row + 1, column - 1), y1, -d)],
      ]);
    }
    if (!inSet(row, column + 1)) {
      segments.push([
        [x1 - d, end(inSet(row - 1, column), inSet(row - 1, column + 1), y0, d)],
        [x1 - d, end(inSet(row + 1, column), inSet(row + 1, column + 1), y1, -d)],
      ]);
    }
  }
  return chainSegments(segments);
}

/** Joins segments that share end points into closed loops. */
function chainSegments(segments: [Point, Point][]): string {
  const key = (p: Point) => `${p[0]},${p[1]}`;
  const at = new Map<string, number[]>();
  segments.forEach(([p, q], index) => {
    for (const point of [p, q]) at.set(key(point), [...(at.get(key(point)) ?? []), index]);
  });
  const used = new Set<number>();
  const loops: string[] = [];
  for (let start = 0; start < segments.length; start++) {
    if (used.has(start)) continue;
    used.add(start);
    const points: Point[] = [segments[start][0], segments[start][1]];
    for (;;) {
      const tail = points[points.length - 1];
      const next = (at.get(key(tail)) ?? []).find((index) => !used.has(index));
      if (next === undefined) break;
      used.add(next);
      const [p, q] = segments[next];
      points.push(key(p) === key(tail) ? q : p);
    }
    if (key(points[points.length - 1]) === key(points[0])) points.pop();
    loops.push(`M${points.map((p) => `${p[0]} ${p[1]}`).join('L')}Z`);
  }
  return loops.join('');
}

export function cellCentre(size: number, cell: number): Point {
  return [(cell % size) * CELL + CELL / 2, Math.floor(cell / size) * CELL + CELL / 2];
}

/** A polyline through the centres of the cells (thermometers). */
export function centreLinePath(size: number, cells: number[]): string {
  return cells.map((cell, i) => `${i === 0 ? 'M' : 'L'}${cellCentre(size, cell).join(' ')}`).join('');
}

/**
 * Where corner marks go, in SudokuPad's order: the four corners, then the middles of the top and
 * bottom edges, then of the sides, then further along the edges for big boards. Offsets from the
 * cell's top-left corner. A cell holding a cage sum gives up its top-left corner.
 */
export function cornerMarkSlots(withCageSum: boolean): Point[] {
  // Far enough in to clear a killer cage's dashed outline.
  const near = 22;
  const far = CELL - 22;
  const mid = CELL / 2;
  const slots: Point[] = [
    [near, near],
    [far, near],
    [near, far],
    [far, far],
    [mid, near],
    [mid, far],
    [near, mid],
    [far, mid],
    [35, near],
    [65, near],
    [35, far],
    [65, far],
    [near, 35],
    [far, 35],
    [near, 65],
    [far, 65],
  ];
  return withCageSum ? [...slots.slice(1), [near, 42] as Point] : slots;
}

/** Position of a digit's candidate in a keypad layout (3x3 up to 9, 4x4 beyond). */
export function candidateSlot(digit: number, size: number): Point {
  const per = size <= 9 ? 3 : 4;
  const step = CELL / (per + 0.5);
  const index = digit - 1;
  return [step * 0.75 + (index % per) * step, step * 0.75 + Math.floor(index / per) * step];
}
