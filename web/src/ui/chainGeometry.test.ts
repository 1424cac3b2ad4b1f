import { describe, expect, it } from 'vitest';
import { CELL, candidateSlot } from './boardGeometry';
import { candidatePoint, candidateRadius, linkPath } from './chainGeometry';

/** The numbers of an "Mx yQcx cy ex ey" path. */
function points(path: string): number[] {
  return path.replace(/[MQ]/g, ' ').trim().split(/\s+/).map(Number);
}

describe('chain geometry', () => {
  it('puts a candidate where its pencil mark sits in the keypad layout', () => {
    // r2c3 (cell 11 of 9x9): column 2, row 1.
    const [sx, sy] = candidateSlot(6, 9);
    expect(candidatePoint(9, 11, 6)).toEqual([2 * CELL + sx, CELL + sy]);
    // Digit 1 top left, 9 bottom right of its cell.
    const [x1, y1] = candidatePoint(9, 0, 1);
    const [x9, y9] = candidatePoint(9, 0, 9);
    expect(x1).toBeLessThan(CELL / 3);
    expect(y9).toBeGreaterThan((2 * CELL) / 3);
    expect(x9).toBeGreaterThan(x1);
    expect(y1).toBeLessThan(y9);
    // Rings on a 16x16 board are smaller: four candidates to a row.
    expect(candidateRadius(16)).toBeLessThan(candidateRadius(9));
  });

  it('draws a link as a curve that starts and ends on the rings and bows to the left', () => {
    const from: [number, number] = [0, 0];
    const to: [number, number] = [400, 0];
    const [x0, y0, cx, cy, x1, y1] = points(linkPath(from, to, 15));
    expect(Math.hypot(x0 - from[0], y0 - from[1])).toBeCloseTo(15, 0);
    expect(Math.hypot(x1 - to[0], y1 - to[1])).toBeCloseTo(15, 0);
    // Rightwards on screen: left of the direction is up (smaller y).
    expect(cx).toBe(200);
    expect(cy).toBeLessThan(0);
    // The way back bows the other way, so there and back do not overlap.
    expect(points(linkPath(to, from, 15))[3]).toBeGreaterThan(0);
  });

  it('draws nothing between two candidates whose rings touch', () => {
    expect(linkPath([0, 0], [20, 0], 15)).toBe('');
    expect(linkPath([0, 0], [31, 0], 15)).not.toBe('');
  });
});
