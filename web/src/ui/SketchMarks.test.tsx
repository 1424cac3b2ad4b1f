// The newer variant marks on the SVG board: each mark of the JSON drawn once, in the right place,
// the margin grown for clues outside the board, and the rules no mark shows in the caption.

import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { CLASSIC } from '../game/fixtures';
import { parsePuzzle } from '../game/puzzle';
import { EVERY_MARK, GLOBAL_RULES } from '../game/variantFixtures';
import { BoardSvg } from './BoardSvg';
import { CELL } from './boardGeometry';
import { emptyState } from '../game/state';
import { cellAccessibleNames } from './cellNames';
import { RuleCaption } from './RuleCaption';
import { mountPoint } from './testing/mountPoint';
import { arrowShaftPath, arrowTipPath, boardMargin, edgeCentre, outsideClueLayout, pillRect } from './variantGeometry';

const host = mountPoint();

function drawBoard(json: typeof EVERY_MARK): HTMLElement {
  const puzzle = parsePuzzle(json);
  act(() => render(<BoardSvg puzzle={puzzle} values={puzzle.givens} tones={puzzle.givens.map((d) => (d ? 'given' : null))} />, host()));
  return host();
}

const count = (root: HTMLElement, id: string) => root.querySelectorAll(`[data-testid="${id}"]`).length;

describe('variant marks on the board', () => {
  it('draws every mark of the JSON once', () => {
    const root = drawBoard(EVERY_MARK);
    expect(count(root, 'extra-region-cell')).toBe(18);
    expect(count(root, 'arrow')).toBe(2);
    expect(count(root, 'arrow-circle')).toBe(2);
    expect(root.querySelector('rect[data-testid="arrow-circle"]')).not.toBeNull(); // the pill
    expect(count(root, 'odd')).toBe(2);
    expect(count(root, 'even')).toBe(1);
    expect(count(root, 'kropki-white')).toBe(2);
    expect(count(root, 'kropki-black')).toBe(1);
    expect(count(root, 'xv')).toBe(2);
    expect(count(root, 'sandwich')).toBe(2);
    expect(count(root, 'little-killer')).toBe(2);
    // Only the dot whose value is not the usual one shows a number.
    expect([...root.querySelectorAll('.kropki-value')].map((t) => t.textContent)).toEqual(['3']);
    expect([...root.querySelectorAll('[data-testid="xv"]')].map((t) => t.textContent)).toEqual(['X', 'V']);
    expect([...root.querySelectorAll('.outside-clue')].map((t) => t.textContent)).toEqual(['10', '0', '45', '41']);
    expect(root.querySelectorAll('.outside-arrow')).toHaveLength(2);
  });

  it('puts marks where their cells are', () => {
    const root = drawBoard(EVERY_MARK);
    // The X between r8c4 and r8c5: on their shared edge.
    const x = root.querySelector('[data-testid="xv"]')!;
    expect(Number(x.getAttribute('x'))).toBe(4 * CELL);
    expect(Number(x.getAttribute('y'))).toBe(7.5 * CELL + 1);
    // The odd circle in r9c1, the sandwich sum above column 4, left of the board for row 6.
    const odd = root.querySelector('[data-testid="odd"]')!;
    expect([odd.getAttribute('cx'), odd.getAttribute('cy')]).toEqual([String(0.5 * CELL), String(8.5 * CELL)]);
    const [above, left] = [...root.querySelectorAll('[data-testid="sandwich"] text')];
    expect([Number(above.getAttribute('x')), Number(above.getAttribute('y'))]).toEqual([3.5 * CELL, -0.5 * CELL]);
    expect([Number(left.getAttribute('x')), Number(left.getAttribute('y'))]).toEqual([-0.5 * CELL, 5.5 * CELL]);
  });

  it('grows the margin only for clues outside the board', () => {
    expect(drawBoard(CLASSIC).querySelector('svg')!.getAttribute('viewBox')).toBe(`-6 -6 ${9 * CELL + 12} ${9 * CELL + 12}`);
    expect(drawBoard(EVERY_MARK).querySelector('svg')!.getAttribute('viewBox')).toBe(`-${CELL} -${CELL} ${11 * CELL} ${11 * CELL}`);
    expect(boardMargin(parsePuzzle(GLOBAL_RULES))).toBe(6);
  });

  it('draws nothing new on a classic board', () => {
    const root = drawBoard(CLASSIC);
    for (const id of ['extra-region-cell', 'arrow', 'odd', 'even', 'kropki-white', 'kropki-black', 'xv', 'sandwich', 'little-killer']) expect(count(root, id)).toBe(0);
  });

  it('captions the rules no mark shows', () => {
    act(() => render(<RuleCaption puzzle={parsePuzzle(GLOBAL_RULES)} />, host()));
    const items = [...host().querySelectorAll('.rule-caption li')].map((li) => li.textContent);
    expect(items[0]).toMatch(/^Anti-knight/);
    expect(items[1]).toMatch(/^Anti-king/);
    expect(items[2]).toMatch(/^Non-consecutive/);
    act(() => render(<RuleCaption puzzle={parsePuzzle(CLASSIC)} />, host()));
    expect(host().querySelector('.rule-caption')).toBeNull();
  });
});

describe('variant geometry', () => {
  it('starts an arrow at its circle and ends it with a head on the last cell', () => {
    // r1c1 -> r1c2 -> r1c3 on a 9x9: the shaft leaves the circle 40 units right of r1c1's centre.
    expect(arrowShaftPath(9, [0, 1, 2], 40)).toBe('M90 50L150 50L250 50');
    const head = arrowTipPath(9, [0, 1, 2]);
    expect(head).toContain('L250 50L'); // the tip is the last cell's centre
    expect(arrowTipPath(9, [0])).toBe('');
  });

  it('lays out pills, edge centres and outside clues', () => {
    expect(pillRect(9, [0, 1], 10)).toEqual({ x: 10, y: 10, width: 180, height: 80, rx: 40 });
    expect(edgeCentre(9, 0, 9)).toEqual([50, 100]);
    expect(outsideClueLayout({ row: -1, column: 3, value: 7 })).toEqual({ text: [350, -50], arrow: null });
    const killer = outsideClueLayout({ row: -1, column: -1, value: 7, direction: [1, 1] });
    expect(killer.text[0]).toBeLessThan(-50); // moved back from the corner it points out of
    expect(killer.arrow).toMatch(/^M-38 -38L-8 -8/);
  });
});

describe('variant marks in the cells’ accessible names', () => {
  it('names each mark in its cells', () => {
    const puzzle = parsePuzzle(EVERY_MARK);
    const none = new Set<number>();
    const names = cellAccessibleNames(puzzle, emptyState(puzzle), { conflicts: none, wrong: none, hinted: none });
    const at = (name: string) => names.find((n) => n.startsWith(`${name},`))!;
    expect(at('r1c2')).toBe('r1c2, empty, white dot with r1c3, little killer 45 along the diagonal from here');
    expect(at('r1c4')).toBe('r1c4, empty, sandwich sum 10 for column 4');
    expect(at('r1c5')).toBe('r1c5, empty, arrow circle');
    expect(at('r2c2')).toBe('r2c2, empty, shaded region');
    expect(at('r4c8')).toBe('r4c8, empty, white dot 3 with r5c8');
    expect(at('r8c4')).toBe('r8c4, empty, X with r8c5, V with r7c4');
    expect(at('r9c1')).toBe('r9c1, empty, odd cell');
    expect(at('r9c9')).toBe('r9c9, given 9, little killer 41 along the diagonal from here');
  });
});
