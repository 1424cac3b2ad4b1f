import { describe, expect, it } from 'vitest';
import { applyAction } from './actions';
import { CLASSIC } from './fixtures';
import { emptyState, markDigits } from './state';
import { puzzleOf } from '../engine/testing/nativeEngine';

const puzzle = puzzleOf(CLASSIC);
// r1c1 holds the given 4; r1c2 and r1c3 are empty.
const GIVEN = 0;
const A = 1;
const B = 2;

describe('digit entry', () => {
  it('writes a digit to every selected empty cell and never to a given', () => {
    const next = applyAction(puzzle, emptyState(puzzle), [GIVEN, A, B], { kind: 'digit', digit: 7 });
    expect(next.entries.slice(0, 3)).toEqual([0, 7, 7]);
  });

  it('takes the digit away again when every selected cell already holds it', () => {
    let state = applyAction(puzzle, emptyState(puzzle), [A, B], { kind: 'digit', digit: 7 });
    state = applyAction(puzzle, state, [A, B], { kind: 'digit', digit: 7 });
    expect(state.entries[A]).toBe(0);
  });

  it('replaces a different digit', () => {
    let state = applyAction(puzzle, emptyState(puzzle), [A], { kind: 'digit', digit: 7 });
    state = applyAction(puzzle, state, [A, B], { kind: 'digit', digit: 3 });
    expect([state.entries[A], state.entries[B]]).toEqual([3, 3]);
  });

  it('returns the same state when nothing changes (a given alone, a digit off the board)', () => {
    const state = emptyState(puzzle);
    expect(applyAction(puzzle, state, [GIVEN], { kind: 'digit', digit: 5 })).toBe(state);
    expect(applyAction(puzzle, state, [A], { kind: 'digit', digit: 10 })).toBe(state);
  });

  it('with automatic candidates, clears the digit from the peers centre marks', () => {
    let state = applyAction(puzzle, emptyState(puzzle), [], { kind: 'fill-candidates' });
    expect(markDigits(state.centre[B])).toContain(9);
    state = applyAction(puzzle, state, [A], { kind: 'digit', digit: 9 }, { autoCandidates: true });
    expect(markDigits(state.centre[B])).not.toContain(9);
  });
});

describe('pencil marks and colours', () => {
  it('toggles corner and centre marks on a selection, separately', () => {
    let state = applyAction(puzzle, emptyState(puzzle), [A, B], { kind: 'corner', digit: 1 });
    state = applyAction(puzzle, state, [A], { kind: 'corner', digit: 2 });
    state = applyAction(puzzle, state, [A], { kind: 'centre', digit: 3 });
    expect(markDigits(state.corner[A])).toEqual([1, 2]);
    expect(markDigits(state.corner[B])).toEqual([1]);
    expect(markDigits(state.centre[A])).toEqual([3]);
    // Not all selected cells have 2: it is added to both; then both have it, so it goes.
    state = applyAction(puzzle, state, [A, B], { kind: 'corner', digit: 2 });
    expect(markDigits(state.corner[B])).toEqual([1, 2]);
    state = applyAction(puzzle, state, [A, B], { kind: 'corner', digit: 2 });
    expect(markDigits(state.corner[A])).toEqual([1]);
  });

  it('leaves marks of cells that hold a digit alone', () => {
    let state = applyAction(puzzle, emptyState(puzzle), [A], { kind: 'digit', digit: 5 });
    state = applyAction(puzzle, state, [A, B], { kind: 'centre', digit: 6 });
    expect(state.centre[A]).toBe(0);
    expect(markDigits(state.centre[B])).toEqual([6]);
  });

  it('colours any cell, givens included, and toggles the colour off', () => {
    let state = applyAction(puzzle, emptyState(puzzle), [GIVEN, A], { kind: 'colour', colour: 4 });
    expect([state.colours[GIVEN], state.colours[A]]).toEqual([4, 4]);
    state = applyAction(puzzle, state, [GIVEN, A], { kind: 'colour', colour: 4 });
    expect(state.colours[A]).toBe(0);
  });

  it('erases one layer at a time: digits, then marks, then colours', () => {
    let state = applyAction(puzzle, emptyState(puzzle), [A], { kind: 'colour', colour: 2 });
    state = applyAction(puzzle, state, [A, B], { kind: 'centre', digit: 1 });
    state = applyAction(puzzle, state, [A], { kind: 'digit', digit: 8 });
    state = applyAction(puzzle, state, [A, B], { kind: 'erase' });
    expect([state.entries[A], state.centre[B], state.colours[A]]).toEqual([0, 1, 2]);
    state = applyAction(puzzle, state, [A, B], { kind: 'erase' });
    expect([state.centre[A], state.centre[B], state.colours[A]]).toEqual([0, 0, 2]);
    state = applyAction(puzzle, state, [A, B], { kind: 'erase' });
    expect(state.colours[A]).toBe(0);
  });

  it('fills centre marks with the digits the peers leave', () => {
    const state = applyAction(puzzle, emptyState(puzzle), [], { kind: 'fill-candidates' });
    // r1c2: row 1 has 4 8 5, column 2 has 3 2 and box 1 adds nothing new.
    expect(markDigits(state.centre[A])).toEqual([1, 6, 7, 9]);
    expect(state.centre[GIVEN]).toBe(0);
  });
});
