import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CancelledError, EngineClient, EngineError, EngineFailure, EngineTimeoutError, SupersededError, type WorkerLike } from './client';
import type { FromWorker, ToWorker } from './protocol';

/** A worker that records what it was sent and answers only when the test says so. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  sent: ToWorker[] = [];
  terminated = false;

  postMessage(message: ToWorker): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(message: FromWorker): void {
    this.onmessage?.({ data: message });
  }
  requests(): { id: number; op: string }[] {
    return this.sent.flatMap((m) => ('request' in m ? [{ id: m.id, op: m.request.op }] : []));
  }
}

function setup(timeoutMs = 1000) {
  const workers: FakeWorker[] = [];
  const client = new EngineClient(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  }, timeoutMs);
  return { client, workers };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('EngineClient', () => {
  it('starts no worker before it is used, then numbers requests and resolves each by its id', async () => {
    const { client, workers } = setup();
    expect(workers).toHaveLength(0);
    const a = client.request({ op: 'version' });
    const b = client.request({ op: 'parse', puzzle: '1' });
    expect(workers).toHaveLength(1);
    const [first, second] = workers[0].requests();
    expect(second.id).toBeGreaterThan(first.id);
    workers[0].reply({ id: second.id, response: { family: 'sudoku' } });
    workers[0].reply({ id: first.id, response: { engine: 'gridforge' } });
    await expect(a).resolves.toEqual({ engine: 'gridforge' });
    await expect(b).resolves.toEqual({ family: 'sudoku' });
    expect(client.pendingCount).toBe(0);
  });

  it('rejects an error answer with EngineError carrying key and kind', async () => {
    const { client, workers } = setup();
    const request = client.request({ op: 'generate', level: 'hardest' });
    workers[0].reply({ id: workers[0].requests()[0].id, response: { error: 'request key "level": ...', key: 'level', kind: 'usage' } });
    const error = await request.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ key: 'level', kind: 'usage', name: 'EngineError' });
  });

  it('answers only the latest request of a channel and withdraws the older one from the worker queue', async () => {
    const { client, workers } = setup();
    const older = client.request({ op: 'hint' }, { channel: 'hint' });
    const other = client.request({ op: 'rate' }, { channel: 'rate' });
    const newer = client.request({ op: 'hint' }, { channel: 'hint' });
    await expect(older).rejects.toBeInstanceOf(SupersededError);
    const [olderId, otherId, newerId] = workers[0].requests().map((r) => r.id);
    expect(workers[0].sent).toContainEqual({ cancel: olderId });
    // The stale answer arrives anyway and is dropped; the newer one resolves.
    workers[0].reply({ id: olderId, response: { stale: true } });
    workers[0].reply({ id: newerId, response: { fresh: true } });
    workers[0].reply({ id: otherId, response: { rated: true } });
    await expect(newer).resolves.toEqual({ fresh: true });
    await expect(other).resolves.toEqual({ rated: true });
  });

  it('times out, replaces the stuck worker and sends the other waiting requests again', async () => {
    const { client, workers } = setup(1000);
    const slow = client.request({ op: 'generate' }, { timeoutMs: 500 });
    const patient = client.request({ op: 'version' }, { timeoutMs: 0 });
    vi.advanceTimersByTime(499);
    expect(workers).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(slow).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(workers[0].terminated).toBe(true);
    expect(workers).toHaveLength(2);
    const resent = workers[1].requests();
    expect(resent.map((r) => r.op)).toEqual(['version']);
    workers[1].reply({ id: resent[0].id, response: { engine: 'gridforge' } });
    await expect(patient).resolves.toEqual({ engine: 'gridforge' });
  });

  it('uses the default timeout when a request names none', async () => {
    const { client } = setup(1000);
    const request = client.request({ op: 'solve' });
    vi.advanceTimersByTime(1000);
    await expect(request).rejects.toThrow(/within 1 s/);
  });

  it('cancels a channel by replacing the worker; other channels go on in the new one', async () => {
    const { client, workers } = setup();
    const generation = client.request({ op: 'generate' }, { channel: 'generate' });
    const hint = client.request({ op: 'hint' }, { channel: 'hint' });
    client.cancel('generate');
    await expect(generation).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0].terminated).toBe(true);
    expect(workers[1].requests().map((r) => r.op)).toEqual(['hint']);
    workers[1].reply({ id: workers[1].requests()[0].id, response: { ok: 1 } });
    await expect(hint).resolves.toEqual({ ok: 1 });
  });

  it('cancels everything without a channel, and does nothing when nothing waits', async () => {
    const { client, workers } = setup();
    client.cancel();
    expect(workers).toHaveLength(0);
    const a = client.request({ op: 'a' });
    const b = client.request({ op: 'b' }, { channel: 'x' });
    client.cancel();
    await expect(a).rejects.toBeInstanceOf(CancelledError);
    await expect(b).rejects.toBeInstanceOf(CancelledError);
    expect(workers[1].requests()).toEqual([]);
  });

  it('resolves ready after the warm-up, also across a restart', async () => {
    const { client, workers } = setup();
    let warm = false;
    void client.ready.then(() => (warm = true));
    void client.request({ op: 'generate' }, { channel: 'g' }).catch(() => undefined);
    client.cancel('g');
    workers[0].reply({ ready: true, warmupMs: 5 });
    await Promise.resolve();
    expect(warm).toBe(false);
    workers[1].reply({ ready: true, warmupMs: 42 });
    await client.ready;
    await Promise.resolve();
    expect(warm).toBe(true);
    expect(client.warmupMs).toBe(42);
  });

  it('fails every waiting request when the engine cannot load, and starts afresh on the next request', async () => {
    const { client, workers } = setup();
    const ready = client.ready;
    const request = client.request({ op: 'version' });
    workers[0].reply({ ready: false, failure: 'the engine could not be loaded: 404' });
    await expect(ready).rejects.toBeInstanceOf(EngineFailure);
    await expect(request).rejects.toThrow(/404/);
    const again = client.request({ op: 'version' });
    expect(workers).toHaveLength(2);
    workers[1].reply({ id: workers[1].requests()[0].id, response: { engine: 'gridforge' } });
    await expect(again).resolves.toEqual({ engine: 'gridforge' });
  });

  it('rejects one request whose answer the worker could not produce', async () => {
    const { client, workers } = setup();
    const request = client.request({ op: 'version' });
    workers[0].reply({ id: workers[0].requests()[0].id, failure: 'RuntimeError: unreachable' });
    await expect(request).rejects.toThrow('RuntimeError: unreachable');
  });
});
