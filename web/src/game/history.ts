// Undo and redo over whole states. Every action, whatever its kind, is one step; the timer lives
// outside, so undo never resets it.

import { type PlayerState, sameState } from './state';

export interface History {
  past: PlayerState[];
  present: PlayerState;
  future: PlayerState[];
}

/** Enough for any game; beyond it the oldest steps are dropped. */
const LIMIT = 5000;

export function startHistory(state: PlayerState): History {
  return { past: [], present: state, future: [] };
}

/** The history after an action; an action that changed nothing leaves no step to undo. */
export function record(history: History, next: PlayerState): History {
  if (next === history.present || sameState(next, history.present)) return history;
  const past = [...history.past, history.present];
  if (past.length > LIMIT) past.shift();
  return { past, present: next, future: [] };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

export function undo(history: History): History {
  if (!canUndo(history)) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
  };
}

export function redo(history: History): History {
  if (!canRedo(history)) return history;
  return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1) };
}
