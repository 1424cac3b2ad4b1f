// The game screen in jsdom with a fake engine worker: keyboard entry and marks, undo/redo buttons,
// graded hints drawn on the board, pause, the win message, saving and the link.

import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPoint } from './testing/mountPoint';
import { EngineClient, type WorkerLike } from '../engine/client';
import type { FromWorker, ToWorker } from '../engine/protocol';
import { SUDOKU_X } from '../game/fixtures';
import { chainHint, placementHint, PLACEMENT_STEPS } from '../game/hintFixtures';
import type { EngineHint, HintLevel } from '../game/hints';
import { emptyState } from '../game/state';
import type { SavedSudoku } from '../game/storage';
import { GameStore, type KeyValueStore } from '../game/storage';
import { SudokuGame, type SudokuSession } from './SudokuGame';
import { nativeAnswer, puzzleOf } from '../engine/testing/nativeEngine';

/**
 * Answers `hint` at the level asked with `hints` (the engine's graded answers), `rate` with an
 * error, and `board` and `conflicts` as the real engine does, after a tick, as a worker would.
 */
class FakeEngineWorker implements WorkerLike {
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  requests: string[] = [];
  /** Answers posted but not delivered yet. */
  inFlight = 0;
  /** The level of each `hint` request, in order. */
  hintLevels: unknown[] = [];
  hints: (level: HintLevel) => EngineHint = placementHint;
  /** Ops left unanswered, as a long computation would be. */
  silent = new Set<string>();
  /** The engine cannot read the puzzle (rate answers an input error). */
  unreadable = false;
  terminated = 0;
  postMessage(message: ToWorker): void {
    if (!('request' in message)) return;
    const { id, request } = message;
    this.requests.push(request.op);
    if (request.op === 'hint') this.hintLevels.push(request.level);
    if (this.silent.has(request.op)) return;
    const response =
      request.op === 'board' || request.op === 'conflicts'
        ? nativeAnswer(request)
        : request.op === 'hint'
        ? { 'x-hint': this.hints(request.level as HintLevel) }
        : request.op === 'rate' && this.unreadable
          ? { error: 'request key "puzzle": line 1: r1c1 and r1c2 are both 3 (row 1)', key: 'puzzle', kind: 'input' }
          : { error: `no ${request.op} here`, kind: 'usage' };
    this.inFlight++;
    setTimeout(() => {
      this.inFlight--;
      this.onmessage?.({ data: { id, response } });
    }, 0);
  }
  terminate(): void {
    this.terminated++;
  }
}

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const puzzle = puzzleOf({ ...SUDOKU_X, level: 'hard' });
const host = mountPoint();
let worker: FakeEngineWorker;
let backing: ReturnType<typeof memoryStore>;
let announced: string[];

function mount(session: Partial<SudokuSession> = {}, configure: (worker: FakeEngineWorker) => void = () => undefined) {
  worker = new FakeEngineWorker();
  configure(worker);
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
      host(),
    );
  });
}

const cell = (name: string) => host().querySelector<HTMLElement>(`[role=gridcell][aria-label^="${name},"]`)!;
const label = (name: string) => cell(name).getAttribute('aria-label');
const button = (name: string) => host().querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
/** A button of the hint panel, by its words. */
const panelButton = (words: string) => [...host().querySelectorAll<HTMLButtonElement>('.hint-panel button')].find((b) => b.textContent === words) ?? null;
const hintText = () => host().querySelector('[data-testid="hint-text"]')!.textContent;
const testIds = (id: string) => host().querySelectorAll(`[data-testid="${id}"]`);

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

/** Lets the fake engine answer everything asked so far (each answer may ask more), however slow
 *  the machine: a fixed pause raced the real engine's answers under load. */
async function settle() {
  const deadline = Date.now() + 10_000;
  do {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  } while (worker.inFlight > 0 && Date.now() < deadline);
}

