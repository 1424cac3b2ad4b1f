// Two engine workers, so that a long job never holds up what a player waits on while playing.
// The engine answers one request at a time per worker: with one worker, the rating of a pasted
// puzzle (seconds) queued every conflicts request behind it, and the conflict marks came late.
// Quick ops go to one worker, long jobs (rate, generate, solve, ...) to the other; each worker is
// an EngineClient, with its own channels, timeouts and restarts. Ops not listed as quick count as
// long, so a new slow op can never stall the quick worker.

import { type Engine, EngineClient, type RequestOptions, spawnEngineWorker, type WorkerFactory } from './client';
import type { EngineRequest } from './protocol';

/**
 * The ops that answer at once (docs/api.md: they read the puzzle, compare a grid against its
 * rules or replay a deduction grid's marks; none searches). Every other op runs on the long worker.
 */
export const QUICK_OPS: ReadonlySet<string> = new Set(['version', 'parse', 'board', 'conflicts', 'check', 'deduce_mark', 'deduce_hint']);

export class SplitEngine implements Engine {
  /** The worker of the quick ops. */
  readonly quick: EngineClient;
  /** The worker of everything else (rate, generate, solve, count, hint, trace, explain, ...). */
  readonly long: EngineClient;

  constructor(spawn: (role: 'quick' | 'long') => ReturnType<WorkerFactory> = (role) => spawnEngineWorker(`gridforge-engine-${role}`), defaultTimeoutMs = 120_000) {
    this.quick = new EngineClient(() => spawn('quick'), defaultTimeoutMs);
    this.long = new EngineClient(() => spawn('long'), defaultTimeoutMs);
  }

  /** Both workers warmed up (starting both: the first generation then waits for no warm-up). */
  get ready(): Promise<void> {
    return Promise.all([this.quick.ready, this.long.ready]).then(() => undefined);
  }

  request<T = any>(request: EngineRequest, options: RequestOptions = {}): Promise<T> {
    return this.workerFor(request.op).request<T>(request, options);
  }

  /** A channel's requests all go to one worker (a channel carries one op or quick ones alone). */
  cancel(channel?: string): void {
    this.quick.cancel(channel);
    this.long.cancel(channel);
  }

  /** Requests still waiting for an answer, on both workers. */
  get pendingCount(): number {
    return this.quick.pendingCount + this.long.pendingCount;
  }

  private workerFor(op: string): EngineClient {
    return QUICK_OPS.has(op) ? this.quick : this.long;
  }
}

/** The app's engine (the page sets `window.gridforge = { engine }` for the browser tests). */
export const engine = new SplitEngine();
