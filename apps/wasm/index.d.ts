// Types of @gridforge/engine. The requests and answers are gridforge's JSON API, documented in the
// repository's docs/api.md (keys, defaults, ranges, result objects) and docs/formats.md (puzzles).
// Answers are typed loosely (`Answer`): their shape is the command line's `--json` output of the
// same operation and is documented there, not repeated here.

/**
 * A Sudoku puzzle: the JSON form of docs/formats.md (`givens`, `regions`, `cages`, ...; a `generate`
 * answer is one), or any text the command line reads for one puzzle (a line, a drawn grid, a link).
 */
export type PuzzleInput = string | Readonly<Record<string, unknown>>;
/** A deduction grid: the `gridforge-deduce/1` object of docs/deduce.md (a `generate` answer), or its JSON text. */
/** How a 16x16 puzzle given as text writes its digits: 'hex' (0-F) or 'letters' (1-9, A-G); docs/api.md. */
export type DigitStyle = 'hex' | 'letters';

export type DeducePuzzleInput = string | Readonly<Record<string, unknown>>;
/** A seed, 0..2^64-1: a decimal string keeps seeds beyond 2^53 exact. */
export type Seed = number | string;
/** A player's board: the N*N line form with pencil marks per cell, or any text `hint --state` reads. */
export type PlayerState = string | { grid: string; candidates?: Record<string, string> };
export interface DeduceMove {
  cell: string;
  verdict: 'criminal' | 'innocent';
}

/**
 * Seconds (above 0, up to 1e9) after which a long request (generate, solve, count, rate, explain, hint,
 * trace, check, validate, deduce_mark, deduce_hint, deduce_rate, deduce_explain) gives up with an ErrorAnswer of kind 'time_limit'. A cooperative deadline that the engine's
 * loops read (no thread: it works in a Web Worker as natively); docs/api.md "Time limit".
 */
export interface TimeLimited { time_limit?: number }

export interface VersionRequest { op: 'version' }
export interface ParseRequest { op: 'parse'; puzzle: PuzzleInput | DeducePuzzleInput; digits?: DigitStyle }
export interface SudokuGenerateRequest extends TimeLimited {
  op: 'generate';
  family?: 'sudoku';
  /** "classic" (default), "x", "jigsaw", "killer", "thermo", or a comma list such as "killer,x". */
  variant?: string;
  scale?: 'search' | 'technique' | 'mcm';
  /** "any" (default) or a level of `scale`: search easy|medium|hard|evil, technique easy|medium|hard|unfair|extreme, mcm cinch|confusing|challenging|crazy. */
  level?: string;
  seed?: Seed;
  size?: 4 | 6 | 8 | 9 | 10 | 12 | 14 | 15 | 16;
  symmetry?: 'none' | 'rotate180' | 'rotate90' | 'mirror' | 'diagonal';
  attempts?: number;
  fill?: 'propagation' | 'diagonal-boxes';
  max_cage?: number;
  givens?: number;
  thermos?: number;
  thermo_length?: number;
}
export interface DeduceGenerateRequest extends TimeLimited {
  op: 'generate';
  family: 'deduce';
  /** Columns x rows, e.g. "4x5" (default). */
  size?: string;
  mode?: 'revealed' | 'open';
  seed?: Seed;
  band?: '' | 'easy' | 'medium' | 'tricky' | 'hard' | 'brutal';
  theme?: 'everyday' | 'village' | 'station';
  attempts?: number;
}
export interface SolveRequest extends TimeLimited { op: 'solve'; puzzle: PuzzleInput; digits?: DigitStyle; strategy?: string }
export interface CountRequest extends TimeLimited { op: 'count'; puzzle: PuzzleInput; digits?: DigitStyle; limit?: number; strategy?: string }
export interface RateRequest extends TimeLimited { op: 'rate'; puzzle: PuzzleInput; digits?: DigitStyle }
export interface ExplainRequest extends TimeLimited { op: 'explain'; puzzle: PuzzleInput; digits?: DigitStyle }
export interface HintRequest extends TimeLimited { op: 'hint'; puzzle: PuzzleInput; digits?: DigitStyle; state?: PlayerState; level?: 1 | 2 | 3 }
export interface CheckRequest extends TimeLimited { op: 'check'; puzzle: PuzzleInput; digits?: DigitStyle; state: PlayerState }
export interface TraceRequest extends TimeLimited { op: 'trace'; puzzle: PuzzleInput; digits?: DigitStyle; limit?: number; max_events?: number }
export interface BoardRequest { op: 'board'; puzzle: PuzzleInput; digits?: DigitStyle }
export interface ConflictsRequest { op: 'conflicts'; puzzle: PuzzleInput; digits?: DigitStyle; grid: string }
export interface DeduceMarkRequest extends TimeLimited {
  op: 'deduce_mark';
  puzzle: DeducePuzzleInput;
  moves?: DeduceMove[];
  /** A cell name ("B2") or a person's name, any case. */
  cell: string;
  verdict: 'criminal' | 'innocent';
}
export interface DeduceHintRequest extends TimeLimited { op: 'deduce_hint'; puzzle: DeducePuzzleInput; moves?: DeduceMove[] }
export interface DeduceRateRequest extends TimeLimited { op: 'deduce_rate'; puzzle: DeducePuzzleInput }
export interface DeduceExplainRequest extends TimeLimited { op: 'deduce_explain'; puzzle: DeducePuzzleInput; drawing?: 'svg' | 'dot' }

