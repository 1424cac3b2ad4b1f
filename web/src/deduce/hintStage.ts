// Deduction hints in steps, as the Sudoku screen gives them (game/hints.ts), so that asking need
// not give the answer away (issue 12): first which clues to read, then the person whose verdict
// follows, then the engine's whole sentence with the verdict. The engine is asked once per state of
// the game; the later presses only show more of the step it gave, and an accepted move (a new
// state) retires the hint, so the next press starts again from the nudge with a new step.

import { FULL_HINT_LEVEL, type HintLevel, nextHintLevel } from '../game/hints';
import { verdictPhrase } from './labels';
import type { DeducePuzzle, DeduceStep, HintAnswer, Move } from './types';

/** The engine's hint for one state of the game, and how much of it is shown. */
export interface ShownHint {
  /** The state it was asked for (movesKey of the accepted moves). */
  key: string;
  /** The step, or null when the engine had none (everyone revealed, nothing forced). */
  step: DeduceStep | null;
  /** The engine's sentence: the step with its verdict, or why there is no step. */
  text: string;
  level: HintLevel;
}

/** What the screen shows of a hint: its words and what it highlights. */
export interface DeduceHintView {
  text: string;
  /** The level shown, or null for an answer without a step (which has no levels). */
  level: HintLevel | null;
  /** Whether another press would say more. */
  more: boolean;
  /** The person the hint names, by cell (from level 2: naming them is the second step). */
  person: string | null;
  /** Indices of the clues the step uses (every level: reading them is the nudge). */
  clues: number[];
  /** Revealed people the step relies on, by cell (from level 2, with the person). */
  facts: string[];
}

/** Identifies a state of the game: the engine's step depends on the accepted moves only. */
export function movesKey(moves: readonly Move[]): string {
  return JSON.stringify(moves.map((move) => [move.cell, move.verdict]));
}

/** The engine's answer for the state `key`, shown from its first level. */
export function receivedHint(key: string, answer: HintAnswer): ShownHint {
  const step = answer.hint;
  const text = answer.text || step?.text || (step ? '' : 'Nothing is forced from here.');
  return { key, step, text, level: 1 };
}

/** The hint shown for the state `key`: null when there is none or it was given for another state. */
export function currentHint(shown: ShownHint | null, key: string): ShownHint | null {
  return shown && shown.key === key ? shown : null;
}

/** Whether a further press would say more: a step not yet shown in full. */
function hasMore(shown: ShownHint): boolean {
  return shown.step !== null && shown.level < FULL_HINT_LEVEL;
}

/**
 * What a press of Hint does in the state `key`: "ask" the engine when no hint is shown for this
 * state, else the hint one level further on (or as it is, once the full step is shown).
 */
export function pressHint(shown: ShownHint | null, key: string): 'ask' | ShownHint {
  const current = currentHint(shown, key);
  if (!current) return 'ask';
  return { ...current, level: nextHintLevel(current.level, hasMore(current)) };
}

/**
 * Whether a received hint raises the count of hints: once per step, however many presses it takes
 * to show it in full and even when it is dismissed and asked again (the engine gives the same step
 * for the same state). `countedKey` is the state whose step was counted last.
 */
export function isNewHint(countedKey: string | null, hint: ShownHint): boolean {
  return hint.step !== null && hint.key !== countedKey;
}

function personName(puzzle: DeducePuzzle, cell: string): string {
  return puzzle.people.find((person) => person.cell === cell)?.name ?? cell;
}

/** "Ada" / "Ada and Ben" / "Ada, Ben and Cid". */
function listNames(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The nudge: whose clues to read, by the people who carry them ("Read Fiona's clue.", "Read the
 * clues of Fiona and Ben."). It names neither the person the step decides nor the verdict.
 */
export function clueNudge(puzzle: DeducePuzzle, step: DeduceStep): string {
  const carriers = [...new Set(step.clues.map((index) => puzzle.clues[index]?.carrier).filter((cell): cell is string => Boolean(cell)))];
  const names = carriers.map((cell) => personName(puzzle, cell));
  if (names.length === 0) return 'Look again at the people already revealed.';
  if (names.length === 1) return `Read ${names[0]}'s ${step.clues.length === 1 ? 'clue' : 'clues'}.`;
  return `Read the clues of ${listNames(names)}.`;
}

export function deduceHintView(puzzle: DeducePuzzle, shown: ShownHint): DeduceHintView {
  const { step, level } = shown;
  if (!step) return { text: shown.text, level: null, more: false, person: null, clues: [], facts: [] };
  const nudge = clueNudge(puzzle, step);
  const more = hasMore(shown);
  if (level === 1) return { text: nudge, level, more, person: null, clues: step.clues, facts: [] };
  const highlights = { person: step.cell, clues: step.clues, facts: step.facts };
  if (level === 2) {
    const text = `${nudge} Someone's verdict follows: look at ${personName(puzzle, step.cell)} (${step.cell}).`;
    return { text, level, more, ...highlights };
  }
  // The engine always words its step; the plain verdict stands in should a sentence be missing.
  const text = shown.text || `${personName(puzzle, step.cell)} is ${verdictPhrase(step.verdict)}.`;
  return { text, level, more, ...highlights };
}