beforeEach(() => {
  history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the Sudoku game screen', () => {
  it('is a named grid of cells named after their place and content', () => {
    mount();
    expect(host().querySelector('[role=grid]')!.getAttribute('aria-label')).toBe('Sudoku board');
    expect(host().querySelectorAll('[role=gridcell]')).toHaveLength(81);
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

  it('enters digits from the pad in the chosen mode and marks the conflict the engine finds', async () => {
    mount();
    focus('r1c1');
    click('Centre');
    click('4');
    expect(label('r1c1')).toBe('r1c1, empty, candidates 4');
    click('Normal');
    // 5 is given in r1c3: the same row.
    click('5');
    await settle();
    expect(label('r1c1')).toBe('r1c1, 5, conflict');
    expect(label('r1c3')).toBe('r1c3, given 5, conflict');
    expect(worker.requests.filter((op) => op === 'conflicts').length).toBeGreaterThanOrEqual(2);
    click('Erase');
    await settle();
    expect(label('r1c1')).toBe('r1c1, empty, candidates 4');
    expect(label('r1c3')).toBe('r1c3, given 5');
  });

  it('asks the engine for the next level at each press and shows its words and highlights', async () => {
    mount();
    click('Hint');
    await settle();
    expect(hintText()).toBe(placementHint(1).text);
    expect(host().querySelector('.hint-label')!.textContent).toBe('Hint 1 of 3');
    // Level 1 highlights the houses only: no cell is named "in the hint" yet.
    expect(host().querySelectorAll('.fill-hint-house')).toHaveLength(9);
    expect(label('r5c6')).toBe('r5c6, empty');
    click('Hint');
    await settle();
    expect(hintText()).toBe(placementHint(2).text);
    expect(label('r5c6')).toBe('r5c6, empty, in the hint');
    expect(testIds('hint-elimination')).toHaveLength(0);
    act(() => panelButton('More')!.click());
    await settle();
    expect(hintText()).toBe('3 steps lead to the next digit:');
    expect(worker.hintLevels).toEqual([1, 2, 3]);
  });

  it("steps through a placement hint's chain: each step's sentence and eliminations, the placement last", async () => {
    mount();
    for (let i = 0; i < 3; i++) {
      click('Hint');
      await settle();
    }
    const steps = () => [...testIds('hint-chain-step')].map((step) => step.textContent);
    expect(steps()).toEqual([PLACEMENT_STEPS[0].text]);
    expect(host().querySelector('.hint-label')!.textContent).toBe('Hint 3 of 3 · step 1 of 3');
    expect(testIds('hint-elimination')).toHaveLength(3);
    act(() => panelButton('Next step')!.click());
    expect(steps()).toEqual(PLACEMENT_STEPS.slice(0, 2).map((step) => step.text));
    expect(host().querySelectorAll('.hint-elimination.is-earlier')).toHaveLength(3);
    act(() => panelButton('Previous step')!.click());
    expect(steps()).toHaveLength(1);
    click('Hint');
    click('Hint');
    expect(steps()).toEqual(PLACEMENT_STEPS.map((step) => step.text));
    expect(host().querySelector('.hint-placement')!.textContent).toBe('9');
    expect(panelButton('Next step')).toBeNull();
    // The chain came with level 3: stepping through it asks the engine nothing more.
    expect(worker.hintLevels).toEqual([1, 2, 3]);
  });

  it('draws a chain step: a link per candidate pair, solid strong and dashed weak, and its Eureka line', async () => {
    mount({}, (w) => (w.hints = chainHint));
    for (let i = 0; i < 3; i++) {
      click('Hint');
      await settle();
    }
    const links = [...testIds('chain-link')];
    expect(links.map((link) => link.getAttribute('data-type'))).toEqual(['strong', 'weak', 'strong', 'weak', 'strong']);
    expect(links[1].getAttribute('class')).toContain('is-weak');
    expect(testIds('chain-candidate')).toHaveLength(6);
    expect(testIds('hint-eureka')[0].textContent).toBe(chainHint(3).steps![0].eureka);
    expect(testIds('hint-chain')).toHaveLength(0);
    expect(panelButton('More')).toBeNull();
  });

  it('starts again at level 1 once the board changes', async () => {
    mount();
    click('Hint');
    await settle();
    click('Hint');
    await settle();
    focus('r1c1');
    press('2', 'Digit2');
    expect(hintText()).toBe('');
    click('Hint');
    await settle();
    expect(worker.hintLevels).toEqual([1, 2, 1]);
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

  it('says "Solved" when the last digit is right, once the engine passed the grid', async () => {
    const state = emptyState(puzzle);
    puzzle.solution!.forEach((digit, index) => {
      if (puzzle.givens[index] === 0 && index !== 0) state.entries[index] = digit;
    });
    mount({ state });
    focus('r1c1');
    press('2', 'Digit2');
    await settle();
    expect(host().textContent).toContain('Solved in');
    expect(announced.some((m) => m.startsWith('Solved in'))).toBe(true);
  });

  it('keeps Hint pressable (and the focus on it) while the engine thinks, asking once', async () => {
    mount();
    click('Hint');
    // Not disabled: a disabled button would drop a keyboard player's focus to the page.
    expect(button('Hint').disabled).toBe(false);
    expect(button('Hint').getAttribute('aria-busy')).toBe('true');
    click('Hint');
    await settle();
    expect(worker.requests.filter((op) => op === 'hint')).toHaveLength(1);
    expect(hintText()).toBe(placementHint(1).text);
    expect(button('Hint').getAttribute('aria-busy')).toBeNull();
  });

  it('ends the rating of a puzzle left before it came back, so the next game does not wait behind it', () => {
    mount({ puzzle: puzzleOf(SUDOKU_X) }, (w) => w.silent.add('rate'));
    expect(worker.requests).toContain('rate');
    act(() => render(null, host()));
    expect(worker.terminated).toBe(1);
  });

  it('says what is wrong with a puzzle the engine cannot read (a link changed by hand)', async () => {
    mount({ puzzle: puzzleOf(SUDOKU_X) }, (w) => (w.unreadable = true));
    await settle();
    expect(announced).toContain('This puzzle is not valid: line 1: r1c1 and r1c2 are both 3 (row 1)');
  });

  it('saves a game being left without making it the one a later visit reopens', () => {
    mount();
    focus('r1c1');
    press('2', 'Digit2');
    const deduce = { family: 'deduce' as const, puzzle: { format: 'gridforge-deduce/1' }, link: { size: '4x5', mode: 'revealed', seed: '7' } };
    // A deduction grid is opened (and saved) before this screen goes away.
    new GameStore(backing).save(deduce);
    act(() => render(null, host()));
    const store = new GameStore(backing);
    expect(store.last()).toEqual(deduce);
    expect((store.find({ family: 'sudoku', puzzle: puzzle.json, state: emptyState(puzzle), elapsedMs: 0, solved: false }) as SavedSudoku).state.entries[0]).toBe(2);
  });

  it('shows a finished grid opened from a link as solved, with the clock stopped', async () => {
    const state = emptyState(puzzle);
    puzzle.solution!.forEach((digit, index) => {
      if (puzzle.givens[index] === 0) state.entries[index] = digit;
    });
    mount({ state, elapsedMs: 5000 });
    await settle();
    expect(host().textContent).toContain('Solved in 00:05');
    expect(button('Pause').disabled).toBe(true);
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
