// The accessible, touchable layer over the SVG board: a role="grid" of role="gridcell" elements
// named "r1c1, given 5", with a roving tabindex. Mouse, pen and touch all arrive as Pointer Events
// here: press to select a cell, drag to add the cells passed over, with Ctrl/Shift/Cmd to add to
// (or take from) the selection; double-click selects every cell holding the same digit.

import { useRef } from 'preact/hooks';
import type { TargetedMouseEvent, TargetedPointerEvent } from 'preact';

export type SelectHow = 'replace' | 'add' | 'toggle';

export interface BoardGridProps {
  size: number;
  label: string;
  /** Accessible name of each cell. */
  names: string[];
  selection: ReadonlySet<number>;
  cursor: number;
  /** Inset of the cell area inside the wrapper, in percent (the SVG draws a margin for the border). */
  /** CSS `inset` placing the grid over the drawing's cells: "top right bottom left" in percent. */
  inset: string;
  onSelect(cells: number[], how: SelectHow): void;
  onCursor(cell: number): void;
  onSelectSame(cell: number): void;
}

/**
 * Roving focus: when the board has the focus and the cursor moves by key, the focus moves with it.
 * Called by the key handler itself, not from an effect: an effect would run after later key
 * presses and pull the focus back to an older cell.
 */
export function moveBoardFocus(cell: number): void {
  const active = document.activeElement;
  const grid = active instanceof HTMLElement ? active.closest<HTMLElement>('.board-grid') : null;
  if (grid) delete grid.dataset.pointer;
  grid?.querySelector<HTMLElement>(`[data-cell="${cell}"]`)?.focus({ preventScroll: true });
}

/** Cells on the straight path from a to b, so that a fast drag skips none. */
function cellsBetween(size: number, a: number, b: number): number[] {
  const [r0, c0, r1, c1] = [Math.floor(a / size), a % size, Math.floor(b / size), b % size];
  const steps = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
  const cells: number[] = [];
  for (let i = 1; i <= steps; i++) {
    const r = Math.round(r0 + ((r1 - r0) * i) / steps);
    const c = Math.round(c0 + ((c1 - c0) * i) / steps);
    cells.push(r * size + c);
  }
  return cells;
}

export function BoardGrid(props: BoardGridProps) {
  const { size, label, names, selection, cursor, inset, onSelect, onCursor, onSelectSame } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; last: number } | null>(null);

  const cellAt = (clientX: number, clientY: number): number | null => {
    const box = gridRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    const column = Math.floor(((clientX - box.left) / box.width) * size);
    const row = Math.floor(((clientY - box.top) / box.height) * size);
    if (row < 0 || row >= size || column < 0 || column >= size) return null;
    return row * size + column;
  };

  const focusCell = (cell: number) => {
    const element = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cell}"]`);
    element?.focus({ preventScroll: true });
  };

  const onPointerDown = (event: TargetedPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const cell = cellAt(event.clientX, event.clientY);
    if (cell === null) return;
    event.preventDefault();
    // Focus that follows a press shows the selection, not the keyboard focus ring.
    if (gridRef.current) gridRef.current.dataset.pointer = '1';
    const additive = event.ctrlKey || event.metaKey || event.shiftKey;
    onSelect([cell], additive ? 'toggle' : 'replace');
    onCursor(cell);
    focusCell(cell);
    drag.current = { pointer: event.pointerId, last: cell };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: TargetedPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    const cell = cellAt(event.clientX, event.clientY);
    if (cell === null || cell === current.last) return;
    onSelect(cellsBetween(size, current.last, cell), 'add');
    onCursor(cell);
    current.last = cell;
  };

  const endDrag = (event: TargetedPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };

  const onDoubleClick = (event: TargetedMouseEvent<HTMLDivElement>) => {
    const cell = cellAt(event.clientX, event.clientY);
    if (cell !== null) onSelectSame(cell);
  };

  const rows = Array.from({ length: size }, (_, row) => row);
  return (
    <div
      ref={gridRef}
      class="board-grid"
      role="grid"
      aria-label={label}
      aria-multiselectable="true"
      style={{ inset }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onDblClick={onDoubleClick}
      onKeyDown={() => {
        if (gridRef.current) delete gridRef.current.dataset.pointer;
      }}
    >
      {rows.map((row) => (
        <div role="row" class="board-row" key={row}>
          {rows.map((column) => {
            const cell = row * size + column;
            return (
              <div
                key={cell}
                role="gridcell"
                class="board-cell"
                data-cell={cell}
                tabIndex={cell === cursor ? 0 : -1}
                aria-selected={selection.has(cell)}
                aria-label={names[cell]}
                onFocus={() => onCursor(cell)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
