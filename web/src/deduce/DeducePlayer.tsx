// The deduction-grid screen (issue 12, "Deduction grids"): the people as cards, marks judged by the
// engine's deduce_mark (accepted, refused as a guess, or a mistake), clues appearing as people are
// revealed, hints in three steps (hintStage.ts) with the clues they use highlighted, pencil notes
// with undo, and a summary at the end. The engine keeps no session (docs/api.md): every request
// carries the accepted moves, which live in a DeduceSession saved to localStorage under a key
// derived from the puzzle. The logic graph (LogicGraphView) opens from the summary, or during play
// as "Show how", limited to what is already solved.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Engine } from '../engine/client';
import { themeLabel } from '../game/deduceRequest';
import { clueDisplayOrder, parseSize, revealedVerdicts, type BoardShape } from './board';
import { ClueList } from './ClueList';
import { DeduceBoard } from './DeduceBoard';
import { DeduceHintPanel } from './DeduceHintPanel';
import { DeduceSummary } from './DeduceSummary';
import { engineErrorText, isQuietEngineError, unreplayableMove } from './engineErrors';
import { currentHint, deduceHintView, isNewHint, movesKey, pressHint, receivedHint, type ShownHint } from './hintStage';
import { formatClock, verdictPhrase } from './labels';
import { LogicGraphView } from './LogicGraphView';
import {
  addElapsed,
  clearNote,
  loadSession,
  recordHint,
  recordMark,
  redoNote,
  saveSession,
  storageKey,
  toggleNote,
  toggleUsedClue,
  undoNote,
  type DeduceSession,
  type SessionStorage,
} from './session';
import type { DeducePuzzle, HintAnswer, MarkAnswer, Verdict } from './types';
import './deduce.css';

export interface DeducePlayerProps {
  engine: Engine;
  /** A gridforge-deduce/1 object (docs/deduce.md), passed to the engine as it is. */
  puzzle: object;
  onNewGame: () => void;
}

/** Requests of this screen share one channel: a mark makes a hint still being computed stale. */
const CHANNEL = 'deduce';
/** How long new clues and a just-revealed card stay highlighted. */
const FRESH_MS = 4000;
/** A timer tick longer than this is a suspended machine, not play time. */
const MAX_TICK_MS = 5000;

function browserStorage(): SessionStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage denied (sandboxed frame): play on without saving
  }
}

/** Why this object cannot be played, or null when it has the shape the screen relies on. */
function unplayableReason(puzzle: Partial<DeducePuzzle>): string | null {
  if (puzzle.format !== 'gridforge-deduce/1') return 'This is not a gridforge-deduce/1 puzzle.';
  let shape: BoardShape;
  try {
    shape = parseSize(String(puzzle.size));
  } catch (error) {
    return engineErrorText(error);
  }
  if (!Array.isArray(puzzle.people) || puzzle.people.length !== shape.columns * shape.rows) return 'The puzzle does not have one person per cell.';
  if (!Array.isArray(puzzle.clues) || !Array.isArray(puzzle.reveals) || typeof puzzle.solution !== 'string') return 'The puzzle lacks clues, reveals or a solution.';
  return null;
}

export function DeducePlayer({ engine, puzzle, onNewGame }: DeducePlayerProps) {
  const reason = unplayableReason(puzzle as Partial<DeducePuzzle>);
  if (reason) {
    return (
      <div class="deduce-player">
        <p role="status" class="deduce-status is-error">
          {reason}
        </p>
      </div>
    );
  }
  const game = puzzle as DeducePuzzle;
  // A new puzzle is a new game: the key remounts the screen with that puzzle's saved session.
  return <DeduceGame key={storageKey(game)} engine={engine} puzzle={game} onNewGame={onNewGame} />;
}

interface Fresh {
  cells: string[];
  clues: number[];
}

