// The search trace (`trace` op) replayed as a stack on a copy of the board: a slider picks how
// many of the propagation solver's events have happened; guesses, naked singles and hidden singles
// are drawn in their own colours, and backtracking takes the abandoned branch off again.

import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Engine } from '../engine/client';
import type { TraceResponse } from '../engine/protocol';
import type { Puzzle } from '../game/puzzle';
import { type TraceEvent, describeEvent, replayTrace } from '../game/trace';
import { BoardSvg, type DigitTone } from './BoardSvg';
import { Modal } from './Modal';

export interface TraceDialogProps {
  puzzle: Puzzle;
  engine: Engine;
  onClose(): void;
  onError(error: unknown): void;
}

type Loaded = TraceResponse['x-trace'];

export function TraceDialog({ puzzle, engine, onClose, onError }: TraceDialogProps) {
  const [trace, setTrace] = useState<Loaded | null>(null);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let live = true;
    engine
      .request<TraceResponse>({ op: 'trace', puzzle: puzzle.json, limit: 1, max_events: 100000 }, { channel: 'trace', timeoutMs: 60_000 })
      .then((answer) => {
        if (!live) return;
        setTrace(answer['x-trace']);
        setPosition(0);
      })
      .catch((error: unknown) => {
        if (live) onError(error);
      });
    return () => {
      live = false;
    };
  }, [puzzle]);

  const events: TraceEvent[] = trace?.events ?? [];
  const replayed = useMemo(() => {
    try {
      return { frame: replayTrace(puzzle, events, position), error: null };
    } catch (error) {
      return { frame: replayTrace(puzzle, [], 0), error: (error as Error).message };
    }
  }, [trace, position]);
  const frame = replayed.frame;

  // Playing: a few hundred frames at most, whatever the trace's length.
  useEffect(() => {
    if (!playing || !trace) return;
    const stride = Math.max(1, Math.ceil(events.length / 300));
    const timer = setInterval(() => {
      setPosition((p) => {
        const next = Math.min(events.length, p + stride);
        if (next >= events.length) setPlaying(false);
        return next;
      });
    }, 60);
    return () => clearInterval(timer);
  }, [playing, trace]);

  const values = puzzle.givens.map((given, cell) => given || frame.digits[cell]);
  const tones: (DigitTone | null)[] = puzzle.givens.map((given, cell) => (given ? 'given' : frame.kinds[cell]));
  const guesses = frame.stack.filter((p) => p.kind === 'guess').length;

  return (
    <Modal title="Search trace" class="trace-dialog" onClose={onClose}>
      {!trace ? (
        <p class="muted">Tracing the propagation solver…</p>
      ) : (
        <div class="trace-body">
          <div class="trace-board">
            <BoardSvg puzzle={puzzle} values={values} tones={tones} ring={frame.last?.cellIndex ?? null} />
          </div>
          <div class="trace-side">
            <p class="trace-event" aria-live="polite">
              {replayed.error ? `The trace cannot be replayed: ${replayed.error}` : describeEvent(frame.last, frame.depth)}
            </p>
            <label class="trace-slider">
              <span>
                Event {position} of {events.length}
              </span>
              <input
                type="range"
                min={0}
                max={events.length}
                value={position}
                aria-label="Trace position"
                onInput={(event) => {
                  setPlaying(false);
                  setPosition(Number((event.target as HTMLInputElement).value));
                }}
              />
            </label>
            <div class="trace-buttons">
              <button type="button" onClick={() => setPosition((p) => Math.max(0, p - 1))} disabled={position === 0}>
                Step back
              </button>
              <button
                type="button"
                onClick={() => {
                  // At the end, Play replays the search from the givens rather than doing nothing.
                  if (!playing && position >= events.length) setPosition(0);
                  setPlaying(!playing);
                }}
                disabled={events.length === 0}
              >
                {playing ? 'Stop' : 'Play'}
              </button>
              <button type="button" onClick={() => setPosition((p) => Math.min(events.length, p + 1))} disabled={position >= events.length}>
                Step forward
              </button>
            </div>
            <dl class="trace-stats">
              <dt>On the stack</dt>
              <dd>
                {frame.stack.length} placements, {guesses} {guesses === 1 ? 'guess' : 'guesses'}
              </dd>
              <dt>Whole search</dt>
              <dd>
                {trace.nodes} nodes, {trace.choices} branch points, {trace.deductions} deductions
              </dd>
            </dl>
            {trace.truncated && <p class="muted">The trace was cut at {events.length} events.</p>}
            <ul class="legend">
              <li>
                <span class="legend-chip tone-guess" aria-hidden="true">5</span> guess
              </li>
              <li>
                <span class="legend-chip tone-naked_single" aria-hidden="true">5</span> naked single
              </li>
              <li>
                <span class="legend-chip tone-hidden_single" aria-hidden="true">5</span> hidden single
              </li>
            </ul>
          </div>
        </div>
      )}
    </Modal>
  );
}
