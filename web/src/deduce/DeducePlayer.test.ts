// The deduction screen in jsdom against a scripted stand-in for the engine: the DOM contract (grid,
// rows, named cards, buttons, status, hint text), what each outcome of deduce_mark does on screen,
// notes with undo, reload, and the end. The engine's own judgement is tested natively.

import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineClient } from '../engine/client';
import { DeducePlayer } from './DeducePlayer';
import { storageKey } from './session';
import { testPuzzle } from './testPuzzle';
import type { DeducePuzzle, HintAnswer, MarkAnswer } from './types';

interface SentRequest {
  op: string;
  [key: string]: unknown;
}

/** Answers requests from queues the test fills, and keeps what it was asked. */
class ScriptedEngine {
  sent: SentRequest[] = [];
  marks: (MarkAnswer | Error)[] = [];
  hints: (HintAnswer | Error)[] = [];
  async request<T>(request: SentRequest): Promise<T> {
    this.sent.push(structuredClone(request));
    const queue: unknown[] = request.op === 'deduce_mark' ? this.marks : request.op === 'deduce_hint' ? this.hints : [];
    if (queue.length === 0) throw new Error(`unexpected request ${request.op}`);
    const answer = queue.shift();
    if (answer instanceof Error) throw answer;
    return answer as T;
  }
}

let host: HTMLElement;
let engine: ScriptedEngine;
let newGame: ReturnType<typeof vi.fn<() => void>>;

function show(puzzle: DeducePuzzle = testPuzzle()) {
  render(h(DeducePlayer, { engine: engine as unknown as EngineClient, puzzle, onNewGame: newGame }), host);
}

