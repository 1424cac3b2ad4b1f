import { describe, expect, it } from 'vitest';
import { applyAction } from './actions';
import { apiState } from './apiState';
import { CLASSIC } from './fixtures';
import { emptyState } from './state';
import { puzzleOf } from '../engine/testing/nativeEngine';

const puzzle = puzzleOf(CLASSIC);

describe('the player state as the engine reads it', () => {
  it('is the line form of givens and entries, without candidates when there are no centre marks', () => {
    const state = applyAction(puzzle, emptyState(puzzle), [1], { kind: 'digit', digit: 7 });
    expect(apiState(puzzle, state)).toEqual({ grid: '47' + CLASSIC.givens.slice(2) });
  });

  it('sends centre marks of empty cells as candidates, not corner marks or marks under a digit', () => {
    let state = applyAction(puzzle, emptyState(puzzle), [1, 2], { kind: 'centre', digit: 1 });
    state = applyAction(puzzle, state, [2], { kind: 'centre', digit: 9 });
    state = applyAction(puzzle, state, [3], { kind: 'corner', digit: 2 });
    state = applyAction(puzzle, state, [1], { kind: 'digit', digit: 6 });
    expect(apiState(puzzle, state).candidates).toEqual({ r1c3: '19' });
  });

  it('writes digits above 9 as letters on big boards', () => {
    const big = puzzleOf({ givens: '.'.repeat(256) });
    let state = applyAction(big, emptyState(big), [0], { kind: 'digit', digit: 16 });
    state = applyAction(big, state, [1], { kind: 'centre', digit: 10 });
    expect(apiState(big, state).grid.slice(0, 2)).toBe('G.');
    expect(apiState(big, state).candidates).toEqual({ r1c2: 'A' });
  });
});
