// The newer variant rules drawn on the SVG board, in three layers so that each sits where a
// player expects it: the shading of extra regions under everything (under the player's colours
// too); arrows, arrow circles and odd/even shapes under the cage outlines and grid lines; kropki
// dots, XV letters and the clues outside the board over the lines. Purely visual like the board.

import type { Puzzle } from '../game/puzzle';
import { CELL, cellCentre } from './boardGeometry';
import { arrowShaftPath, arrowTipPath, edgeCentre, outsideClueLayout, pillRect } from './variantGeometry';

export function VariantShading({ puzzle }: { puzzle: Puzzle }) {
  const { size } = puzzle;
  const cells = [...new Set(puzzle.variants.extraRegions.flat())];
  if (cells.length === 0) return null;
  return (
    <g data-testid="extra-regions">
      {cells.map((cell) => (
        <rect key={`x${cell}`} data-testid="extra-region-cell" x={(cell % size) * CELL} y={Math.floor(cell / size) * CELL} width={CELL} height={CELL} class="extra-region" />
      ))}
    </g>
  );
}

export function VariantUnderlay({ puzzle }: { puzzle: Puzzle }) {
  const { size } = puzzle;
  const { arrows, odd, even } = puzzle.variants;
  const radius = CELL * 0.4;
  return (
    <>
      {arrows.map((arrow, index) => (
        <g key={`a${index}`} data-testid="arrow" class="arrow">
          {arrow.lines.map((line, i) => (
            <g key={i}>
              <path d={arrowShaftPath(size, line, radius)} class="arrow-line" />
              <path d={arrowTipPath(size, line)} class="arrow-line" />
            </g>
          ))}
          {arrow.circle.length === 1 ? (
            <circle data-testid="arrow-circle" cx={cellCentre(size, arrow.circle[0])[0]} cy={cellCentre(size, arrow.circle[0])[1]} r={radius} class="arrow-circle" />
          ) : (
            <rect data-testid="arrow-circle" {...pillRect(size, arrow.circle)} class="arrow-circle" />
          )}
        </g>
      ))}
      {odd.map((cell) => {
        const [cx, cy] = cellCentre(size, cell);
        return <circle key={`o${cell}`} data-testid="odd" cx={cx} cy={cy} r={CELL * 0.4} class="odd-circle" />;
      })}
      {even.map((cell) => {
        const inset = CELL * 0.12;
        return <rect key={`e${cell}`} data-testid="even" x={(cell % size) * CELL + inset} y={Math.floor(cell / size) * CELL + inset} width={CELL - 2 * inset} height={CELL - 2 * inset} class="even-square" />;
      })}
    </>
  );
}

export function VariantOverlay({ puzzle }: { puzzle: Puzzle }) {
  const { size } = puzzle;
  const { edges, sandwiches, littleKillers } = puzzle.variants;
  return (
    <>
      {edges.map((edge, index) => {
        const [x, y] = edgeCentre(size, edge.cells[0], edge.cells[1]);
        if (edge.kind === 'X' || edge.kind === 'V') {
          return (
            <text key={`v${index}`} data-testid="xv" x={x} y={y + 1} class="xv-letter" font-size={34} text-anchor="middle" dominant-baseline="central">
              {edge.kind}
            </text>
          );
        }
        // A dot shows its number only when it is not the usual 1 (white) or 2 (black).
        const usual = edge.kind === 'white' ? 1 : 2;
        const label = edge.value !== undefined && edge.value !== usual ? String(edge.value) : null;
        return (
          <g key={`k${index}`} data-testid={`kropki-${edge.kind}`}>
            <circle cx={x} cy={y} r={label ? 15 : 11} class={`kropki kropki-${edge.kind}`} />
            {label && (
              <text x={x} y={y + 1} class={`kropki-value kropki-value-${edge.kind}`} font-size={18} text-anchor="middle" dominant-baseline="central">
                {label}
              </text>
            )}
          </g>
        );
      })}
      {[...sandwiches, ...littleKillers].map((clue, index) => {
        const layout = outsideClueLayout(clue);
        return (
          <g key={`s${index}`} data-testid={clue.direction ? 'little-killer' : 'sandwich'}>
            {layout.arrow && <path d={layout.arrow} class="outside-arrow" />}
            <text x={layout.text[0]} y={layout.text[1]} class="outside-clue" font-size={clue.direction ? 30 : 38} text-anchor="middle" dominant-baseline="central">
              {clue.value}
            </text>
          </g>
        );
      })}
    </>
  );
}
