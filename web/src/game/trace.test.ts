import { describe, expect, it } from 'vitest';
import { CLASSIC } from './fixtures';
import { parseCellName } from './puzzle';
import { type TraceEvent, describeEvent, replayTrace } from './trace';
import { puzzleOf } from '../engine/testing/nativeEngine';

const puzzle = puzzleOf(CLASSIC);
const at = (name: string) => parseCellName(9, name);

const events: TraceEvent[] = [
  { action: 'place', cell: 'r1c2', digit: 1, kind: 'guess' },
  { action: 'place', cell: 'r1c3', digit: 2, kind: 'naked_single' },
  { action: 'place', cell: 'r2c1', digit: 9, kind: 'hidden_single' },
  // The guess fails: its branch is undone, newest first.
  { action: 'undo', cell: 'r2c1', digit: 9 },
  { action: 'undo', cell: 'r1c3', digit: 2 },
  { action: 'undo', cell: 'r1c2', digit: 1 },
  { action: 'place', cell: 'r1c2', digit: 6, kind: 'guess' },
  { action: 'solved' },
];

describe('trace replay', () => {
  it('pushes placements and pops them in reverse order on backtracking', () => {
    const deep = replayTrace(puzzle, events, 3);
    expect(deep.stack.map((p) => p.digit)).toEqual([1, 2, 9]);
    expect(deep.depth).toBe(1);
    expect(deep.kinds[at('r2c1')]).toBe('hidden_single');
    const halfway = replayTrace(puzzle, events, 4);
    expect(halfway.digits[at('r2c1')]).toBe(0);
    expect(halfway.digits[at('r1c3')]).toBe(2);
    const back = replayTrace(puzzle, events, 6);
    expect(back.stack).toEqual([]);
    expect(back.digits.every((d) => d === 0)).toBe(true);
    const end = replayTrace(puzzle, events, events.length);
    expect(end.digits[at('r1c2')]).toBe(6);
    expect(end.solutions).toBe(1);
  });

  it('clamps the position and starts from the givens', () => {
    expect(replayTrace(puzzle, events, -5).last).toBeNull();
    expect(replayTrace(puzzle, events, 99).solutions).toBe(1);
  });

  it('refuses an undo that is not of the last placement', () => {
    expect(() => replayTrace(puzzle, [events[0], events[1], { action: 'undo', cell: 'r1c2' }], 3)).toThrow(/not the last placement/);
  });

  it('describes each event', () => {
    expect(describeEvent(events[0], 1)).toBe('Guess: r1c2 = 1 (depth 1)');
    expect(describeEvent(events[3], 1)).toBe('Undo r2c1 = 9 (back to depth 1)');
    expect(describeEvent(null, 0)).toMatch(/givens alone/);
  });
});
