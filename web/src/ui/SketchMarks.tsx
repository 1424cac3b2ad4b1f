// The engine's drawing of a puzzle (game/board.ts: each rule adds its marks to the sketch) on the
// SVG board, in the layers include/gridforge/svg.hpp uses, so the player and the engine's SVG agree:
//   SketchShading  shaded cells, under everything (under the player's colours too);
//   SketchUnderlay thermometers, lines, arrows, circles, rings and squares, cages with their labels,
//                  then the cell lines, region borders and outer border;
//   SketchOverlay  edge marks (dots, letters) and the clues outside the board, over the lines.
// A mark is drawn by its kind of drawing, never by the rule that made it. Purely visual like the board.

import { useMemo } from 'preact/hooks';
import type { Sketch, SketchPath } from '../game/board';
import type { Puzzle } from '../game/puzzle';
import { CELL, cellCentre, cellLinesPath, centreLinePath, insetOutlinePath } from './boardGeometry';
import { arrowShaftPath, arrowTipPath, edgeCentre, outsideClueLayout, pillRect, regionBorderPath } from './sketchGeometry';

const CAGE_INSET = 9;
const CAGE_LABEL_FONT = 21;
const CIRCLE_RADIUS = CELL * 0.4;

/** The cell carrying each cage's label (its first in reading order), as every killer prints it. */
export function cageLabels(sketch: Sketch): Map<number, string> {
  const labels = new Map<number, string>();
  for (const cage of sketch.cages) if (cage.label) labels.set(Math.min(...cage.cells), cage.label);
  return labels;
}

/** Each labelled region's label ("#2") in its first cell free of a cage label, as svg.hpp places it. */
export function regionLabels(sketch: Sketch): Map<number, string> {
  const cages = cageLabels(sketch);
  const labels = new Map<number, string>();
  for (const region of sketch.regions) {
    if (!region.label) continue;
    const cell = [...region.cells].sort((a, b) => a - b).find((c) => !cages.has(c));
    if (cell !== undefined) labels.set(cell, region.label);
  }
  return labels;
}

/** Cells whose top-left corner holds a label (cage or region): corner marks keep clear of it. */
export function labelledCells(sketch: Sketch): Set<number> {
  return new Set([...cageLabels(sketch).keys(), ...regionLabels(sketch).keys()]);
}

export function SketchShading({ puzzle }: { puzzle: Puzzle }) {
  const { size } = puzzle;
  const cells = [...new Set(puzzle.board.sketch.shapes.filter((shape) => shape.shape === 'shaded').flatMap((shape) => shape.cells))];
  if (cells.length === 0) return null;
  return (
    <g data-testid="shaded">
      {cells.map((cell) => (
        <rect key={`x${cell}`} data-testid="shaded-cell" x={(cell % size) * CELL} y={Math.floor(cell / size) * CELL} width={CELL} height={CELL} class="shaded" />
      ))}
    </g>
  );
}

function PathMark({ size, path }: { size: number; path: SketchPath }) {
  if (path.style === 'thermometer') {
    const [bx, by] = cellCentre(size, path.cells[0]);
    return (
      <g data-testid="thermometer" class="thermometer">
        <path d={centreLinePath(size, path.cells)} class="thermometer-line" />
        <circle cx={bx} cy={by} r={CELL * 0.33} class="thermometer-bulb" />
      </g>
    );
  }
  if (path.style === 'arrow') {
    return (
      <g data-testid="arrow" class="arrow">
        <path d={arrowShaftPath(size, path.cells, CIRCLE_RADIUS)} class="arrow-line" />
        <path d={arrowTipPath(size, path.cells)} class="arrow-line" />
      </g>
    );
  }
  return <path data-testid="line" d={centreLinePath(size, path.cells)} class="sketch-line" />;
}

/** A circle (one cell) or a pill (a row or column of 2-3 cells) for `circle` and `ring` shapes. */
function Round({ size, cells, kind }: { size: number; cells: number[]; kind: string }) {
  if (cells.length === 1) {
    const [cx, cy] = cellCentre(size, cells[0]);
    return <circle data-testid={kind} cx={cx} cy={cy} r={CIRCLE_RADIUS} class={kind} />;
  }
  return <rect data-testid={kind} {...pillRect(size, cells)} class={kind} />;
}

