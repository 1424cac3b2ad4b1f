// The board drawn as SVG: shaded cells, cell fills (colours, selection, hints, conflicts), the
// engine's marks of every rule with the cell lines and region borders (SketchMarks.tsx), then
// digits and pencil marks, and a hint's chain, removed candidates and placement on top. Purely
// visual (aria-hidden): the accessible grid lies on top of it.

import { useMemo } from 'preact/hooks';
import type { ConflictSet } from '../game/conflicts';
import type { HintView } from '../game/hints';
import { type Puzzle, digitLabel } from '../game/puzzle';
import { markDigits } from '../game/state';
import { ChainOverlay } from './ChainOverlay';
import { candidateRadius } from './chainGeometry';
import { CELL, candidateSlot, cornerMarkSlots, insetOutlinePath } from './boardGeometry';
import { SketchOverlay, SketchShading, SketchUnderlay, labelledCells } from './SketchMarks';
import { boardMargins } from './sketchGeometry';

/** How a shown digit is coloured: a given, the player's entry, or a trace placement by kind. */
export type DigitTone = 'given' | 'entry' | 'guess' | 'naked_single' | 'hidden_single';

export interface BoardPicture {
  puzzle: Puzzle;
  /** The digit each cell shows, 0 for none. */
  values: number[];
  tones: (DigitTone | null)[];
  corner?: number[];
  centre?: number[];
  colours?: number[];
  selection?: ReadonlySet<number>;
  /** Cells holding the digit of the focused cell, lightly shaded. */
  sameDigit?: ReadonlySet<number>;
  conflicts?: ConflictSet | null;
  /** Cells the Check button found wrong. */
  wrong?: ReadonlySet<number>;
  hint?: HintView | null;
  /** A cell to ring (the trace's last event). */
  ring?: number | null;
}

/** The digits a hint draws as candidates, by cell: removed ones and the chain's. */
function hintCandidates(hint: HintView | null | undefined): Map<number, Set<number>> {
  const byCell = new Map<number, Set<number>>();
  if (!hint) return byCell;
  const ends = hint.links.flatMap((link) => [link.from, link.to]);
  for (const { cell, digit } of [...hint.eliminations, ...hint.earlierEliminations, ...ends]) {
    const digits = byCell.get(cell) ?? new Set<number>();
    digits.add(digit);
    byCell.set(cell, digits);
  }
  return byCell;
}

