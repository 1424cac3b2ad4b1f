// The game screen in jsdom with a fake engine worker: keyboard entry and marks, undo/redo buttons,
// graded hints drawn on the board, pause, the win message, saving and the link.

import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EngineClient, type WorkerLike } from '../engine/client';
import type { FromWorker, ToWorker } from '../engine/protocol';
import { SUDOKU_X } from '../game/fixtures';
import { parsePuzzle } from '../game/puzzle';
import { emptyState } from '../game/state';
import { GameStore, type KeyValueStore } from '../game/storage';
import { SudokuGame, type SudokuSession } from './SudokuGame';

const HINT = {
  technique: 'hidden_single',
  name: 'Hidden single',
  text: 'Hidden single: in box 1 the digit 2 fits only r1c1.',
  cells: ['r1c1'],
  houses: ['box 1'],
  placements: [{ cell: 'r1c1', digit: 2 }],
  eliminations: [],
};

/** Answers `hint` with HINT and `rate` with a level, after a tick, as a worker would. */
class FakeEngineWorker implements WorkerLike {
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  requests: string[] = [];
  postMessage(message: ToWorker): void {
    if (!('request' in message)) return;
    const { id, request } = message;
    this.requests.push(request.op);
    const response = request.op === 'hint' ? { 'x-hint': HINT } : { error: `no ${request.op} here`, kind: 'usage' };
    setTimeout(() => this.onmessage?.({ data: { id, response } }), 0);
  }
  terminate(): void {}
}

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const puzzle = parsePuzzle({ ...SUDOKU_X, level: 'hard' });
let container: HTMLDivElement;
let worker: FakeEngineWorker;
let backing: ReturnType<typeof memoryStore>;
let announced: string[];

function mount(session: Partial<SudokuSession> = {}) {
  worker = new FakeEngineWorker();
  backing = memoryStore();
  announced = [];
  const full: SudokuSession = { id: 't', puzzle, state: emptyState(puzzle), elapsedMs: 0, solved: false, origin: 'Test', ...session };
  act(() => {
    render(
      <SudokuGame
        session={full}
        engine={new EngineClient(() => worker)}
        store={new GameStore(backing)}
        suspended={false}
        announce={(m) => announced.push(m)}
        onNewGame={() => undefined}
      />,
      container,
    );
  });
}

const cell = (name: string) => container.querySelector<HTMLElement>(`[role=gridcell][aria-label^="${name},"]`)!;
const label = (name: string) => cell(name).getAttribute('aria-label');
const button = (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

function press(key: string, code: string, modifiers: Partial<KeyboardEventInit> = {}) {
  act(() => {
    (document.activeElement ?? window).dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, ...modifiers }));
  });
}

function focus(name: string) {
  act(() => cell(name).focus());
}

function click(name: string) {
  act(() => button(name).click());
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  history.replaceState(null, '', '/');
});

afterEach(() => {
  act(() => render(null, container));
  container.remove();
  vi.useRealTimers();
});

describe('the Sudoku game screen', () => {
  it('is a named grid of cells named after their place and content', () => {
    mount();
    expect(container.querySelector('[role=grid]')!.getAttribute('aria-label')).toBe('Sudoku board');
    expect(container.querySelectorAll('[role=gridcell]')).toHaveLength(81);
    expect(label('r1c3')).toBe('r1c3, given 5');
    expect(label('r1c1')).toBe('r1c1, empty');
  });

  it('writes digits, corner and centre marks by keyboard, and undoes and redoes them', () => {
    mount();
    focus('r1c1');
    press('2', 'Digit2');
    expect(label('r1c1')).toBe('r1c1, 2');
    // Four steps right: r1c5 (r1c3 and r1c4 hold givens).
    for (let i = 0; i < 4; i++) press('ArrowRight', 'ArrowRight');
    press('!', 'Digit1', { shiftKey: true });
    press('#', 'Digit3', { shiftKey: true });
    press('8', 'Digit8', { ctrlKey: true });
    expect(label('r1c5')).toBe('r1c5, empty, candidates 8, corner marks 1 3');
    click('Undo');
    expect(label('r1c5')).toBe('r1c5, empty, corner marks 1 3');
    press('z', 'KeyZ');
    press('z', 'KeyZ');
    press('z', 'KeyZ');
    expect(label('r1c5')).toBe('r1c5, empty');
    expect(label('r1c1')).toBe('r1c1, empty');
    click('Redo');
    expect(label('r1c1')).toBe('r1c1, 2');
    press('y', 'KeyY', { ctrlKey: true });
    expect(label('r1c5')).toBe('r1c5, empty, corner marks 1');
  });

  it('enters digits from the pad in the chosen mode and marks a conflict', () => {
    mount();
    focus('r1c1');
    click('Centre');
    click('4');
    expect(label('r1c1')).toBe('r1c1, empty, candidates 4');
    click('Normal');
    // 5 is given in r1c3: the same row.
    click('5');
    expect(label('r1c1')).toBe('r1c1, 5, conflict');
    expect(label('r1c3')).toBe('r1c3, given 5, conflict');
    click('Erase');
    expect(label('r1c1')).toBe('r1c1, empty, candidates 4');
  });

  it('gives the hint in three steps and draws the last one on the board', async () => {
    mount();
    const text = () => container.querySelector('[data-testid="hint-text"]')!.textContent;
    click('Hint');
    await settle();
    expect(text()).toBe('Look at box 1.');
    click('Hint');
    expect(text()).toBe('Technique: Hidden single. Look at box 1.');
    click('Hint');
    expect(text()).toBe(HINT.text);
    expect(label('r1c1')).toBe('r1c1, empty, in the hint');
    expect(worker.requests.filter((op) => op === 'hint')).toHaveLength(1);
  });

  it('pauses: the clock button says Resume and the board takes no digits', () => {
    mount();
    focus('r1c1');
    click('Pause');
    expect(button('Resume')).not.toBeNull();
    press('2', 'Digit2');
    expect(label('r1c1')).toBe('r1c1, empty');
    click('Resume');
    press('2', 'Digit2');
    expect(label('r1c1')).toBe('r1c1, 2');
  });

  it('says "Solved" when the last digit is right', () => {
    const state = emptyState(puzzle);
    puzzle.solution!.forEach((digit, index) => {
      if (puzzle.givens[index] === 0 && index !== 0) state.entries[index] = digit;
    });
    mount({ state });
    focus('r1c1');
    press('2', 'Digit2');
    expect(container.textContent).toContain('Solved in');
    expect(announced.some((m) => m.startsWith('Solved in'))).toBe(true);
  });

  it('saves every action and keeps the link up to date', () => {
    mount();
    focus('r1c1');
    press('2', 'Digit2');
    expect(location.hash).toMatch(/^#s1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const saved = new GameStore(backing).last();
    expect(saved?.family === 'sudoku' && saved.state.entries[0]).toBe(2);
  });
});
