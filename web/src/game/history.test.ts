import { describe, expect, it } from 'vitest';
import { type Action, applyAction } from './actions';
import { CLASSIC } from './fixtures';
import { canRedo, canUndo, record, redo, startHistory, undo } from './history';
import { emptyState } from './state';
import { puzzleOf } from '../engine/testing/nativeEngine';

const puzzle = puzzleOf(CLASSIC);

describe('undo and redo', () => {
  it('undoes and redoes every kind of action, one step each', () => {
    const actions: Action[] = [
      { kind: 'corner', digit: 1 },
      { kind: 'centre', digit: 2 },
      { kind: 'colour', colour: 3 },
      { kind: 'digit', digit: 7 },
      { kind: 'erase' },
      { kind: 'fill-candidates' },
      { kind: 'restart' },
    ];
    let history = startHistory(emptyState(puzzle));
    const states = [history.present];
    for (const action of actions) {
      // On r1c2 and r1c3; each action changes something, so each is one step.
      history = record(history, applyAction(puzzle, history.present, [1, 2], action));
      states.push(history.present);
    }
    expect(history.past).toHaveLength(actions.length);
    for (let i = actions.length - 1; i >= 0; i--) {
      history = undo(history);
      expect(history.present).toBe(states[i]);
    }
    expect(canUndo(history)).toBe(false);
    for (let i = 1; i <= actions.length; i++) {
      history = redo(history);
      expect(history.present).toBe(states[i]);
    }
    expect(canRedo(history)).toBe(false);
  });

  it('records no step for an action that changed nothing', () => {
    const history = startHistory(emptyState(puzzle));
    expect(record(history, applyAction(puzzle, history.present, [0], { kind: 'digit', digit: 3 }))).toBe(history);
    expect(record(history, { ...history.present })).toBe(history);
  });

  it('drops the redo steps when a new action follows an undo', () => {
    let history = startHistory(emptyState(puzzle));
    history = record(history, applyAction(puzzle, history.present, [1], { kind: 'digit', digit: 7 }));
    history = undo(history);
    history = record(history, applyAction(puzzle, history.present, [1], { kind: 'digit', digit: 6 }));
    expect(canRedo(history)).toBe(false);
    expect(history.present.entries[1]).toBe(6);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const history = startHistory(emptyState(puzzle));
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });
});
