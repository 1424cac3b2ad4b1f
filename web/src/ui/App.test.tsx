// The app shell in jsdom with a fake engine worker that answers only when the test says so, as a
// long generation would: a generation started while another runs, and a puzzle pasted while the
// first visit's puzzle is still being generated.

import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPoint } from './testing/mountPoint';
import { EngineClient, type WorkerLike } from '../engine/client';
import type { EngineRequest, FromWorker, ToWorker } from '../engine/protocol';
import { testPuzzle } from '../deduce/testPuzzle';
import { CLASSIC, SUDOKU_X } from '../game/fixtures';
import { GameStore } from '../game/storage';
import { App } from './App';
import { nativeAnswer } from '../engine/testing/nativeEngine';

/**
 * Keeps every request until `answer` is called; a terminated worker never answers. `board` and
 * `conflicts` (quick, asked for every puzzle opened and every move) are answered at once by the
 * real engine.
 */
class HeldWorker implements WorkerLike {
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  held: { id: number; request: EngineRequest }[] = [];
  /** Real-engine answers posted but not delivered yet. */
  inFlight = 0;
  terminated = 0;
  postMessage(message: ToWorker): void {
    if (!('request' in message)) return;
    const { id, request } = message;
    if (request.op === 'board' || request.op === 'conflicts') {
      this.inFlight++;
      setTimeout(() => {
        this.inFlight--;
        this.onmessage?.({ data: { id, response: nativeAnswer(request) } });
      }, 0);
    } else this.held.push(message);
  }
  terminate(): void {
    this.terminated++;
    this.held = [];
  }
  answer(op: string, response: unknown): void {
    const now = this.held.filter((item) => item.request.op === op);
    this.held = this.held.filter((item) => item.request.op !== op);
    for (const item of now) this.onmessage?.({ data: { id: item.id, response } });
  }
}

const host = mountPoint();
let worker: HeldWorker;

function memoryStore() {
  const map = new Map<string, string>();
  return new GameStore({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) });
}

/** Lets every answer given so far arrive, and the real engine's quick ones they lead to, however
 *  slow the machine: a fixed pause raced those under load. */
async function settle() {
  const deadline = Date.now() + 10_000;
  do {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  } while (worker.inFlight > 0 && Date.now() < deadline);
}

const button = (name: string) => [...host().querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);

beforeEach(async () => {
  history.replaceState(null, '', '/');
  localStorage.clear();
  worker = new HeldWorker();
  act(() => render(<App engine={new EngineClient(() => worker)} store={memoryStore()} />, host()));
  await settle();
  // The first visit asks for today's puzzle, which does not come yet.
  expect(worker.held.map((item) => item.request.op)).toEqual(['generate']);
});


const DEDUCE = { format: 'gridforge-deduce/1', size: '3x3', mode: 'revealed', people: [], clues: [], reveals: [], solution: '' };

describe('the app shell', () => {
  it('does not offer a link that would not open a pasted deduction grid', async () => {
    act(() => button('Paste')!.click());
    const textarea = host().querySelector('textarea')!;
    act(() => {
      textarea.value = JSON.stringify(DEDUCE);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => button('Open')!.click());
    worker.answer('parse', { family: 'deduce', puzzle: DEDUCE });
    await settle();
    expect(location.hash).toBe('');
    act(() => button('Copy link')!.click());
    await settle();
    expect(host().querySelector('p.status')!.textContent).toBe('This deduction grid was pasted, so no link can open it: share its JSON instead.');
  });

  it('lets a new generation replace one still running: the old one is ended, the new one keeps its cancel button', async () => {
    act(() => button('New game')!.click());
    act(() => button('Start')!.click());
    await settle();
    expect(worker.terminated).toBe(1);
    expect(worker.held).toHaveLength(1);
    expect(button('Cancel generation')).toBeDefined();
    expect(host().textContent).not.toContain('No puzzle yet');
    worker.answer('generate', { ...SUDOKU_X, level: 'medium' });
    await settle();
    expect(host().querySelector('[role=grid]')?.getAttribute('aria-label')).toBe('Sudoku board');
    expect(host().querySelector('.game-title h2')!.textContent).toBe('Sudoku X');
  });

  it('asks the engine for the deduction grid the dialog names: its size and its theme, and links to it', async () => {
    act(() => button('New game')!.click());
    act(() => host().querySelector<HTMLInputElement>('input[name=family][value=deduce]')!.click());
    const field = (label: string) =>
      [...host().querySelectorAll('label')].find((l) => l.firstChild?.textContent?.trim() === label)!.querySelector<HTMLInputElement | HTMLSelectElement>('select, input')!;
    const choose = (label: string, value: string) =>
      act(() => {
        const control = field(label);
        control.value = value;
        control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      });
    choose('Size (columns × rows)', '6x6');
    choose('Theme', 'village');
    choose('Clues', 'open');
    choose('Seed (optional)', '42');
    act(() => button('Start')!.click());
    await settle();
    expect(worker.held.map((item) => item.request)).toEqual([{ op: 'generate', family: 'deduce', size: '6x6', mode: 'open', seed: '42', theme: 'village' }]);
    // The title names the theme of the grid the engine gave (a small stand-in here).
    worker.answer('generate', { ...testPuzzle(), theme: 'village' });
    await settle();
    expect(location.hash).toBe('#d1.6x6.open.42..village');
    expect(host().querySelector('.deduce-meta')!.textContent).toBe('3×3 · Village · easy');
  });

  it('keeps a puzzle pasted while the first visit’s puzzle is still being generated', async () => {
    act(() => button('Paste')!.click());
    const textarea = host().querySelector('textarea')!;
    act(() => {
      textarea.value = CLASSIC.givens;
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => button('Open')!.click());
    worker.answer('parse', { family: 'sudoku', puzzle: { ...CLASSIC, level: 'hard' } });
    await settle();
    expect(host().querySelector('.origin')!.textContent).toBe('Pasted');
    // Had the generation gone on, its answer would now replace the pasted puzzle.
    worker.answer('generate', { ...SUDOKU_X, level: 'easy' });
    await settle();
    expect(host().querySelector('.origin')!.textContent).toBe('Pasted');
    expect(host().textContent).not.toContain('No puzzle yet');
  });
});
