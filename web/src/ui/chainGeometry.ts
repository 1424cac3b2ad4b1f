// Where a chain is drawn, in board units: each candidate sits where its pencil mark would in the
// keypad layout (boardGeometry.candidateSlot), and a link is a gently curved arrow from candidate
// to candidate. Curving every link (to the left of its direction) keeps a link from running straight
// through the candidates between its ends in the same row or column, and keeps the two links
// between the same pair of candidates (there and back in a loop) apart.

import { CELL, candidateSlot } from './boardGeometry';

export type Point = [number, number];

/** The centre of a digit's candidate in a cell. */
export function candidatePoint(size: number, cell: number, digit: number): Point {
  const [sx, sy] = candidateSlot(digit, size);
  return [(cell % size) * CELL + sx, Math.floor(cell / size) * CELL + sy];
}

/** The radius of the ring drawn around a chain's candidate: just inside its keypad slot. */
export function candidateRadius(size: number): number {
  const per = size <= 9 ? 3 : 4;
  return (CELL / (per + 0.5)) * 0.46;
}

/** How far a link bows out, as a share of its length, and its bounds in board units. */
const BEND = 0.18;
const MIN_BEND = 8;
const MAX_BEND = 60;

/**
 * A quadratic curve from `from` to `to`, bowed to the left of its direction, that starts and ends
 * `gap` short of the two points (on the candidates' rings, so that an arrowhead at the end is seen).
 * Returns "" for two points closer than twice the gap (nothing visible to draw).
 */
export function linkPath(from: Point, to: Point, gap: number): string {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  if (length <= 2 * gap) return '';
  const bend = Math.min(MAX_BEND, Math.max(MIN_BEND, length * BEND));
  // The left normal in screen coordinates (y grows downwards): (dy, -dx) / length.
  const control: Point = [(from[0] + to[0]) / 2 + (dy / length) * bend, (from[1] + to[1]) / 2 - (dx / length) * bend];
  const start = towards(from, control, gap);
  const end = towards(to, control, gap);
  return `M${round(start[0])} ${round(start[1])}Q${round(control[0])} ${round(control[1])} ${round(end[0])} ${round(end[1])}`;
}

/** The point `distance` from `point` in the direction of `target`. */
function towards(point: Point, target: Point, distance: number): Point {
  const dx = target[0] - point[0];
  const dy = target[1] - point[1];
  const length = Math.hypot(dx, dy) || 1;
  return [point[0] + (dx / length) * distance, point[1] + (dy / length) * distance];
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
