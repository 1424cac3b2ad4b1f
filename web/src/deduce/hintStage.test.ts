// The deduction hint's levels without a DOM: what each level says and highlights, when a press asks
// the engine and when it only shows more, and when the count of hints goes up.

import { describe, expect, it } from 'vitest';
import { clueNudge, currentHint, deduceHintView, isNewHint, movesKey, pressHint, receivedHint, type ShownHint } from './hintStage';
import { testPuzzle } from './testPuzzle';
import type { DeduceStep, HintAnswer } from './types';

const puzzle = testPuzzle();
const sentence = 'There is exactly 1 criminal in row 1 and Eve is a criminal, so Ben is innocent.';
// Clue 0 is carried by Eve (B2), clues 1 and 3 by Ada (A1), clue 2 by Ivy (C3).
const step: DeduceStep = { cell: 'B1', name: 'Ben', verdict: 'innocent', clues: [0], facts: ['B2'], level: 1, text: sentence };
const answer: HintAnswer = { hint: step, text: sentence };
const start = movesKey([]);

/** The hint after `presses` presses of Hint in one state, the first answered by `given`. */
function afterPresses(presses: number, given: HintAnswer = answer): ShownHint {
  let shown = receivedHint(start, given);
  for (let press = 1; press < presses; press++) {
    const next = pressHint(shown, start);
    if (next === 'ask') throw new Error('a shown hint was asked again');
    shown = next;
  }
  return shown;
}

describe('the levels of a deduction hint', () => {
  it('first says whose clue to read and highlights it, naming neither the person nor the verdict', () => {
    const view = deduceHintView(puzzle, afterPresses(1));
    expect(view).toEqual({ text: "Read Eve's clue.", level: 1, more: true, person: null, clues: [0], facts: [] });
    expect(view.text).not.toMatch(/Ben|B1|innocent|criminal/);
  });

  it('then names the person to look at, still without the verdict', () => {
    const view = deduceHintView(puzzle, afterPresses(2));
    expect(view).toEqual({
      text: "Read Eve's clue. Someone's verdict follows: look at Ben (B1).",
      level: 2,
      more: true,
      person: 'B1',
      clues: [0],
      facts: ['B2'],
    });
    expect(view.text).not.toMatch(/innocent|criminal/);
  });

  it('then gives the engine sentence with the verdict, and says no more however often pressed', () => {
    const full = deduceHintView(puzzle, afterPresses(3));
    expect(full).toEqual({ text: sentence, level: 3, more: false, person: 'B1', clues: [0], facts: ['B2'] });
    expect(deduceHintView(puzzle, afterPresses(5))).toEqual(full);
  });

  it('words the verdict itself should the engine give no sentence', () => {
    const silent = { hint: { ...step, text: undefined }, text: '' };
    expect(deduceHintView(puzzle, afterPresses(3, silent)).text).toBe('Ben is innocent.');
  });

  it('shows an answer without a step as it is, in one level', () => {
    const none = receivedHint(start, { hint: null, text: 'Everyone is revealed.' });
    expect(deduceHintView(puzzle, none)).toEqual({ text: 'Everyone is revealed.', level: null, more: false, person: null, clues: [], facts: [] });
    expect(pressHint(none, start)).toEqual(none);
    expect(receivedHint(start, { hint: null }).text).toBe('Nothing is forced from here.');
  });
});

describe('the nudge', () => {
  it('names the people whose clues to read, once each, in the order of the step', () => {
    expect(clueNudge(puzzle, { ...step, clues: [1, 3] })).toBe("Read Ada's clues.");
    expect(clueNudge(puzzle, { ...step, clues: [0, 1] })).toBe('Read the clues of Eve and Ada.');
    expect(clueNudge(puzzle, { ...step, clues: [2, 1, 0, 3] })).toBe('Read the clues of Ivy, Ada and Eve.');
  });

  it('points at the revealed people when a step uses no clue', () => {
    expect(clueNudge(puzzle, { ...step, clues: [] })).toBe('Look again at the people already revealed.');
  });
});

describe('presses, moves and the count', () => {
  it('asks the engine when no hint is shown, and only shows more of the one shown after that', () => {
    expect(pressHint(null, start)).toBe('ask');
    const first = receivedHint(start, answer);
    const second = pressHint(first, start);
    expect(second).toMatchObject({ key: start, step, level: 2 });
  });

  it('retires the hint once a move is accepted, so the next press asks for a new step', () => {
    const shown = afterPresses(2);
    const moved = movesKey([{ cell: 'B1', verdict: 'innocent' }]);
    expect(moved).not.toBe(start);
    expect(currentHint(shown, start)).toBe(shown);
    expect(currentHint(shown, moved)).toBeNull();
    expect(pressHint(shown, moved)).toBe('ask');
    expect(receivedHint(moved, answer).level).toBe(1);
  });

  it('counts a step once: not again for its later levels or when it is asked again in the same state', () => {
    const first = receivedHint(start, answer);
    expect(isNewHint(null, first)).toBe(true);
    // Dismissed and asked again: the same state gives the same step, already counted.
    expect(isNewHint(start, receivedHint(start, answer))).toBe(false);
    const moved = movesKey([{ cell: 'B1', verdict: 'innocent' }]);
    expect(isNewHint(start, receivedHint(moved, answer))).toBe(true);
    expect(isNewHint(null, receivedHint(start, { hint: null, text: 'Everyone is revealed.' }))).toBe(false);
  });

  it('tells states apart by the accepted moves and their order', () => {
    const a = { cell: 'A1', verdict: 'criminal' } as const;
    const c = { cell: 'C3', verdict: 'criminal' } as const;
    expect(movesKey([a, c])).toBe(movesKey([{ ...a }, { ...c }]));
    expect(movesKey([a, c])).not.toBe(movesKey([c, a]));
    expect(movesKey([a])).not.toBe(movesKey([{ cell: 'A1', verdict: 'innocent' }]));
  });
});
