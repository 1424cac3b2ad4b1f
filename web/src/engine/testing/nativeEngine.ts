/// <reference types="node" />
// The real engine for the unit tests: the native command line's `gridforge api` (the same code
// the WebAssembly module runs, docs/api.md), so a test's board, peers and conflicts are the
// engine's own and never a copy kept in TypeScript. scripts/test builds the command line before
// the unit tests; GRIDFORGE_CLI names another one.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Puzzle, type PuzzleJson, parsePuzzle } from '../../game/puzzle';
import type { BoardResponse, EngineRequest, ErrorResponse } from '../protocol';

// Vitest runs in web/, as the e2e tests do.
const CLI = resolve(process.env.GRIDFORGE_CLI ?? '../build/gridforge');
const answers = new Map<string, unknown>();

/** The engine's answer to `request` (an error object included), as the worker would post it. */
export function nativeAnswer(request: EngineRequest): unknown {
  const text = JSON.stringify(request);
  if (!answers.has(text)) {
    if (!existsSync(CLI)) throw new Error(`the web unit tests need the engine's command line at ${CLI}: run scripts/build release gridforge, or set GRIDFORGE_CLI`);
    let output: string;
    try {
      output = execFileSync(CLI, ['api', text], { encoding: 'utf8' });
    } catch (failure) {
      // An error answer (exit code 3, 4, ...) is an answer too: its JSON is on standard output.
      output = String((failure as { stdout?: string }).stdout ?? '');
      if (!output.trim().startsWith('{')) throw failure;
    }
    answers.set(text, JSON.parse(output));
  }
  return answers.get(text);
}

/** The puzzle of `json` on the board the engine describes; throws the engine's error. */
export function puzzleOf(json: PuzzleJson): Puzzle {
  const answer = nativeAnswer({ op: 'board', puzzle: json }) as BoardResponse | ErrorResponse;
  if ('error' in answer) throw new Error(answer.error);
  return parsePuzzle(json, answer.board);
}
