// The page's side of the engine worker. Every request gets an id and a promise; on a channel only
// the latest request counts (an older one rejects with SupersededError, so a slow answer can never
// overwrite a newer one); a request that runs too long rejects with EngineTimeoutError and the stuck
// worker is replaced; cancel() ends a long generation the same way. Requests of other channels that
// were waiting in a replaced worker are sent again to the new one, so they are not lost.

import type { EngineRequest, ErrorResponse, FromWorker, ToWorker } from './protocol';

/** What the client needs of a Worker (a fake one in tests). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: { data: FromWorker }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

export type WorkerFactory = () => WorkerLike;

/** The engine answered with `{"error": ...}` (docs/api.md). */
export class EngineError extends Error {
  readonly key: string | undefined;
  readonly kind: string;
  constructor(response: ErrorResponse) {
    super(response.error);
    this.name = 'EngineError';
    this.key = response.key;
    this.kind = response.kind ?? 'internal';
  }
}

/** A newer request on the same channel replaced this one. */
export class SupersededError extends Error {
  constructor() {
    super('replaced by a newer request');
    this.name = 'SupersededError';
  }
}

/** cancel() ended the request. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

export class EngineTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the engine did not answer within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'EngineTimeoutError';
  }
}

/** The worker could not answer at all (the engine failed to load, or crashed). */
export class EngineFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineFailure';
  }
}

export interface RequestOptions {
  /** Reject and replace the worker after this long (default: the client's default). 0 = never. */
  timeoutMs?: number;
  /** Only the latest request of a channel is answered. */
  channel?: string;
}

interface Pending {
  id: number;
  request: EngineRequest;
  channel: string | undefined;
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout> | null;
}

function isErrorResponse(response: unknown): response is ErrorResponse {
  return typeof response === 'object' && response !== null && typeof (response as ErrorResponse).error === 'string';
}

export function spawnEngineWorker(name = 'gridforge-engine'): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }) as unknown as WorkerLike;
}

/** What the screens use of an engine: one worker (EngineClient) or two (SplitEngine). */
export interface Engine {
  /** Settles when the engine is loaded and warmed up. */
  readonly ready: Promise<void>;
  request<T = any>(request: EngineRequest, options?: RequestOptions): Promise<T>;
  /** Ends the pending requests of `channel` (all of them without one). */
  cancel(channel?: string): void;
}

export class EngineClient implements Engine {
  /** Warm-up time of the current worker, once known (for the measurements). */
  warmupMs: number | null = null;

  private worker: WorkerLike | null = null;
  private readyPromise!: Promise<void>;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly latest = new Map<string, number>();
  private broken = false;
  private settleReady: { resolve: () => void; reject: (error: Error) => void } | null = null;

  constructor(
    private readonly spawn: WorkerFactory = spawnEngineWorker,
    private readonly defaultTimeoutMs = 120_000,
  ) {}

  /**
   * Settles when the current worker has loaded the engine and warmed it up. The worker starts on
   * the first use of `ready` or `request`, so importing this module costs nothing.
   */
  get ready(): Promise<void> {
    return this.ensureWorker().readyPromise;
  }

  request<T = any>(request: EngineRequest, options: RequestOptions = {}): Promise<T> {
    this.ensureWorker();
    if (this.broken) this.restart();
    const id = this.nextId++;
    const channel = options.channel;
    if (channel !== undefined) {
      const previous = this.latest.get(channel);
      if (previous !== undefined && this.pending.has(previous)) {
        this.settle(previous, (p) => p.reject(new SupersededError()));
        // Still queued in the worker: it need not run.
        this.worker!.postMessage({ cancel: previous });
      }
      this.latest.set(channel, id);
    }
    return new Promise<T>((resolve, reject) => {
      const pending: Pending = {
        id,
        request,
        channel,
        timeoutMs: options.timeoutMs ?? this.defaultTimeoutMs,
        resolve: resolve as (value: unknown) => void,
        reject,
        timer: null,
      };
      this.pending.set(id, pending);
      this.armTimer(pending);
      this.worker!.postMessage({ id, request });
    });
  }

  /** Ends the pending requests of `channel` (all of them without one) by replacing the worker. */
  cancel(channel?: string): void {
    const ended = [...this.pending.values()].filter((p) => channel === undefined || p.channel === channel);
    if (ended.length === 0) return;
    for (const p of ended) this.settle(p.id, (q) => q.reject(new CancelledError()));
    this.restart();
  }

  /** Requests still waiting for an answer. */
  get pendingCount(): number {
    return this.pending.size;
  }

  private ensureWorker(): this {
    if (this.worker === null) this.start();
    return this;
  }

  private start(): void {
    this.broken = false;
    this.warmupMs = null;
    this.readyPromise = new Promise<void>((resolve, reject) => {
      this.settleReady = { resolve, reject };
    });
    // A page that never awaits `ready` must not see an unhandled rejection.
    this.readyPromise.catch(() => undefined);
    const worker = this.spawn();
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => this.fail(event.message || 'the engine worker failed to start');
    this.worker = worker;
  }

  /** A fresh worker; requests that were waiting in the old one are sent again. */
  private restart(): void {
    const old = this.worker!;
    old.onmessage = null;
    old.onerror = null;
    old.terminate();
    // Whoever waits for the old worker's warm-up now waits for the new one's.
    const previousReady = this.settleReady;
    this.start();
    if (previousReady) this.readyPromise.then(previousReady.resolve, previousReady.reject);
    for (const p of [...this.pending.values()].sort((a, b) => a.id - b.id)) {
      this.armTimer(p);
      this.worker!.postMessage({ id: p.id, request: p.request });
    }
  }

  private armTimer(p: Pending): void {
    if (p.timer !== null) clearTimeout(p.timer);
    p.timer = null;
    if (p.timeoutMs > 0) {
      p.timer = setTimeout(() => {
        this.settle(p.id, (q) => q.reject(new EngineTimeoutError(q.timeoutMs)));
        this.restart();
      }, p.timeoutMs);
    }
  }

  private receive(message: FromWorker): void {
    if ('ready' in message) {
      if (message.ready) {
        this.warmupMs = message.warmupMs;
        this.settleReady?.resolve();
      } else {
        this.fail(message.failure);
      }
      return;
    }
    // Answers to superseded or cancelled requests arrive too: they are dropped here.
    if ('failure' in message) {
      this.settle(message.id, (p) => p.reject(new EngineFailure(message.failure)));
    } else {
      const response = message.response;
      this.settle(message.id, (p) => (isErrorResponse(response) ? p.reject(new EngineError(response)) : p.resolve(response)));
    }
  }

  /** The worker is unusable: every waiting request fails; the next request starts a new worker. */
  private fail(message: string): void {
    this.broken = true;
    this.settleReady?.reject(new EngineFailure(message));
    for (const p of [...this.pending.values()]) this.settle(p.id, (q) => q.reject(new EngineFailure(message)));
  }

  private settle(id: number, how: (p: Pending) => void): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    if (p.timer !== null) clearTimeout(p.timer);
    if (p.channel !== undefined && this.latest.get(p.channel) === id) this.latest.delete(p.channel);
    how(p);
  }
}
