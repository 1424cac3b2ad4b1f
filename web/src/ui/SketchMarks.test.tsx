// The engine's marks on the SVG board (the sketch of op `board`): each mark drawn once, by its
// kind of drawing, in the right place; the margin grown for clues outside the board; the legend
// under the board; what the marks mean in the cells' accessible names. The boards are the real engine's.

import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { puzzleOf } from '../engine/testing/nativeEngine';
import { CLASSIC, JIGSAW, THERMO } from '../game/fixtures';
import { cellName, type PuzzleJson } from '../game/puzzle';
import { emptyState } from '../game/state';
import { EVERY_MARK, GLOBAL_RULES } from '../game/variantFixtures';
import { BoardSvg } from './BoardSvg';
import { CELL } from './boardGeometry';
import { cellAccessibleNames } from './cellNames';
import { RuleCaption } from './RuleCaption';
import { arrowShaftPath, arrowTipPath, boardMargins, edgeCentre, outsideClueLayout, pillRect } from './sketchGeometry';
import { mountPoint } from './testing/mountPoint';

const host = mountPoint();

function drawBoard(json: PuzzleJson): HTMLElement {
  const puzzle = puzzleOf(json);
  act(() => render(<BoardSvg puzzle={puzzle} values={puzzle.givens} tones={puzzle.givens.map((d) => (d ? 'given' : null))} />, host()));
  return host();
}

const count = (root: HTMLElement, id: string) => root.querySelectorAll(`[data-testid="${id}"]`).length;

describe('the engine\'s marks on the board', () => {
  it('draws every mark of the sketch once', () => {
    const root = drawBoard(EVERY_MARK);
    expect(count(root, 'shaded-cell')).toBe(18);
    expect(count(root, 'arrow')).toBe(2);
    expect(count(root, 'ring')).toBe(2);
    expect(root.querySelector('rect[data-testid="ring"]')).not.toBeNull(); // the pill
    expect(count(root, 'circle')).toBe(2);
    expect(count(root, 'square')).toBe(1);
    expect(count(root, 'dot-white')).toBe(2);
    expect(count(root, 'dot-black')).toBe(1);
    expect(count(root, 'edge-letter')).toBe(2);
    expect(count(root, 'outside-clue')).toBe(4);
    // Only the dot whose value is not the usual one shows a number.
    expect([...root.querySelectorAll('.dot-value-white, .dot-value-black')].map((t) => t.textContent)).toEqual(['3']);
    expect([...root.querySelectorAll('[data-testid="edge-letter"]')].map((t) => t.textContent)).toEqual(['X', 'V']);
    expect([...root.querySelectorAll('.outside-clue')].map((t) => t.textContent).sort()).toEqual(['0', '10', '41', '45']);
    expect(root.querySelectorAll('.outside-arrow')).toHaveLength(2);
  });

  it('puts marks where their cells are', () => {
    const root = drawBoard(EVERY_MARK);
    // The X between r8c4 and r8c5: on their shared edge.
    const x = [...root.querySelectorAll('[data-testid="edge-letter"]')].find((t) => t.textContent === 'X')!;
    expect(Number(x.getAttribute('x'))).toBe(4 * CELL);
    expect(Number(x.getAttribute('y'))).toBe(7.5 * CELL + 1);
    // The odd cell's disc in r9c1; the sandwich sum above column 4 and left of row 6.
    const odd = root.querySelector('circle[data-testid="circle"]')!;
    expect([odd.getAttribute('cx'), odd.getAttribute('cy')]).toEqual([String(0.5 * CELL), String(8.5 * CELL)]);
    const texts = [...root.querySelectorAll('[data-testid="outside-clue"] text')];
    const place = (text: string) => texts.filter((t) => t.textContent === text).map((t) => [Number(t.getAttribute('x')), Number(t.getAttribute('y'))]);
    expect(place('10')).toEqual([[3.5 * CELL, -0.5 * CELL]]);
    expect(place('0')).toEqual([[-0.5 * CELL, 5.5 * CELL]]);
  });

  it('grows the margin only on the sides where clues stand outside the board', () => {
    expect(drawBoard(CLASSIC).querySelector('svg')!.getAttribute('viewBox')).toBe(`-6 -6 ${9 * CELL + 12} ${9 * CELL + 12}`);
    // Sandwich sums above and to the left, little killers at the top and at the bottom-right corner.
    expect(drawBoard(EVERY_MARK).querySelector('svg')!.getAttribute('viewBox')).toBe(`-${CELL} -${CELL} ${11 * CELL} ${11 * CELL}`);
    expect(boardMargins(puzzleOf(GLOBAL_RULES))).toEqual({ top: 6, right: 6, bottom: 6, left: 6 });
    const sandwich: PuzzleJson = { givens: '.'.repeat(81), sandwichsum: [{ cell: 'r0c4', value: 10 }, { cell: 'r3c10', value: 5 }] };
    expect(boardMargins(puzzleOf(sandwich))).toEqual({ top: CELL, right: CELL, bottom: 6, left: 6 });
    expect(drawBoard(sandwich).querySelector('svg')!.getAttribute('viewBox')).toBe(`-6 -${CELL} ${10 * CELL + 6} ${10 * CELL + 6}`);
  });

  it('draws only boxes on a classic board, and labels jigsaw regions as the engine names them', () => {
    const root = drawBoard(CLASSIC);
    for (const id of ['shaded-cell', 'arrow', 'ring', 'circle', 'square', 'dot-white', 'dot-black', 'edge-letter', 'outside-clue', 'cage', 'thermometer', 'region-label']) expect(count(root, id)).toBe(0);
    const labels = [...drawBoard(JIGSAW).querySelectorAll('[data-testid="region-label"]')].map((t) => t.textContent);
    expect(labels.sort()).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9']);
  });

  it('writes the engine\'s legend under the board, the rules no mark shows among it', () => {
    act(() => render(<RuleCaption puzzle={puzzleOf(GLOBAL_RULES)} />, host()));
    const items = [...host().querySelectorAll('.rule-caption li')].map((li) => li.textContent);
    expect(items).toContainEqual(expect.stringMatching(/^anti-knight: cells a knight's move apart never hold the same digit/));
    expect(items).toContainEqual(expect.stringMatching(/^anti-king: /));
    expect(items).toContainEqual(expect.stringMatching(/^non-consecutive: /));
    act(() => render(<RuleCaption puzzle={puzzleOf(CLASSIC)} />, host()));
    expect(host().querySelector('.rule-caption')).toBeNull();
  });
});

describe('mark geometry', () => {
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
    expect(outsideClueLayout({ row: -1, column: 3, arrow: null })).toEqual({ text: [350, -50], arrow: null });
    const killer = outsideClueLayout({ row: -1, column: -1, arrow: [1, 1] });
    expect(killer.text[0]).toBeLessThan(-50); // moved back from the corner it points out of
    expect(killer.arrow).toMatch(/^M-38 -38L-8 -8/);
  });
});