export function BoardSvg(picture: BoardPicture) {
  const { puzzle, values, tones, corner, centre, colours, selection, sameDigit, conflicts, wrong, hint, ring } = picture;
  const { size } = puzzle;
  const full = size * CELL;
  const labels = useMemo(() => labelledCells(puzzle.board.sketch), [puzzle]);
  const cells = Array.from({ length: size * size }, (_, cell) => cell);
  const x = (cell: number) => (cell % size) * CELL;
  const y = (cell: number) => Math.floor(cell / size) * CELL;
  const houseCells = new Set(hint?.houseCells ?? []);
  const hintCells = new Set(hint?.cells ?? []);
  const mistakes = new Set(hint?.mistakes ?? []);
  const placed = new Set(hint?.placements.map((p) => p.cell) ?? []);
  // Candidates the hint draws itself (removed ones, a chain's): in their cells the centre marks
  // take the keypad layout too, so that each of the hint's digits sits where the player's mark is.
  const hintDigits = hintCandidates(hint);
  // A removed candidate is drawn as a "no" sign: a ring struck through (a plain slash hides a 7).
  const noSign = candidateRadius(size);
  const fill = (cell: number): string | null => {
    if (wrong?.has(cell) || mistakes.has(cell)) return 'fill-wrong';
    if (conflicts?.cells.has(cell)) return 'fill-conflict';
    if (hintCells.has(cell)) return 'fill-hint-cell';
    if (houseCells.has(cell)) return 'fill-hint-house';
    if (sameDigit?.has(cell)) return 'fill-same';
    return null;
  };

  const margin = boardMargins(puzzle);
  return (
    <svg class="board-svg" viewBox={`${-margin.left} ${-margin.top} ${full + margin.left + margin.right} ${full + margin.top + margin.bottom}`} aria-hidden="true" focusable="false">
      <rect x={0} y={0} width={full} height={full} class="board-bg" />
      <SketchShading puzzle={puzzle} />
      {colours && cells.map((cell) => (colours[cell] ? <rect key={`k${cell}`} x={x(cell)} y={y(cell)} width={CELL} height={CELL} class={`fill-c${colours[cell]}`} /> : null))}
      {cells.map((cell) => {
        const cls = fill(cell);
        return cls ? <rect key={`f${cell}`} x={x(cell)} y={y(cell)} width={CELL} height={CELL} class={cls} /> : null;
      })}
      <SketchUnderlay puzzle={puzzle} />
      <SketchOverlay puzzle={puzzle} />
      {selection && selection.size > 0 && (
        <g class="selection">
          {[...selection].map((cell) => (
            <rect key={`sel${cell}`} x={x(cell)} y={y(cell)} width={CELL} height={CELL} class="selection-fill" />
          ))}
          <path d={insetOutlinePath(selection, size, 4)} class="selection-outline" />
        </g>
      )}
      {ring !== undefined && ring !== null && <rect x={x(ring) + 4} y={y(ring) + 4} width={CELL - 8} height={CELL - 8} rx={10} class="trace-ring" />}
      {cells.map((cell) => {
        const value = values[cell];
        const cx = x(cell) + CELL / 2;
        const cy = y(cell) + CELL / 2;
        if (value) {
          const tone = tones[cell] ?? 'entry';
          const bad = tone === 'entry' && (conflicts?.cells.has(cell) || wrong?.has(cell) || mistakes.has(cell));
          return (
            <text key={`d${cell}`} x={cx} y={cy + 3} class={`digit tone-${tone}${bad ? ' is-bad' : ''}`} font-size={size > 9 ? 52 : 64} text-anchor="middle" dominant-baseline="central">
              {digitLabel(value)}
            </text>
          );
        }
        // A hint's placement is drawn in the cell instead of its marks.
        if (placed.has(cell)) return null;
        const parts = [];
        const cornerDigits = corner ? markDigits(corner[cell]) : [];
        const slots = cornerMarkSlots(labels.has(cell));
        cornerDigits.forEach((digit, i) => {
          const slot = slots[Math.min(i, slots.length - 1)];
          parts.push(
            <text key={`k${cell}-${digit}`} x={x(cell) + slot[0]} y={y(cell) + slot[1]} class="mark corner-mark" font-size={size > 9 ? 19 : 21} text-anchor="middle" dominant-baseline="central">
              {digitLabel(digit)}
            </text>,
          );
        });
        const centreDigits = centre ? markDigits(centre[cell]) : [];
        const drawnByHint = hintDigits.get(cell);
        if (drawnByHint) {
          for (const digit of centreDigits) {
            if (drawnByHint.has(digit)) continue;
            const [sx, sy] = candidateSlot(digit, size);
            parts.push(
              <text key={`m${cell}-${digit}`} x={x(cell) + sx} y={y(cell) + sy} class="mark centre-mark" font-size={22} text-anchor="middle" dominant-baseline="central">
                {digitLabel(digit)}
              </text>,
            );
          }
        } else if (centreDigits.length > 0) {
          // On boards above 9 the digits need a gap, or 1 and 6 would read as 16.
          const text = centreDigits.map(digitLabel).join(size > 9 ? '\u2009' : '');
          const fontSize = Math.min(25, (CELL - 12) / (0.56 * text.length));
          parts.push(
            <text key={`m${cell}`} x={cx} y={cy + 1} class="mark centre-mark" font-size={fontSize} text-anchor="middle" dominant-baseline="central">
              {text}
            </text>,
          );
        }
        return parts.length > 0 ? <g key={`g${cell}`}>{parts}</g> : null;
      })}
      {hint && <ChainOverlay size={size} links={hint.links} />}
      {hint && [...hint.earlierEliminations.filter((e) => !placed.has(e.cell)).map((e) => ({ ...e, earlier: true })), ...hint.eliminations.map((e) => ({ ...e, earlier: false }))].map(({ cell, digit, earlier }) => {
        const [sx, sy] = candidateSlot(digit, size);
        return (
          <g key={`e${cell}-${digit}`} class={earlier ? 'hint-elimination is-earlier' : 'hint-elimination'} data-testid={earlier ? undefined : 'hint-elimination'}>
            <circle cx={x(cell) + sx} cy={y(cell) + sy} r={noSign} />
            <text x={x(cell) + sx} y={y(cell) + sy + 1} font-size={22} text-anchor="middle" dominant-baseline="central">
              {digitLabel(digit)}
            </text>
            <line x1={x(cell) + sx - noSign * 0.7} y1={y(cell) + sy - noSign * 0.7} x2={x(cell) + sx + noSign * 0.7} y2={y(cell) + sy + noSign * 0.7} />
          </g>
        );
      })}
      {hint?.placements.map(({ cell, digit }) => (
        <text key={`p${cell}`} x={x(cell) + CELL / 2} y={y(cell) + CELL / 2 + 3} class="hint-placement" font-size={56} text-anchor="middle" dominant-baseline="central">
          {digitLabel(digit)}
        </text>
      ))}
    </svg>
  );
}
