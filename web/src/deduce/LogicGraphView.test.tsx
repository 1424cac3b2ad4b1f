// The logic graph view in jsdom with the engine's real answer (the native command line, as the
// worker would answer): the drawing holds one button per node and the graph's edges, focusing a
// verdict lights exactly what its hint rests on, and a game in progress sees only what it solved.

import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../engine/client';
import type { EngineRequest } from '../engine/protocol';
import { nativeAnswer } from '../engine/testing/nativeEngine';
import { LogicGraphView } from './LogicGraphView';
import type { DeducePuzzle, Move } from './types';

const puzzle = nativeAnswer({ op: 'generate', family: 'deduce', size: '4x4', mode: 'revealed', seed: 3 }) as DeducePuzzle;

const engine = {
  request: async (request: EngineRequest) => nativeAnswer(request),
} as unknown as Engine;

let host: HTMLElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  render(null, host);
  host.remove();
});

// Preact runs effects after the next paint: requestAnimationFrame, or a 100 ms timer that then
// calls cancelAnimationFrame. Let that timer fire while jsdom's globals still exist; torn down
// first, it throws "cancelAnimationFrame is not defined" after the file's tests have passed.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 150));
});

async function show(moves: Move[] | null) {
  // A copy: the view keeps one answer per puzzle object, and each test asks afresh.
  // The first act runs the effects (the request goes out), the second lets its answer be drawn.
  await act(() => {
    render(h(LogicGraphView, { engine, puzzle: structuredClone(puzzle), moves, onClose: () => {} }), host);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const nodes = () => [...host.querySelectorAll<SVGGElement>('svg .node')];
const node = (id: string) => host.querySelector<SVGGElement>(`svg .node[data-id="${id}"]`)!;
const edges = () => [...host.querySelectorAll('svg .edges path.edge')].map((path) => `${path.getAttribute('data-from')} -> ${path.getAttribute('data-to')}`);

describe('the solved puzzle', () => {
  it('draws every clue and person as a focusable button, and every edge', async () => {
    await show(null);
    expect(nodes()).toHaveLength(puzzle.clues.length + puzzle.people.length);
    for (const element of nodes()) {
      expect(element.getAttribute('tabindex')).toBe('0');
      expect(element.getAttribute('role')).toBe('button');
      expect(element.getAttribute('aria-label')).not.toBe('');
    }
    const expected = puzzle.hints!.flatMap((hint) => [...hint.clues.map((clue) => `${hint.cell} -> clue:${clue}`), ...hint.facts.map((fact) => `${hint.cell} -> ${fact}`)]);
    expect(edges().sort()).toEqual(expected.sort());
  });

  it('lights what a focused verdict rests on, and says it', async () => {
    await show(null);
    // The last hint rests on the most: its clues and facts light up, nothing else does.
    const hint = puzzle.hints!.at(-1)!;
    const support = [...hint.clues.map((clue) => `clue:${clue}`), ...hint.facts];
    await act(() => {
      node(hint.cell).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(node(hint.cell).classList.contains('is-active')).toBe(true);
    expect(nodes().filter((element) => element.classList.contains('is-support')).map((element) => element.getAttribute('data-id')).sort()).toEqual(support.sort());
    const lit = [...host.querySelectorAll('svg .edges path.edge.is-lit')].map((path) => path.getAttribute('data-to')).sort();
    expect(lit).toEqual(support.sort());
    // Trunks light only the supports' runs, and only as far as the focused verdict.
    const column = Number(node(hint.cell).getAttribute('data-column'));
    for (const piece of host.querySelectorAll('svg .edges path.trunk.is-lit')) {
      expect(support).toContain(piece.getAttribute('data-to'));
      expect(Number(piece.getAttribute('data-column'))).toBeLessThan(column);
    }
    const description = host.querySelector('[data-testid="logic-graph-description"]')!.textContent!;
    expect(description).toContain(`${hint.name} (${hint.cell}) is `);
    expect(description).toContain('rests on');

    await act(() => {
      node(hint.cell).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(host.querySelector('svg .is-active')).toBeNull();
  });

  it('keeps a pressed node lit (Enter) until pressed again', async () => {
    await show(null);
    const cell = puzzle.hints![0].cell;
    const enter = () => {
      node(cell).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    };
    await act(enter);
    expect(node(cell).getAttribute('aria-pressed')).toBe('true');
    await act(enter);
    expect(node(cell).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('a game in progress', () => {
  it('draws only the start reveals, the clues on their cards and the edges between them', async () => {
    await show([]);
    const onReveals = puzzle.clues.flatMap((clue, index) => (puzzle.reveals.includes(clue.carrier) ? [`clue:${index}`] : []));
    expect(nodes().map((element) => element.getAttribute('data-id')).sort()).toEqual([...onReveals, ...puzzle.reveals].sort());
    expect(edges()).toEqual([]);
    // Nothing in the drawing names a person not yet revealed.
    const hidden = puzzle.people.filter((person) => !puzzle.reveals.includes(person.cell));
    const text = host.querySelector('svg')!.textContent!;
    for (const person of hidden) expect(text).not.toContain(`${person.name} (${person.cell})`);
  });

  it('adds a verdict once its move is accepted', async () => {
    const first = puzzle.hints![0];
    await show([{ cell: first.cell, verdict: first.verdict }]);
    expect(node(first.cell)).not.toBeNull();
    const drawn = edges().filter((edge) => edge.startsWith(`${first.cell} -> `)).map((edge) => edge.split(' -> ')[1]);
    expect(drawn.sort()).toEqual([...first.clues.map((clue) => `clue:${clue}`), ...first.facts].sort());
  });
});