describe('marks in the cells’ accessible names', () => {
  const none = new Set<number>();
  const namesOf = (puzzle: ReturnType<typeof puzzleOf>) => {
    const names = cellAccessibleNames(puzzle, emptyState(puzzle), { conflicts: none, wrong: none, hinted: none });
    return (name: string) => names.find((n) => n.startsWith(`${name},`))!;
  };

  it('says what each mark means in its cells, as the rule that drew it', () => {
    const at = namesOf(puzzleOf(EVERY_MARK));
    expect(at('r1c2')).toBe('r1c2, empty, white dot: consecutive with r1c3, little killer sum 45 along the diagonal from here');
    expect(at('r1c4')).toBe('r1c4, empty, sandwich sum 10 between the 1 and the 9 of column 4');
    expect(at('r6c1')).toBe('r6c1, empty, sandwich sum 0 between the 1 and the 9 of row 6');
    expect(at('r1c5')).toBe('r1c5, empty, arrow circle, sum of the arrow');
    expect(at('r5c1')).toBe('r5c1, empty, arrow circle over r5c1 and r5c2, sum of the arrow');
    expect(at('r3c8')).toBe('r3c8, empty, on the arrow from r1c5, part of its sum');
    expect(at('r2c2')).toBe('r2c2, empty, window at r2c2, every digit once');
    expect(at('r2c9')).toBe('r2c9, empty, black dot: double or half of r2c8');
    expect(at('r4c8')).toBe('r4c8, empty, white dot: 3 apart from r5c8');
    expect(at('r8c4')).toBe('r8c4, empty, X: adds up to 10 with r8c5, V: adds up to 5 with r7c4');
    expect(at('r9c1')).toBe('r9c1, empty, odd cell');
    expect(at('r9c2')).toBe('r9c2, empty, even cell');
    expect(at('r9c9')).toBe('r9c9, given 9, little killer sum 41 along the diagonal from here');
  });

  it('says a thermometer rises from its bulb', () => {
    const thermo = puzzleOf(THERMO);
    const tube = thermo.board.sketch.paths.find((path) => path.style === 'thermometer')!;
    const at = namesOf(thermo);
    const cell = (index: number) => cellName(9, tube.cells[index]);
    expect(at(cell(0))).toContain('thermometer bulb, the lowest digit of its thermometer');
    expect(at(cell(1))).toContain(`thermometer, higher than ${cell(0)}`);
  });

  it('names a mark by its look when no legend line says which rule drew it', () => {
    const puzzle = puzzleOf(EVERY_MARK);
    const at = namesOf({ ...puzzle, board: { ...puzzle.board, sketch: { ...puzzle.board.sketch, legend: [] } } });
    expect(at('r9c1')).toBe('r9c1, empty, grey circle');
    expect(at('r1c5')).toBe('r1c5, empty, circle');
    expect(at('r8c4')).toBe('r8c4, empty, X with r8c5, V with r7c4');
    expect(at('r1c4')).toBe('r1c4, empty, outside clue 10');
  });
});
