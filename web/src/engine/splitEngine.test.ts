import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EngineClient, type WorkerLike } from './client';
import type { FromWorker, ToWorker } from './protocol';
import { QUICK_OPS, SplitEngine } from './splitEngine';

/**
 * A worker that, like the real one, answers one request at a time in the order they came; each op
 * takes the (fake-timer) time the test gives it, so a slow rating really holds up what queues behind.
 */
class SerialWorker implements WorkerLike {
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  readonly received: string[] = [];
  private queue: { id: number; op: string }[] = [];
  private busy = false;

  constructor(private readonly durationMs: Record<string, number>) {
    setTimeout(() => this.onmessage?.({ data: { ready: true, warmupMs: 0 } }), 0);
  }
  postMessage(message: ToWorker): void {
    if ('cancel' in message) {
      this.queue = this.queue.filter((job) => job.id !== message.cancel);
      return;
    }
    this.received.push(message.request.op);
    this.queue.push({ id: message.id, op: message.request.op });
    this.next();
  }
  terminate(): void {
    this.queue = [];
  }
  private next(): void {
    if (this.busy) return;
    const job = this.queue.shift();
    if (!job) return;
    this.busy = true;
    setTimeout(() => {
      this.busy = false;
      this.onmessage?.({ data: { id: job.id, response: { op: job.op } } });
      this.next();
    }, this.durationMs[job.op] ?? 0);
  }
}

const SLOW_RATING = { rate: 20_000, conflicts: 1 };

/** Whether `promise` has settled, after the fake clock moved on by `ms`. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SplitEngine', () => {
  it('answers a conflicts request while a slow rating is still running', async () => {
    const workers: Record<string, SerialWorker> = {};
    const engine = new SplitEngine((role) => (workers[role] = new SerialWorker(SLOW_RATING)), 0);
    const rating = engine.request({ op: 'rate', puzzle: 'p' });
    const conflicts = engine.request({ op: 'conflicts', puzzle: 'p', grid: '.' });
    expect(await settledAfter(conflicts, 10)).toBe(true);
    await expect(conflicts).resolves.toEqual({ op: 'conflicts' });
    expect(await settledAfter(rating, 0)).toBe(false);
    expect(engine.pendingCount).toBe(1);
    expect(await settledAfter(rating, SLOW_RATING.rate)).toBe(true);
    expect(workers.quick.received).toEqual(['conflicts']);
    expect(workers.long.received).toEqual(['rate']);
  });

  it('is needed: one worker holds the conflicts request until the rating is done', async () => {
    const client = new EngineClient(() => new SerialWorker(SLOW_RATING), 0);
    const rating = client.request({ op: 'rate', puzzle: 'p' });
    const conflicts = client.request({ op: 'conflicts', puzzle: 'p', grid: '.' });
    expect(await settledAfter(conflicts, 10)).toBe(false);
    expect(await settledAfter(rating, SLOW_RATING.rate)).toBe(true);
    expect(await settledAfter(conflicts, 10)).toBe(true);
  });

  it('sends the quick ops to the quick worker and every other op, known or not, to the long one', async () => {
    const workers: Record<string, SerialWorker> = {};
    const engine = new SplitEngine((role) => (workers[role] = new SerialWorker({})), 0);
    const long = ['rate', 'generate', 'solve', 'count', 'hint', 'trace', 'explain', 'deduce_rate', 'deduce_explain', 'an_op_added_later'];
    const answers = [...QUICK_OPS, ...long].map((op) => engine.request({ op }));
    await vi.runAllTimersAsync();
    await Promise.all(answers);
    expect(workers.quick.received).toEqual(['version', 'parse', 'board', 'conflicts', 'check', 'deduce_mark', 'deduce_hint']);
    expect(workers.long.received).toEqual(long);
  });

  it('is ready when both workers have warmed up, and cancel reaches the worker holding the channel', async () => {
    const workers: Record<string, SerialWorker> = {};
    const engine = new SplitEngine((role) => (workers[role] = new SerialWorker(SLOW_RATING)), 0);
    const ready = engine.ready;
    expect(Object.keys(workers).sort()).toEqual(['long', 'quick']);
    expect(await settledAfter(ready, 1)).toBe(true);
    const rating = engine.request({ op: 'rate' }, { channel: 'rate:1' });
    engine.cancel('rate:1');
    await expect(rating).rejects.toThrow('cancelled');
    expect(engine.pendingCount).toBe(0);
  });
});