/** Every request of docs/api.md. The engine refuses unknown ops and keys with a `usage` error. */
export type Request =
  | VersionRequest
  | ParseRequest
  | SudokuGenerateRequest
  | DeduceGenerateRequest
  | SolveRequest
  | CountRequest
  | RateRequest
  | ExplainRequest
  | HintRequest
  | CheckRequest
  | TraceRequest
  | BoardRequest
  | ConflictsRequest
  | DeduceMarkRequest
  | DeduceHintRequest
  | DeduceRateRequest
  | DeduceExplainRequest;

/** An answer: the same object as the command line's `--json` output of the operation. */
export type Answer = Record<string, unknown>;

/** docs/api.md "Errors": what a refused request answers; the command line's exit codes 2, 3, 6, 12 and 1. */
export interface ErrorAnswer {
  error: string;
  /** The request key at fault ("level", "moves[2]"), when there is one. */
  key?: string;
  kind: 'usage' | 'input' | 'generation' | 'internal' | 'time_limit';
  [key: string]: unknown;
}

export interface Engine {
  /** The engine's version, as `gridforge --version` prints it: the package's version. */
  readonly version: string;
  /**
   * One request as an object, its answer parsed. Never throws for a refused request: the answer is
   * then an ErrorAnswer (test it with isErrorAnswer). Runs synchronously on the calling thread; in
   * a page, call it from a Web Worker, since generation and rating can take seconds.
   */
  request(request: Request): Answer | ErrorAnswer;
  /** The same as JSON text in and out: the request is passed through unparsed. */
  handle(requestText: string): string;
}

/** Options passed to the emscripten module factory unchanged. */
export interface LoadOptions {
  /** The .wasm bytes, when the page or program has them already. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where a file the module needs ("gridforge.wasm") is served from. */
  locateFile?: (path: string, prefix: string) => string;
  [option: string]: unknown;
}

/**
 * Loads and instantiates the engine. In browsers, workers and bundlers gridforge.wasm is fetched from
 * beside the module; in Node.js it is read from the package's folder. Rejects when the WebAssembly
 * cannot be fetched or compiled.
 */
export function loadEngine(options?: LoadOptions): Promise<Engine>;

/** True when an answer is the API's error object. */
export function isErrorAnswer(answer: unknown): answer is ErrorAnswer;
