import { describe, expect, it } from 'vitest';
import { CLASSIC, JIGSAW } from '../game/fixtures';
import { CELL, candidateSlot, centreLinePath, insetOutlinePath } from './boardGeometry';
import { regionBorderPath } from './sketchGeometry';
import { puzzleOf } from '../engine/testing/nativeEngine';

/** The loops of a path as lists of "x y" points. */
function loops(path: string): string[][] {
  return path
    .split('Z')
    .filter(Boolean)
    .map((loop) => loop.replace('M', '').split('L'));
}

describe('board geometry', () => {
  it('draws thick borders only between boxes on a classic board', () => {
    const path = regionBorderPath(9, puzzleOf(CLASSIC).board);
    // 2 inner vertical and 2 horizontal box lines, 9 cell edges each.
    expect(path.match(/M/g)).toHaveLength(36);
    expect(path).toContain(`M${3 * CELL} 0V${CELL}`);
    expect(path).not.toContain(`M${CELL} 0V`);
  });

  it('follows jigsaw regions', () => {
    const path = regionBorderPath(9, puzzleOf(JIGSAW).board);
    // r1c2 | r1c3 separates region 7 from region 8.
    expect(path).toContain(`M${2 * CELL} 0V${CELL}`);
    expect(path).not.toContain(`M${CELL} 0V${CELL}`);
  });

  it('outlines one cell as one inset square', () => {
    expect(loops(insetOutlinePath([0], 9, 8))).toEqual([['8 8', '92 8', '92 92', '8 92']]);
  });

  it('outlines an L-shaped cage as one loop meeting at the inner corner', () => {
    // r1c1, r2c1, r2c2: the inner corner is at (100 - 8, 100 + 8).
    const [loop, ...rest] = loops(insetOutlinePath([0, 9, 10], 9, 8));
    expect(rest).toEqual([]);
    expect(loop).toContain('92 108');
    expect(new Set(loop).size).toBe(loop.length);
    // Six corners, plus points where straight pieces join.
    expect(loop).toEqual(expect.arrayContaining(['8 8', '92 8', '192 108', '192 192', '8 192']));
  });

  it('outlines a ring as an outer and an inner loop', () => {
    const ring = [0, 1, 2, 9, 11, 18, 19, 20];
    expect(loops(insetOutlinePath(ring, 9, 5))).toHaveLength(2);
  });

  it('draws lines through cell centres and places candidates like a keypad', () => {
    expect(centreLinePath(9, [0, 10])).toBe('M50 50L150 150');
    const [x1, y1] = candidateSlot(1, 9);
    const [x9, y9] = candidateSlot(9, 9);
    expect(x1).toBeLessThan(x9);
    expect(y1).toBeLessThan(y9);
    expect(candidateSlot(5, 9)[0]).toBeCloseTo(CELL / 2);
  });
});
