// The messages between the page and the engine worker, and the engine answers this UI reads
// (docs/api.md is the contract; only the fields used here are typed).

import type { EngineHintAnswer } from '../game/hints';
import type { BoardJson } from '../game/board';
import type { PuzzleJson } from '../game/puzzle';
import type { TraceEvent } from '../game/trace';

/** Any docs/api.md request: an op and its keys. */
export interface EngineRequest {
  op: string;
  [key: string]: unknown;
}

/** Page -> worker: a request, or the withdrawal of one still queued (a newer one replaced it). */
export type ToWorker = { id: number; request: EngineRequest } | { cancel: number };

/** Worker -> page: an answer (possibly an `{"error"}` object), a failure to answer, or warm-up done. */
export type FromWorker =
  | { id: number; response: unknown }
  | { id: number; failure: string }
  | { ready: true; warmupMs: number }
  | { ready: false; failure: string };

/** docs/api.md errors. */
export interface ErrorResponse {
  error: string;
  key?: string;
  kind?: 'usage' | 'input' | 'generation' | 'internal' | string;
}

export interface SudokuGenerateRequest extends EngineRequest {
  op: 'generate';
  family: 'sudoku';
  variant: string;
  scale: 'search' | 'technique' | 'mcm';
  level: string;
  seed: number | string;
  size: number;
}

export interface DeduceGenerateRequest extends EngineRequest {
  op: 'generate';
  family: 'deduce';
  size: string;
  mode: 'revealed' | 'open';
  seed: number | string;
  band?: string;
  /** Cast theme: everyday (default), village, station (docs/deduce.md). */
  theme?: string;
}

/** `generate` (sudoku) and `rate`: the puzzle JSON with its ratings. */
export type RatedPuzzle = PuzzleJson;

export interface ParseResponse {
  family: 'sudoku' | 'deduce';
  puzzle: Record<string, unknown>;
  rules?: string[];
}

export type HintResponse = PuzzleJson & { 'x-hint': EngineHintAnswer };

export interface CheckResponse {
  'x-check': { wrong_entries: { cell: string; digit: number }[]; removed_candidates: { cell: string; digit: number }[]; text: string };
}

export interface TraceResponse {
  'x-trace': { events: TraceEvent[]; truncated: boolean; count: number; nodes: number; choices: number; deductions: number };
}

/** `board`: the engine's description of a Sudoku-family puzzle's board (game/board.ts). */
export interface BoardResponse {
  board: BoardJson;
}
