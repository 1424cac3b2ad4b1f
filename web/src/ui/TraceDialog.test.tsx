// The trace dialog in jsdom with a fake engine worker: stepping through the replayed search, and
// Play at the end starting the replay again from the givens.

import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { mountPoint } from './testing/mountPoint';
import { EngineClient, type WorkerLike } from '../engine/client';
import type { FromWorker, ToWorker } from '../engine/protocol';
import { CLASSIC } from '../game/fixtures';
import { TraceDialog } from './TraceDialog';
import { puzzleOf } from '../engine/testing/nativeEngine';

const EVENTS = [
  { action: 'place', cell: 'r1c2', digit: 1, kind: 'guess' },
  { action: 'undo', cell: 'r1c2', digit: 1 },
  { action: 'place', cell: 'r1c2', digit: 2, kind: 'naked_single' },
];

/** Answers `trace` with EVENTS after a tick, as a worker would. */
class FakeTraceWorker implements WorkerLike {
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  postMessage(message: ToWorker): void {
    if (!('request' in message)) return;
    const response = { 'x-trace': { events: EVENTS, truncated: false, count: 1, nodes: 1, choices: 1, deductions: 1 } };
    setTimeout(() => this.onmessage?.({ data: { id: message.id, response } }), 0);
  }
  terminate(): void {}
}

const host = mountPoint();


const button = (text: string) => [...host().querySelectorAll('button')].find((b) => b.textContent === text)!;
const position = () => host().querySelector('.trace-slider span')!.textContent;

describe('the trace dialog', () => {
  it('steps through the search, and Play at the end replays it from the givens', async () => {
    act(() => {
      render(<TraceDialog puzzle={puzzleOf(CLASSIC)} engine={new EngineClient(() => new FakeTraceWorker())} onClose={() => undefined} onError={() => undefined} />, host());
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(position()).toBe('Event 0 of 3');
    for (let i = 0; i < 3; i++) act(() => button('Step forward').click());
    expect(position()).toBe('Event 3 of 3');
    expect(host().querySelector('.trace-event')!.textContent).toBe('Naked single: r1c2 = 2 (depth 0)');
    act(() => button('Play').click());
    expect(position()).toBe('Event 0 of 3');
    expect(button('Stop')).toBeDefined();
  });
});
