// The logic graph's data mapping: a hand-made graph on the folder's 3x3 test puzzle pins the
// sentences and what a game in progress may show; the engine's graph of a generated puzzle (the
// native command line, the same code as the worker) is checked against the puzzle's own hints,
// which the generator wrote independently of the graph.

import { describe, expect, it } from 'vitest';
import { nativeAnswer } from '../engine/testing/nativeEngine';
import { describeNode, neighboursOf, shownNodeIds, type ExplainAnswer, type LogicGraph } from './logicGraph';
import { testPuzzle } from './testPuzzle';
import type { DeducePuzzle } from './types';

/** A small graph on testPuzzle(): Eve (B2) revealed; Ada (A1), then Ivy (C3) and Dee (A2). */
function handGraph(): LogicGraph {
  const clue = (index: number, carrier: string, depth: number, text: string) => ({ id: `clue:${index}`, kind: 'clue' as const, clue: index, carrier, chain_depth: depth, text });
  return {
    nodes: [
      clue(0, 'B2', 0, 'There is exactly 1 criminal in row 1.'),
      clue(1, 'A1', 1, 'Ivy is a criminal.'),
      clue(2, 'C3', 2, 'There are exactly 3 criminals.'),
      clue(3, 'A1', 1, 'Dee is innocent.'),
      { id: 'B2', kind: 'reveal', cell: 'B2', name: 'Eve', verdict: 'criminal', chain_depth: 0 },
      { id: 'A1', kind: 'verdict', cell: 'A1', name: 'Ada', verdict: 'criminal', chain_depth: 1, step: 0 },
      { id: 'C3', kind: 'verdict', cell: 'C3', name: 'Ivy', verdict: 'criminal', chain_depth: 2, step: 1 },
      { id: 'A2', kind: 'verdict', cell: 'A2', name: 'Dee', verdict: 'innocent', chain_depth: 2, step: 2 },
    ],
    edges: [
      { from: 'A1', to: 'clue:0' },
      { from: 'A1', to: 'B2' },
      { from: 'C3', to: 'clue:1' },
      { from: 'A2', to: 'clue:3' },
      { from: 'A2', to: 'A1' },
    ],
    by_chain_depth: [['B2'], ['A1'], ['C3', 'A2']],
  };
}

describe('neighboursOf', () => {
  it('gives what a node rests on and what rests on it, in edge order', () => {
    expect(neighboursOf(handGraph(), 'A1')).toEqual({ supports: ['clue:0', 'B2'], dependents: ['A2'] });
    expect(neighboursOf(handGraph(), 'clue:2')).toEqual({ supports: [], dependents: [] });
  });
});

describe('describeNode', () => {
  it('says a verdict with its chain depth and support, a reveal and a clue with what uses them', () => {
    const graph = handGraph();
    expect(describeNode(graph, 'A1')).toBe('Ada (A1) is a criminal: depth 1, rests on clue 1 and Eve (B2).');
    expect(describeNode(graph, 'A2')).toBe('Dee (A2) is innocent: depth 2, rests on clue 4 and Ada (A1).');
    expect(describeNode(graph, 'B2')).toBe('Eve (B2) is a criminal: revealed at the start. Used by Ada (A1).');
    expect(describeNode(graph, 'clue:1')).toBe("Clue 2, on Ada's card (A1): Ivy is a criminal. Used by Ivy (C3).");
    expect(describeNode(graph, 'clue:2')).toBe("Clue 3, on Ivy's card (C3): There are exactly 3 criminals. No verdict uses it.");
    expect(describeNode(graph, 'Z9')).toBe('');
  });

  it('counts, without naming, what a game in progress has not found', () => {
    const shown = new Set(['clue:3', 'A2', 'B2']);
    expect(describeNode(handGraph(), 'A2', shown)).toBe('Dee (A2) is innocent: depth 2, rests on clue 4 and 1 verdict not found yet.');
    expect(describeNode(handGraph(), 'B2', shown)).toBe('Eve (B2) is a criminal: revealed at the start. Used by 1 verdict not found yet.');
  });
});

describe('shownNodeIds', () => {
  it('shows the people revealed so far and the clues on their cards', () => {
    const puzzle = testPuzzle();
    expect([...shownNodeIds(handGraph(), puzzle, [])].sort()).toEqual(['B2', 'clue:0']);
    expect([...shownNodeIds(handGraph(), puzzle, [{ cell: 'A1', verdict: 'criminal' }])].sort()).toEqual(['A1', 'B2', 'clue:0', 'clue:1', 'clue:3']);
  });

  it('shows every clue in open mode', () => {
    const puzzle: DeducePuzzle = { ...testPuzzle(), mode: 'open' };
    expect([...shownNodeIds(handGraph(), puzzle, [])].sort()).toEqual(['B2', 'clue:0', 'clue:1', 'clue:2', 'clue:3']);
  });
});

describe("the engine's graph of a generated puzzle", () => {
  const puzzle = nativeAnswer({ op: 'generate', family: 'deduce', size: '4x4', mode: 'revealed', seed: 3 }) as DeducePuzzle;
  const answer = nativeAnswer({ op: 'deduce_explain', puzzle }) as ExplainAnswer;
  const sorted = (ids: string[]) => [...ids].sort();

  it("rests each verdict on exactly its hint's clues and facts", () => {
    expect(puzzle.hints?.length).toBeGreaterThan(0);
    for (const hint of puzzle.hints!) {
      const expected = [...hint.clues.map((clue) => `clue:${clue}`), ...hint.facts];
      expect(sorted(neighboursOf(answer.graph, hint.cell).supports), hint.cell).toEqual(sorted(expected));
    }
  });

  it('lists, for each clue, the verdicts whose hints use it', () => {
    puzzle.clues.forEach((_, index) => {
      const users = puzzle.hints!.filter((hint) => hint.clues.includes(index)).map((hint) => hint.cell);
      expect(sorted(neighboursOf(answer.graph, `clue:${index}`).dependents), `clue ${index}`).toEqual(sorted(users));
    });
  });

  it('shows at the start only the start reveals and the clues on their cards', () => {
    const onReveals = puzzle.clues.flatMap((clue, index) => (puzzle.reveals.includes(clue.carrier) ? [`clue:${index}`] : []));
    expect(sorted([...shownNodeIds(answer.graph, puzzle, [])])).toEqual(sorted([...puzzle.reveals, ...onReveals]));
  });
});