/** Lets the scripted engine's promises and the re-renders they cause finish. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const grid = () => host.querySelector('[role="grid"]') as HTMLElement;
const cards = () => [...host.querySelectorAll<HTMLElement>('[role="gridcell"]')];
const card = (name: string) => cards().find((element) => element.getAttribute('aria-label')!.startsWith(`${name},`))!;
const button = (name: string) => [...host.querySelectorAll('button')].find((element) => element.textContent!.trim() === name)!;
const status = () => host.querySelector('[role="status"]')!.textContent!;
const stats = () => host.querySelector('.deduce-stats')!.textContent!;
const clueTexts = () => [...host.querySelectorAll('.deduce-clue-text')].map((element) => element.textContent);

async function click(element: Element) {
  await act(() => {
    (element as HTMLElement).click();
  });
  await settle();
}

async function press(element: Element, key: string, options: KeyboardEventInit = {}) {
  await act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }));
  });
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  host = document.createElement('div');
  document.body.append(host);
  engine = new ScriptedEngine();
  newGame = vi.fn<() => void>();
});

afterEach(() => {
  render(null, host);
  host.remove();
});

describe('the board', () => {
  it('is a named grid of rows of cards named by person, cell and verdict', () => {
    show();
    expect(grid().getAttribute('aria-label')).toBe('Deduction board');
    expect(grid().querySelectorAll('[role="row"]')).toHaveLength(3);
    expect(cards()).toHaveLength(9);
    expect(cards()[0].getAttribute('aria-label')).toBe('Ada, A1, hidden, cook');
    expect(card('Eve').getAttribute('aria-label')).toBe('Eve, B2, criminal, clerk');
    expect(card('Eve').textContent).toContain('Criminal');
    expect(clueTexts()).toEqual(['There is exactly 1 criminal in row 1.']);
  });

  it('has one tab stop that the arrow keys move', async () => {
    show();
    expect(cards().filter((element) => element.tabIndex === 0).map((element) => element.getAttribute('aria-label'))).toEqual(['Ada, A1, hidden, cook']);
    await press(cards()[0], 'ArrowRight');
    await press(card('Ben'), 'ArrowDown');
    expect(card('Eve').tabIndex).toBe(0);
    expect(document.activeElement).toBe(card('Eve'));
    await press(card('Eve'), 'End', { ctrlKey: true });
    expect(document.activeElement).toBe(card('Ivy'));
    await press(card('Ivy'), 'ArrowRight');
    expect(document.activeElement).toBe(card('Ivy'));
    expect(cards().filter((element) => element.tabIndex === 0)).toHaveLength(1);
  });
});

describe('marks', () => {
  it('refuses a guess: counted, with the engine reason in the status region', async () => {
    show();
    engine.marks.push({ outcome: 'guess', reason: 'Nothing visible forces it.', revealed: ['B2'], visible_clues: [0], finished: false });
    await click(card('Ivy'));
    await click(button('Criminal'));
    expect(engine.sent).toEqual([{ op: 'deduce_mark', puzzle: testPuzzle(), moves: [], cell: 'C3', verdict: 'criminal' }]);
    expect(stats()).toContain('Refused guesses: 1');
    expect(status()).toContain('Nothing visible forces it.');
    expect(status()).toContain('Refused guesses: 1');
    expect(card('Ivy').getAttribute('aria-label')).toContain('hidden');
  });

  it('counts a mistake and leaves the person hidden', async () => {
    show();
    engine.marks.push({ outcome: 'mistake', reason: 'Ben is innocent.', revealed: ['B2'], visible_clues: [0], finished: false });
    await click(card('Ben'));
    await press(card('Ben'), 'c');
    expect(engine.sent[0]).toMatchObject({ cell: 'B1', verdict: 'criminal' });
    expect(stats()).toContain('Mistakes: 1');
    expect(status()).toContain('Ben is innocent.');
    expect(card('Ben').getAttribute('aria-label')).toBe('Ben, B1, hidden, judge');
  });

  it('reveals an accepted person, shows the clues that appeared and sends the move from then on', async () => {
    show();
    engine.marks.push({ outcome: 'accepted', reason: 'Right: Ada is a criminal.', revealed: ['A1', 'B2'], visible_clues: [0, 1, 3], new_clues: [1, 3], finished: false });
    await press(cards()[0], 'c');
    expect(card('Ada').getAttribute('aria-label')).toBe('Ada, A1, criminal, cook');
    expect(clueTexts()).toEqual(['Ivy is a criminal.', 'Dee is innocent.', 'There is exactly 1 criminal in row 1.']);
    expect(host.querySelectorAll('.deduce-clue.is-fresh')).toHaveLength(2);
    expect(status()).toContain('Ada is a criminal');

    engine.marks.push({ outcome: 'guess', reason: '', finished: false });
    await click(card('Cid'));
    await press(card('Cid'), 'i');
    expect(engine.sent[1]).toMatchObject({ moves: [{ cell: 'A1', verdict: 'criminal' }], cell: 'C1', verdict: 'innocent' });
  });

  it('goes back to before a saved move that the engine says no longer replays', async () => {
    const puzzle = testPuzzle();
    const moves = [
      { cell: 'A1', verdict: 'criminal' },
      { cell: 'C3', verdict: 'criminal' },
    ];
    localStorage.setItem(storageKey(puzzle), JSON.stringify({ version: 1, moves, mistakes: 0, guesses: 0, hints: 0, notes: {}, undo: [], redo: [], usedClues: [], elapsedMs: 0 }));
    show(puzzle);
    expect(card('Ivy').getAttribute('aria-label')).toContain('criminal');
    const refusal = Object.assign(new Error('request key "moves[1]": does not replay'), { name: 'EngineError', key: 'moves[1]', kind: 'usage' });
    engine.marks.push(refusal);
    await click(card('Ben'));
    await click(button('Innocent'));
    expect(card('Ivy').getAttribute('aria-label')).toBe('Ivy, C3, hidden, clerk');
    expect(card('Ada').getAttribute('aria-label')).toContain('criminal');
    expect(status()).toContain('Saved move 2 no longer follows');

    engine.marks.push(new Error('worker crashed'));
    await click(button('Innocent'));
    expect(status()).toContain('worker crashed');
    expect(card('Ada').getAttribute('aria-label')).toContain('criminal');
  });

  it('asks nothing of the engine for a revealed person', async () => {
    show();
    await click(card('Eve'));
    await click(button('Innocent'));
    expect(engine.sent).toEqual([]);
    expect(status()).toContain('Eve is already revealed');
  });
});

describe('hints', () => {
  const text = 'There is exactly 1 criminal in row 1 and Eve is a criminal, so Ben is innocent.';
  const benStep = { hint: { cell: 'B1', name: 'Ben', verdict: 'innocent' as const, clues: [0], facts: ['B2'], level: 1, cost: 1.75, round: 0, text }, text };
  const hintText = () => host.querySelector('[data-testid="hint-text"]')!.textContent;
  const hintedClues = () => [...host.querySelectorAll('.deduce-clue.is-hinted .deduce-clue-text')].map((element) => element.textContent);
  const namedByHint = () => cards().filter((element) => element.getAttribute('aria-label')!.includes('named by the hint')).map((element) => element.getAttribute('aria-label')!.split(',')[0]);
  const selection = () => host.querySelector('.deduce-selection-name')!.textContent;

  it('shows a step in three presses: the clue to read, the person, then the sentence; one request, one count', async () => {
    show();
    engine.hints.push(benStep);
    await click(button('Hint'));
    expect(engine.sent).toEqual([{ op: 'deduce_hint', puzzle: testPuzzle(), moves: [] }]);
    expect(hintText()).toBe("Read Eve's clue.");
    expect(hintedClues()).toEqual(['There is exactly 1 criminal in row 1.']);
    expect(namedByHint()).toEqual([]);
    expect(host.querySelector('.is-hint-fact')).toBeNull();
    expect(selection()).toBe('Ada');
    expect(stats()).toContain('Hints: 1');

    await click(button('Hint'));
    expect(hintText()).toBe("Read Eve's clue. Someone's verdict follows: look at Ben (B1).");
    expect(namedByHint()).toEqual(['Ben']);
    expect(card('Ben').classList.contains('is-hint-target')).toBe(true);
    expect(card('Eve').classList.contains('is-hint-fact')).toBe(true);
    expect(selection()).toBe('Ben');

    await click(button('Hint'));
    expect(hintText()).toBe(text);
    expect(hintedClues()).toEqual(['There is exactly 1 criminal in row 1.']);
    expect(namedByHint()).toEqual(['Ben']);
    await click(button('Hint'));
    expect(hintText()).toBe(text);
    expect(engine.sent).toHaveLength(1);
    expect(stats()).toContain('Hints: 1');
  });

  it('keeps its words in a polite live region that is there before the first hint', async () => {
    show();
    const region = () => host.querySelector('[data-testid="hint-text"]')!.closest('[aria-live="polite"]');
    expect(region()).not.toBeNull();
    expect(hintText()).toBe('');
    engine.hints.push(benStep);
    await click(button('Hint'));
    expect(region()!.textContent).toContain("Hint 1 of 3Read Eve's clue.");
    expect(region()!.querySelector('button')).toBeNull();
  });

  it('offers More while there is more, and Dismiss; asked again, the same step is not counted twice', async () => {
    show();
    engine.hints.push(benStep);
    await click(button('Hint'));
    await click(button('More'));
    expect(hintText()).toContain('look at Ben (B1)');
    await click(button('More'));
    expect(hintText()).toBe(text);
    expect(button('More')).toBeUndefined();

    await click(button('Dismiss'));
    expect(hintText()).toBe('');
    expect(namedByHint()).toEqual([]);
    expect(button('Dismiss')).toBeUndefined();
    engine.hints.push(benStep);
    await click(button('Hint'));
    expect(engine.sent).toHaveLength(2);
    expect(hintText()).toBe("Read Eve's clue.");
    expect(stats()).toContain('Hints: 1');
  });

  it('stays through a refused mark, and an accepted move starts the next hint from the nudge', async () => {
    show();
    engine.hints.push(benStep);
    await click(button('Hint'));
    await click(button('Hint'));
    engine.marks.push({ outcome: 'mistake', reason: 'Wrong: Ben is not a criminal.', finished: false });
    await click(button('Criminal'));
    expect(hintText()).toContain('look at Ben (B1)');

    engine.marks.push({ outcome: 'accepted', reason: 'Right: Ben is innocent.', new_clues: [], finished: false });
    await click(button('Innocent'));
    expect(hintText()).toBe('');
    expect(namedByHint()).toEqual([]);
    expect(hintedClues()).toEqual([]);

    engine.hints.push({ hint: { cell: 'C1', verdict: 'innocent', clues: [0], facts: ['B2'] }, text: 'Cid is innocent.' });
    await click(button('Hint'));
    expect(engine.sent.at(-1)).toEqual({ op: 'deduce_hint', puzzle: testPuzzle(), moves: [{ cell: 'B1', verdict: 'innocent' }] });
    expect(hintText()).toBe("Read Eve's clue.");
    expect(stats()).toContain('Hints: 2');
  });

  it('shows an answer without a step in full at once, and does not count it', async () => {
    show();
    engine.hints.push({ hint: null, text: 'Nothing is forced from here.' });
    await click(button('Hint'));
    expect(hintText()).toBe('Nothing is forced from here.');
    expect(button('More')).toBeUndefined();
    expect(stats()).toContain('Hints: 0');
  });
});

describe('notes and clues', () => {
  it('sets a note with Shift, in note mode, and undoes and redoes it', async () => {
    show();
    await press(cards()[0], 'C', { shiftKey: true });
    expect(card('Ada').getAttribute('aria-label')).toBe('Ada, A1, hidden, cook, note maybe criminal');
    await click(button('Note'));
    expect(button('Note').getAttribute('aria-pressed')).toBe('true');
    await click(card('Ben'));
    await click(button('Innocent'));
    expect(card('Ben').getAttribute('aria-label')).toContain('note maybe innocent');
    expect(engine.sent).toEqual([]);

    await click(button('Undo'));
    expect(card('Ben').getAttribute('aria-label')).toBe('Ben, B1, hidden, judge');
    await press(card('Ben'), 'z', { ctrlKey: true });
    expect(card('Ada').getAttribute('aria-label')).toBe('Ada, A1, hidden, cook');
    await click(button('Redo'));
    expect(card('Ada').getAttribute('aria-label')).toContain('note maybe criminal');
  });

  it('strikes a clue as used and restores it', async () => {
    show();
    const box = () => host.querySelector<HTMLInputElement>('.deduce-clue input[type="checkbox"]')!;
    await click(box());
    expect(box().checked).toBe(true);
    expect(host.querySelector('.deduce-clue')!.classList.contains('is-used')).toBe(true);
    await click(host.querySelector('.deduce-clue-text')!);
    expect(box().checked).toBe(false);
    expect(host.querySelector('.deduce-clue')!.classList.contains('is-used')).toBe(false);
  });

  it('names no other button after a verdict or the hint, whatever the clues say', async () => {
    show();
    const text = 'There is exactly 1 criminal in row 1 and Eve is a criminal, so Ben is innocent.';
    engine.hints.push({ hint: { cell: 'B1', verdict: 'innocent', clues: [0], facts: ['B2'] }, text });
    await click(button('Hint'));
    const names = [...host.querySelectorAll('button')].map((element) => (element.getAttribute('aria-label') ?? element.textContent!).trim().toLowerCase());
    for (const name of ['criminal', 'innocent', 'hint', 'note', 'undo', 'redo']) {
      expect(names.filter((candidate) => candidate.includes(name))).toEqual([name]);
    }
  });
});

describe('reload and the end', () => {
  it('restores moves, counters and notes of the same puzzle after a reload', async () => {
    show();
    engine.marks.push({ outcome: 'accepted', finished: false }, { outcome: 'guess', finished: false });
    await press(cards()[0], 'c');
    await click(card('Cid'));
    await press(card('Cid'), 'c');
    await press(card('Cid'), 'I', { shiftKey: true });

    render(null, host);
    show();
    expect(card('Ada').getAttribute('aria-label')).toBe('Ada, A1, criminal, cook');
    expect(card('Cid').getAttribute('aria-label')).toContain('note maybe innocent');
    expect(stats()).toContain('Refused guesses: 1');
    expect(clueTexts()).toContain('Ivy is a criminal.');
  });

  it('ends with "Solved", the counters and a New game button', async () => {
    const puzzle = testPuzzle();
    const moves = [
      { cell: 'A1', verdict: 'criminal' },
      { cell: 'B1', verdict: 'innocent' },
      { cell: 'C1', verdict: 'innocent' },
      { cell: 'A2', verdict: 'innocent' },
      { cell: 'C2', verdict: 'innocent' },
      { cell: 'A3', verdict: 'innocent' },
      { cell: 'B3', verdict: 'innocent' },
    ];
    localStorage.setItem(storageKey(puzzle), JSON.stringify({ version: 1, moves, mistakes: 2, guesses: 1, hints: 0, notes: {}, undo: [], redo: [], usedClues: [], elapsedMs: 125_000 }));
    show(puzzle);
    expect(host.textContent).not.toContain('Solved');
    engine.marks.push({ outcome: 'accepted', finished: true });
    await click(card('Ivy'));
    await click(button('Criminal'));

    const summary = host.querySelector('.deduce-summary')!;
    expect(summary.querySelector('h2')!.textContent).toBe('Solved');
    const values = Object.fromEntries([...summary.querySelectorAll('dl div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
    expect(values).toEqual({ Moves: '11', Mistakes: '2', 'Refused guesses': '1', Hints: '0', Time: '2:05' });
    expect(button('Criminal')).toBeUndefined();
    await click(button('New game'));
    expect(newGame).toHaveBeenCalledTimes(1);
  });

  it('starts a different puzzle as a new game', async () => {
    show();
    engine.marks.push({ outcome: 'mistake', finished: false });
    await press(cards()[0], 'i');
    expect(stats()).toContain('Mistakes: 1');
    const other = { ...testPuzzle(), reveals: ['A1'] };
    show(other);
    expect(stats()).toContain('Mistakes: 0');
    expect(card('Ada').getAttribute('aria-label')).toBe('Ada, A1, criminal, cook');
  });
});