function DeduceGame({ engine, puzzle, onNewGame }: { engine: Engine; puzzle: DeducePuzzle; onNewGame: () => void }) {
  const shape = useMemo(() => parseSize(puzzle.size), [puzzle]);
  const storage = useMemo(browserStorage, []);
  const [session, setSession] = useState<DeduceSession>(() => loadSession(storage, puzzle));
  const verdicts = useMemo(() => revealedVerdicts(puzzle, session.moves), [puzzle, session.moves]);
  const clueOrder = useMemo(() => clueDisplayOrder(puzzle, session.moves), [puzzle, session.moves]);
  const finished = verdicts.size === puzzle.people.length;

  const [selected, setSelected] = useState(() => {
    const hidden = puzzle.people.findIndex((person) => !verdicts.has(person.cell));
    return hidden < 0 ? 0 : hidden;
  });
  const [noteMode, setNoteMode] = useState(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');
  const [shownHint, setShownHint] = useState<ShownHint | null>(null);
  const [fresh, setFresh] = useState<Fresh>({ cells: [], clues: [] });
  const [graphOpen, setGraphOpen] = useState(false);

  // Async answers read the latest session through this ref, never a stale closure.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const pendingRef = useRef(false);
  const hintPendingRef = useRef(false);
  /** The state whose hint was counted last: a step counts once, however it is shown. */
  const hintCountedFor = useRef<string | null>(null);
  const freshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    saveSession(storage, puzzle, session);
  }, [storage, puzzle, session]);

  // The clock runs while the game is unfinished and the tab is visible.
  useEffect(() => {
    if (finished) return;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      const delta = now - last;
      last = now;
      if (document.visibilityState === 'visible' && delta <= MAX_TICK_MS) setSession((current) => addElapsed(current, delta));
    };
    const resync = () => {
      last = performance.now();
    };
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', resync);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', resync);
    };
  }, [finished]);

  useEffect(() => () => clearTimeout(freshTimer.current), []);

  useEffect(() => {
    if (finished) summaryRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [finished]);

  const person = puzzle.people[selected];
  const selectedHidden = !verdicts.has(person.cell);
  // A hint belongs to the state it was asked for: an accepted move retires it.
  const stateKey = useMemo(() => movesKey(session.moves), [session.moves]);
  const hintShown = currentHint(shownHint, stateKey);
  const hint = hintShown ? deduceHintView(puzzle, hintShown) : null;

  const highlight = (next: Fresh) => {
    clearTimeout(freshTimer.current);
    setFresh(next);
    freshTimer.current = setTimeout(() => setFresh({ cells: [], clues: [] }), FRESH_MS);
  };

  /**
   * The engine refuses a request whose moves[i] does not replay (docs/api.md). Saved moves all
   * replayed when they were made, so this only follows a damaged record or a changed engine; the
   * game goes back to the moves before it rather than failing on every request from then on.
   */
  const dropUnreplayableMoves = (error: unknown): boolean => {
    const index = unreplayableMove(error);
    if (index === null) return false;
    setSession((current) => ({ ...current, moves: current.moves.slice(0, index) }));
    setStatus(`Saved move ${index + 1} no longer follows from the moves before it, so the game went back to before it. Please mark again.`);
    return true;
  };

  const note = (verdict: Verdict) => {
    if (!selectedHidden || finished) return;
    setSession((current) => toggleNote(current, person.cell, verdict));
  };

  const mark = async (verdict: Verdict) => {
    if (finished || pendingRef.current) return;
    const target = person;
    if (!selectedHidden) {
      setStatus(`${target.name} is already revealed.`);
      return;
    }
    const moves = sessionRef.current.moves;
    pendingRef.current = true;
    setPending(true);
    try {
      const answer = await engine.request<MarkAnswer>(
        { op: 'deduce_mark', puzzle, moves, cell: target.cell, verdict },
        { channel: CHANNEL },
      );
      const move = { cell: target.cell, verdict };
      // Counters for the message; the state itself updates from the latest value (the clock ticks on).
      const after = recordMark(sessionRef.current, move, answer.outcome);
      setSession((current) => recordMark(current, move, answer.outcome));
      // The engine's reason says why in its own words; these defaults stand in when it gives none.
      const because = (fallback: string) => answer.reason?.trim() || fallback;
      switch (answer.outcome) {
        case 'accepted': {
          const appeared = answer.new_clues ?? (puzzle.mode === 'revealed' ? puzzle.clues.flatMap((clue, index) => (clue.carrier === target.cell ? [index] : [])) : []);
          const clueWords = appeared.length === 0 ? ' No clue on this card.' : ` New clue: ${appeared.map((index) => puzzle.clues[index]?.text).join(' ')}`;
          setStatus(`${because(`Right: ${target.name} is ${verdictPhrase(verdict)}.`)}${clueWords}`);
          highlight({ cells: [target.cell], clues: appeared });
          break;
        }
        case 'mistake':
          setStatus(`${because(`Wrong: ${target.name} is not ${verdictPhrase(verdict)}.`)} Mistakes: ${after.mistakes}.`);
          break;
        case 'guess':
          setStatus(`${because(`Refused: nothing visible forces ${target.name}'s verdict yet; that would be a guess.`)} Refused guesses: ${after.guesses}.`);
          break;
        case 'already_revealed':
          setStatus(because(`${target.name} is already revealed.`));
          break;
      }
    } catch (error) {
      if (!dropUnreplayableMoves(error) && !isQuietEngineError(error)) setStatus(`The engine could not judge this mark: ${engineErrorText(error)}`);
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const verdictAction = (verdict: Verdict, asNote: boolean) => (asNote || noteMode ? note(verdict) : void mark(verdict));

  /** Selects the person a hint names once it names them (level 2), leaving the focus on the Hint button. */
  const selectHinted = (shown: ShownHint) => {
    const cell = shown.level >= 2 ? shown.step?.cell : undefined;
    const index = puzzle.people.findIndex((candidate) => candidate.cell === cell);
    if (index >= 0) setSelected(index);
  };

  /** A press of Hint (or More): the next level of the hint shown, or a new step from the engine. */
  const askHint = async () => {
    if (finished) return;
    const moves = sessionRef.current.moves;
    const key = movesKey(moves);
    const next = pressHint(shownHint, key);
    if (next !== 'ask') {
      setShownHint(next);
      selectHinted(next);
      return;
    }
    // A hint shares the mark's channel, so asking while a mark is out would drop the mark's answer.
    if (pendingRef.current || hintPendingRef.current) return;
    hintPendingRef.current = true;
    try {
      const answer = await engine.request<HintAnswer>({ op: 'deduce_hint', puzzle, moves }, { channel: CHANNEL });
      const received = receivedHint(key, answer);
      if (isNewHint(hintCountedFor.current, received)) {
        hintCountedFor.current = key;
        setSession((current) => recordHint(current, true));
      }
      setShownHint(received);
    } catch (error) {
      if (!dropUnreplayableMoves(error) && !isQuietEngineError(error)) setStatus(`The engine could not give a hint: ${engineErrorText(error)}`);
    } finally {
      hintPendingRef.current = false;
    }
  };

  const undo = () => setSession(undoNote);
  const redo = () => setSession(redoNote);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (event.altKey || event.metaKey || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    const key = event.key.toLowerCase();
    if (event.ctrlKey) {
      if (key === 'z' && !event.shiftKey) undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
      else return;
    } else if (key === 'c') verdictAction('criminal', event.shiftKey);
    else if (key === 'i') verdictAction('innocent', event.shiftKey);
    else if (key === 'n') setNoteMode((on) => !on);
    else if ((key === 'delete' || key === 'backspace') && target?.getAttribute('role') === 'gridcell') setSession((current) => clearNote(current, person.cell));
    else return;
    event.preventDefault();
  };

  const markDisabled = finished || pending || !selectedHidden;
  const stats: [string, number | string][] = [
    ['Mistakes', session.mistakes],
    ['Refused guesses', session.guesses],
    ['Hints', session.hints],
  ];
  const band = puzzle.difficulty?.band;

  return (
    <div class={`deduce-player${noteMode ? ' is-note-mode' : ''}`} onKeyDown={onKeyDown}>
      <header class="deduce-head">
        <h2 class="deduce-title">
          Deduction grid <span class="deduce-meta">{[`${shape.columns}×${shape.rows}`, puzzle.theme && themeLabel(puzzle.theme), band].filter(Boolean).join(' · ')}</span>
        </h2>
        <ul class="deduce-stats">
          {stats.map(([label, value]) => (
            <li key={label} data-stat={label}>
              {label}: {value}
            </li>
          ))}
          <li data-stat="Time">Time: {formatClock(session.elapsedMs)}</li>
        </ul>
      </header>

      {finished && (
        <div ref={summaryRef}>
          <DeduceSummary session={session} people={puzzle.people.length} onNewGame={onNewGame} onShowGraph={() => setGraphOpen(true)} />
        </div>
      )}

      <div class="deduce-layout">
        <div class="deduce-main">
          <DeduceBoard
            shape={shape}
            people={puzzle.people}
            verdicts={verdicts}
            notes={session.notes}
            selected={selected}
            hintPerson={hint?.person ?? null}
            hintFacts={hint?.facts ?? []}
            fresh={fresh.cells}
            onSelect={setSelected}
          />

          {!finished && (
            <div class="deduce-actions">
              <p class="deduce-selection">
                <span class="deduce-selection-name">{person.name}</span> {person.cell} · {person.profession}
                {!selectedHidden && ` · ${verdicts.get(person.cell)}`}
              </p>
              <div class="deduce-buttons" role="group" aria-label={noteMode ? 'Note on the selected person' : 'Verdict on the selected person'}>
                <button
                  type="button"
                  class="deduce-button deduce-criminal"
                  aria-disabled={markDisabled}
                  title={noteMode ? 'Note: maybe criminal (Shift+C)' : 'Mark as criminal (C)'}
                  onClick={() => verdictAction('criminal', false)}
                >
                  Criminal
                </button>
                <button
                  type="button"
                  class="deduce-button deduce-innocent"
                  aria-disabled={markDisabled}
                  title={noteMode ? 'Note: maybe innocent (Shift+I)' : 'Mark as innocent (I)'}
                  onClick={() => verdictAction('innocent', false)}
                >
                  Innocent
                </button>
              </div>
              <div class="deduce-buttons deduce-tools" role="group" aria-label="Notes and help">
                <button type="button" class="deduce-button" aria-pressed={noteMode} title="Note mode: the verdict buttons set pencil notes (N; or hold Shift)" onClick={() => setNoteMode(!noteMode)}>
                  Note
                </button>
                <button type="button" class="deduce-button" aria-disabled={session.undo.length === 0} title="Undo the last note (Ctrl+Z)" onClick={undo}>
                  Undo
                </button>
                <button type="button" class="deduce-button" aria-disabled={session.redo.length === 0} title="Redo a note (Ctrl+Y)" onClick={redo}>
                  Redo
                </button>
                <button
                  type="button"
                  class="deduce-button deduce-hint-button"
                  title="A hint in steps: the clues to read, then the person, then the verdict and why"
                  onClick={askHint}
                >
                  Hint
                </button>
                <button
                  type="button"
                  class="deduce-button"
                  aria-pressed={graphOpen}
                  title="The logic graph of what is solved so far: which clues and verdicts each revealed person rests on"
                  onClick={() => setGraphOpen(!graphOpen)}
                >
                  Show how
                </button>
              </div>
              <p class="deduce-keys">
                Keys: arrows move · <kbd>C</kbd> / <kbd>I</kbd> mark · <kbd>Shift</kbd>+<kbd>C</kbd> / <kbd>Shift</kbd>+<kbd>I</kbd> note ·{' '}
                <kbd>N</kbd> note mode · <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo
              </p>
            </div>
          )}

          <p role="status" class="deduce-status">
            {status}
          </p>

          <DeduceHintPanel view={hint} onMore={askHint} onDismiss={() => setShownHint(null)} />
        </div>

        <ClueList
          puzzle={puzzle}
          order={clueOrder}
          used={session.usedClues}
          fresh={fresh.clues}
          hinted={hint?.clues ?? []}
          onToggleUsed={(index) => setSession((current) => toggleUsedClue(current, index))}
        />
      </div>

      {graphOpen && <LogicGraphView engine={engine} puzzle={puzzle} moves={finished ? null : session.moves} onClose={() => setGraphOpen(false)} />}
    </div>
  );
}