export function SketchUnderlay({ puzzle }: { puzzle: Puzzle }) {
  const { size } = puzzle;
  const { sketch } = puzzle.board;
  const full = size * CELL;
  const cages = useMemo(() => sketch.cages.map((cage) => insetOutlinePath(cage.cells, size, CAGE_INSET)), [puzzle]);
  const labels = useMemo(() => cageLabels(sketch), [puzzle]);
  const regionNames = useMemo(() => regionLabels(sketch), [puzzle]);
  const borders = useMemo(() => regionBorderPath(size, puzzle.board), [puzzle]);
  const maskId = `cage-label-mask-${size}`;
  const inset = CELL * 0.12;
  return (
    <>
      {sketch.paths.filter((path) => path.style === 'thermometer').map((path, index) => <PathMark key={`t${index}`} size={size} path={path} />)}
      {sketch.lines.map((line, index) => (
        <line key={`l${index}`} data-testid="straight-line" class="straight-line" x1={line.from[1] * CELL} y1={line.from[0] * CELL} x2={line.to[1] * CELL} y2={line.to[0] * CELL} />
      ))}
      {sketch.paths.filter((path) => path.style !== 'thermometer').map((path, index) => <PathMark key={`p${index}`} size={size} path={path} />)}
      {sketch.shapes.map((shape, index) => {
        if (shape.shape === 'circle' || shape.shape === 'ring') {
          // An odd cell's disc is one circle per cell; a ring over several cells is one pill.
          if (shape.shape === 'circle') return shape.cells.map((cell) => <Round key={`o${index}-${cell}`} size={size} cells={[cell]} kind="circle" />);
          return <Round key={`r${index}`} size={size} cells={shape.cells} kind="ring" />;
        }
        if (shape.shape === 'square') {
          return shape.cells.map((cell) => (
            <rect key={`q${index}-${cell}`} data-testid="square" x={(cell % size) * CELL + inset} y={Math.floor(cell / size) * CELL + inset} width={CELL - 2 * inset} height={CELL - 2 * inset} class="square" />
          ));
        }
        return null; // shaded cells are drawn under everything (SketchShading)
      })}
      {cages.length > 0 && (
        <>
          <mask id={maskId} maskUnits="userSpaceOnUse" x={0} y={0} width={full} height={full}>
            <rect x={0} y={0} width={full} height={full} fill="white" />
            {[...labels].map(([cell, label]) => (
              <rect key={cell} x={(cell % size) * CELL + 2} y={Math.floor(cell / size) * CELL + 2} width={label.length * CAGE_LABEL_FONT * 0.62 + 8} height={CAGE_LABEL_FONT + 6} fill="black" />
            ))}
          </mask>
          <g mask={`url(#${maskId})`}>
            {cages.map((path, index) => (
              <path key={`c${index}`} data-testid="cage" d={path} class="cage" />
            ))}
          </g>
          {[...labels].map(([cell, label]) => (
            <text key={`s${cell}`} class="cage-label" x={(cell % size) * CELL + 5} y={Math.floor(cell / size) * CELL + 4} font-size={CAGE_LABEL_FONT} dominant-baseline="hanging">
              {label}
            </text>
          ))}
        </>
      )}
      {[...regionNames].map(([cell, label]) => (
        <text key={`n${cell}`} data-testid="region-label" class="region-label" x={(cell % size) * CELL + 5} y={Math.floor(cell / size) * CELL + 4} font-size={CAGE_LABEL_FONT * 0.85} dominant-baseline="hanging">
          {label}
        </text>
      ))}
      <path d={cellLinesPath(size)} class="cell-lines" />
      <path data-testid="region-border" d={borders} class="region-border" />
      <rect x={0} y={0} width={full} height={full} class="outer-border" />
    </>
  );
}

export function SketchOverlay({ puzzle }: { puzzle: Puzzle }) {
  const { size } = puzzle;
  const { edges, outside } = puzzle.board.sketch;
  return (
    <>
      {edges.map((edge, index) => {
        const [x, y] = edgeCentre(size, edge.cells[0], edge.cells[1]);
        if (edge.style === 'letter') {
          return (
            <text key={`v${index}`} data-testid="edge-letter" x={x} y={y + 1} class="edge-letter" font-size={34} text-anchor="middle" dominant-baseline="central">
              {edge.text}
            </text>
          );
        }
        // A dot shows its number only when it is not the usual one (the engine leaves text empty then).
        const colour = edge.style === 'black_dot' ? 'black' : 'white';
        return (
          <g key={`k${index}`} data-testid={`dot-${colour}`}>
            <circle cx={x} cy={y} r={edge.text ? 15 : 11} class={`dot dot-${colour}`} />
            {edge.text && (
              <text x={x} y={y + 1} class={`dot-value dot-value-${colour}`} font-size={18} text-anchor="middle" dominant-baseline="central">
                {edge.text}
              </text>
            )}
          </g>
        );
      })}
      {outside.map((clue, index) => {
        const layout = outsideClueLayout(clue);
        return (
          <g key={`s${index}`} data-testid="outside-clue">
            {layout.arrow && <path d={layout.arrow} class="outside-arrow" />}
            <text x={layout.text[0]} y={layout.text[1]} class="outside-clue" font-size={clue.arrow ? 30 : 38} text-anchor="middle" dominant-baseline="central">
              {clue.text}
            </text>
          </g>
        );
      })}
    </>
  );
}
