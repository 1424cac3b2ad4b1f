import { describe, expect, it } from 'vitest';
import { CLASSIC, JIGSAW, KILLER, THERMO } from './fixtures';
import { AIC_STEP, CHAIN_PUZZLE, PLACEMENT_STEPS, chainHint, mistakeHint, placementHint } from './hintFixtures';
import { type EngineHint, hintView, namedCells, nextHintLevel } from './hints';
import { parseCellName } from './puzzle';
import { puzzleOf } from '../engine/testing/nativeEngine';

const puzzle = puzzleOf(CLASSIC);
const at = (name: string) => parseCellName(9, name);
const cells = (...names: string[]) => names.map(at);

describe('graded hints from the engine', () => {
  it('level 1 shows the engine nudge and its houses, and nothing of the step', () => {
    const view = hintView(puzzle, placementHint(1));
    expect(view).toMatchObject({ level: 1, kind: 'placement', text: placementHint(1).text, more: true, chain: null, cells: [], placements: [], eliminations: [], links: [] });
    expect(view.houseCells).toHaveLength(9);
    expect(view.houseCells).toContain(at('r1c6'));
  });

  it('level 2 highlights the pattern cells and houses, still without the answer', () => {
    const view = hintView(puzzle, placementHint(2));
    expect(view).toMatchObject({ level: 2, text: placementHint(2).text, more: true, cells: cells('r5c6', 'r6c6', 'r1c6'), placements: [], eliminations: [] });
    expect(view.houseCells).toHaveLength(9);
  });

  it('level 3 of a placement hint shows its chain one step at a time, the placement last', () => {
    const hint = placementHint(3);
    const first = hintView(puzzle, hint, 0);
    // The engine's text runs the sentences together; they are listed one by one instead.
    expect(first).toMatchObject({ level: 3, text: '3 steps lead to the next digit:', more: true, placements: [], earlierEliminations: [] });
    expect(first.chain).toEqual({ texts: PLACEMENT_STEPS.map((step) => step.text), shown: 0 });
    expect(first.eliminations).toEqual([2, 2, 2].map((digit, row) => ({ cell: at(`r${row + 1}c6`), digit })));
    expect(first.cells).toEqual(cells('r5c6', 'r6c6'));

    const second = hintView(puzzle, hint, 1);
    expect(second.eliminations.map((e) => e.digit)).toEqual([6, 6, 6]);
    expect(second.earlierEliminations).toEqual(first.eliminations);
    expect(second.more).toBe(true);

    const last = hintView(puzzle, hint, 2);
    expect(last).toMatchObject({ more: false, eliminations: [], placements: [{ cell: at('r1c6'), digit: 9 }], cells: [at('r1c6')], chain: { shown: 2 } });
    expect(last.earlierEliminations).toHaveLength(6);
    // Pressing on at the end stays on the placement.
    expect(hintView(puzzle, hint, 7).chain!.shown).toBe(2);
    // A placement reached at once is one step: its sentence, no list.
    const single = hintView(puzzle, { ...hint, text: PLACEMENT_STEPS[2].text, steps: [PLACEMENT_STEPS[2]] });
    expect(single).toMatchObject({ text: PLACEMENT_STEPS[2].text, chain: null, more: false, placements: [{ cell: at('r1c6'), digit: 9 }] });
  });

  it('level 3 of a chain step draws its links, strong and weak, and gives its Eureka notation', () => {
    const view = hintView(puzzleOf(CHAIN_PUZZLE), chainHint(3));
    expect(view).toMatchObject({ more: false, chain: null, eureka: AIC_STEP.eureka, eliminations: [{ cell: at('r8c6'), digit: 7 }] });
    // The notation closing the sentence is shown on its own line instead.
    expect(view.text).toBe(AIC_STEP.text.replace(` Eureka: ${AIC_STEP.eureka}.`, ''));
    expect(view.text).toMatch(/so 7 is removed from r8c6\.$/);
    expect(view.links).toHaveLength(5);
    expect(view.links[0]).toEqual({ from: { cell: at('r5c6'), digit: 7, on: false }, to: { cell: at('r5c4'), digit: 7, on: true }, strong: true, by: 'row 5', branch: null });
    expect(view.links.map((link) => link.strong)).toEqual([true, false, true, false, true]);
    expect(hintView(puzzleOf(CHAIN_PUZZLE), chainHint(2)).links).toEqual([]);
  });

  it("draws a verity's branches as links of their own branch", () => {
    const link = AIC_STEP.links![0];
    const verity: EngineHint = {
      ...chainHint(3),
      steps: [{ ...AIC_STEP, links: undefined, verity: { cell: 'r8c6', digit: 6 }, branches: [{ assume: { cell: 'r5c6', digit: 7 }, links: [link] }, { assume: { cell: 'r5c6', digit: 1 }, links: [link, link] }] }],
    };
    expect(hintView(puzzle, verity).links.map((l) => l.branch)).toEqual([0, 1, 1]);
  });

  it('grades a mistake: the house, then the cells, then the digits', () => {
    const first = hintView(puzzle, mistakeHint(1));
    expect(first).toMatchObject({ text: 'There are 2 mistakes, in rows 3 and 7.', mistakes: [], more: true });
    expect(first.houseCells).toHaveLength(18);
    const second = hintView(puzzle, mistakeHint(2));
    expect(second).toMatchObject({ mistakes: cells('r3c4', 'r7c7'), houseCells: [], more: true });
    expect(hintView(puzzle, mistakeHint(3))).toMatchObject({ text: mistakeHint(3).text, mistakes: cells('r3c4', 'r7c7'), more: false });
    // Without the cells listed, the entries name them (level 1's entries name only houses).
    expect(hintView(puzzle, { ...mistakeHint(2), cells: undefined }).mistakes).toEqual(cells('r3c4', 'r7c7'));
  });

  it('has nothing more to say when stuck, complete or not unique', () => {
    expect(hintView(puzzle, { level: 1, kind: 'complete', text: 'The grid is complete.' })).toMatchObject({ text: 'The grid is complete.', more: false, houseCells: [] });
    expect(hintView(puzzle, { level: 1, kind: 'stuck', text: 'No step found.' }).more).toBe(false);
    const several = hintView(puzzle, { outcome: 'several' });
    expect(several).toMatchObject({ level: null, more: false });
    expect(several.text).toMatch(/more than one solution/);
    expect(hintView(puzzle, { outcome: 'no_solution' }).text).toBe('This puzzle has no solution.');
  });

  it('finds the cells of every house or rule the engine names', () => {
    expect(namedCells(puzzle, 'column 6')).toHaveLength(9);
    expect(namedCells(puzzle, 'cell r3c2')).toEqual([at('r3c2')]);
    expect(namedCells(puzzleOf(JIGSAW), 'region 7')).toContain(at('r1c1'));
    // The killer's 2-cell cage r4c5, r5c5, named by either cell; a thermometer by its bulb.
    expect(namedCells(puzzleOf(KILLER), 'cage at r4c5')).toEqual(cells('r4c5', 'r5c5'));
    expect(namedCells(puzzleOf(THERMO), 'thermometer at r8c2')).toEqual(cells('r8c2', 'r9c1', 'r9c2'));
    expect(namedCells(puzzle, 'cage at r4c5')).toEqual([]);
    expect(namedCells(puzzle, 'cell r10c1')).toEqual([]);
    expect(namedCells(puzzle, 'the moon')).toEqual([]);
  });

  it('goes one level further per press while there is more, and stays on the full step', () => {
    expect(nextHintLevel(1, true)).toBe(2);
    expect(nextHintLevel(2, true)).toBe(3);
    expect(nextHintLevel(3, true)).toBe(3);
    expect(nextHintLevel(1, false)).toBe(1);
  });
});
