// One Sudoku-family game: the board, the controls, the clock, graded hints, check and the trace.
// The game state is an undo history of immutable player states; the clock is separate, so undo
// never touches it. Progress is saved and the URL updated after every action.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Engine, EngineError } from '../engine/client';
import type { CheckResponse, HintResponse, RatedPuzzle } from '../engine/protocol';
import { type Action, applyAction } from '../game/actions';
import { apiState } from '../game/apiState';
import { type ConflictSet, type ConflictsResponse, NO_CONFLICTS, gridLine, isSolved, readConflicts } from '../game/conflicts';
import { type History, canRedo, canUndo, record, redo, startHistory, undo } from '../game/history';
import { type EngineHintAnswer, FULL_HINT_LEVEL, type HintLevel, hintView } from '../game/hints';
import { type Puzzle, parseCellName, variantTitle } from '../game/puzzle';
import { type PlayerState, placedDigits } from '../game/state';
import type { GameStore } from '../game/storage';
import { GameTimer, formatClock } from '../game/timer';
import { sudokuFragment } from '../game/urlCodec';
import { BoardGrid, type SelectHow, moveBoardFocus } from './BoardGrid';
import { BoardSvg, type DigitTone } from './BoardSvg';
import { CELL } from './boardGeometry';
import { boardMargins } from './sketchGeometry';
import { RuleCaption } from './RuleCaption';
import { cellAccessibleNames } from './cellNames';
import { Controls } from './Controls';
import { GameBar } from './GameBar';
import { HintPanel } from './HintPanel';
import { type Command, type Mode, keyCommand } from './keys';
import { TraceDialog } from './TraceDialog';
import { describeEngineError, isQuiet } from './errors';

export interface SudokuSession {
  /** Changes whenever another game is opened (the component is keyed by it). */
  id: string;
  puzzle: Puzzle;
  state: PlayerState;
  elapsedMs: number;
  solved: boolean;
  /** Where it came from: "Daily 2025-03-07", "Seed 123", "Pasted", "Link". */
  origin: string;
}

export interface SudokuGameProps {
  session: SudokuSession;
  engine: Engine;
  store: GameStore;
  /** A dialog of the app is open: the clock holds and keys belong to the dialog. */
  suspended: boolean;
  announce(message: string): void;
  onNewGame(): void;
}

/** The engine's answer for one state of the game at one level, and the step of its chain shown. */
interface HintState {
  key: string;
  answer: EngineHintAnswer;
  shown: number;
}

const AUTO_CANDIDATES_KEY = 'gridforge:auto-candidates';

function readAutoSetting(): boolean {
  try {
    return localStorage.getItem(AUTO_CANDIDATES_KEY) === '1';
  } catch {
    return false;
  }
}

export function SudokuGame({ session, engine, store, suspended, announce, onNewGame }: SudokuGameProps) {
  const puzzle = session.puzzle;
  const size = puzzle.size;
  const [history, setHistory] = useState<History>(() => startHistory(session.state));
  const [selection, setSelection] = useState<ReadonlySet<number>>(() => new Set());
  const [cursor, setCursor] = useState(() => Math.max(0, puzzle.givens.findIndex((g) => g === 0)));
  const [mode, setMode] = useState<Mode>('normal');
  const [autoCandidates, setAutoCandidates] = useState(readAutoSetting);
  const [paused, setPaused] = useState(false);
  // A link may hold a finished grid that was never solved on this device: the engine's check of it
  // (below) finds it solved all the same.
  const [solved, setSolved] = useState(session.solved);
  /** The engine's check of the rules on a grid (gridLine), the latest one answered. */
  const [ruleCheck, setRuleCheck] = useState<{ grid: string; conflicts: ConflictSet } | null>(null);
  const [hint, setHint] = useState<HintState | null>(null);
  const [hintBusy, setHintBusy] = useState(false);
  const [checked, setChecked] = useState<Map<number, number>>(() => new Map());
  const [checkBusy, setCheckBusy] = useState(false);
  const [traceOpen, setTraceOpen] = useState(false);
  const [json, setJson] = useState(puzzle.json);
  const timer = useRef<GameTimer>(null as unknown as GameTimer);
  if (timer.current === null) {
    timer.current = new GameTimer(undefined, session.elapsedMs);
    if (solved) timer.current.hold('solved');
  }

  const present = history.present;
  const placed = useMemo(() => placedDigits(puzzle, present), [present]);
  // Until the engine answers for a new grid, the last answer stays on the board (a few ms).
  const conflicts = ruleCheck?.conflicts ?? NO_CONFLICTS;
  const stateKey = useMemo(() => JSON.stringify(apiState(puzzle, present)), [present]);
  const activeHint = hint && hint.key === stateKey ? hint : null;
  const view = activeHint ? hintView(puzzle, activeHint.answer, activeHint.shown) : null;
  const wrong = useMemo(() => new Set([...checked].filter(([cell, digit]) => present.entries[cell] === digit).map(([cell]) => cell)), [checked, present]);
  const locked = solved || paused;

  // The clock holds while the tab is hidden, a dialog is open or the game is paused.
  useEffect(() => {
    const onVisibility = () => (document.hidden ? timer.current.hold('hidden') : timer.current.release('hidden'));
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  useEffect(() => {
    if (suspended || traceOpen) timer.current.hold('dialog');
    else timer.current.release('dialog');
  }, [suspended, traceOpen]);

  // The engine checks every rule on each new grid; only the latest request of the game counts.
  useEffect(() => {
    const grid = gridLine(placed);
    let live = true;
    engine
      .request<ConflictsResponse>({ op: 'conflicts', puzzle: puzzle.json, grid }, { channel: `conflicts:${session.id}`, timeoutMs: 30_000 })
      .then((response) => live && setRuleCheck({ grid, conflicts: readConflicts(puzzle, response) }))
      .catch((error: unknown) => {
        if (live && !isQuiet(error)) announce(`Could not check the rules: ${describeEngineError(error)}`);
      });
    return () => {
      live = false;
    };
  }, [placed]);
  useEffect(() => {
    if (solved || !isSolved(placed, ruleCheck)) return;
    timer.current.hold('solved');
    setSolved(true);
    announce(`Solved in ${formatClock(timer.current.elapsedMs())}!`);
  }, [ruleCheck]);

  // A puzzle without the engine's rating (pasted, or from a link) is rated once. Rating a big or
  // hard puzzle can keep the one engine worker busy for many seconds: a game left before its rating
  // came back ends it (its own channel, so no other game's request is cancelled), or the next
  // game's requests would wait behind it.
  useEffect(() => {
    if (json.rating || json.level) return;
    let live = true;
    const channel = `rate:${session.id}`;
    engine
      .request<RatedPuzzle>({ op: 'rate', puzzle: { ...puzzle.json, rating: undefined } }, { channel, timeoutMs: 60_000 })
      .then((rated) => {
        if (!live) return;
        setJson({ ...puzzle.json, level: rated.level, rating: rated.rating });
        const outcome = (rated.rating?.search as { outcome?: string } | undefined)?.outcome;
        if (outcome && outcome !== 'unique') announce(outcome === 'no_solution' ? 'This puzzle has no solution.' : 'This puzzle has more than one solution.');
      })
      .catch((error: unknown) => {
        if (!live || isQuiet(error)) return;
        // The engine could not read the puzzle (a link changed by hand, say): say what is wrong with it.
        if (error instanceof EngineError && error.kind === 'input') announce(`This puzzle is not valid: ${error.message.replace(/^request key "puzzle": /, '')}`);
        else announce(`Could not rate the puzzle: ${describeEngineError(error)}`);
      });
    return () => {
      live = false;
      engine.cancel(channel);
    };
  }, []);

  // Save and update the link after each action (and keep the time when the page goes away).
  const save = (asLast = true) =>
    store.save({ family: 'sudoku', puzzle: json, state: history.present, elapsedMs: timer.current.elapsedMs(), solved, origin: session.origin }, { asLast });
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    save();
    const fragment = sudokuFragment(puzzle, present);
    if (location.hash !== fragment) replaceFragment(fragment);
  }, [present, solved, json]);
  useEffect(() => {
    const onHide = () => saveRef.current();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    const every = setInterval(onHide, 15_000);
    return () => {
      // Left for another game (maybe a deduction grid, which saves before this runs): keep the
      // time, but the game opened next stays the one a later visit reopens.
      saveRef.current(false);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      clearInterval(every);
    };
  }, []);

  const act = (action: Action, cells: number[] = [...selection]) => {
    if (locked) return;
    const next = applyAction(puzzle, present, cells, action, { autoCandidates });
    const updated = record(history, next);
    if (updated === history) return;
    setHistory(updated);
  };

  const input = (digit: number, how: Mode) => {
    if (how === 'colour') return act({ kind: 'colour', colour: digit });
    if (how === 'corner') return act({ kind: 'corner', digit });
    if (how === 'centre') return act({ kind: 'centre', digit });
    return act({ kind: 'digit', digit });
  };

  const select = (cells: number[], how: SelectHow) => {
    setSelection((current) => {
      if (how === 'replace') return new Set(cells);
      const next = new Set(current);
      for (const cell of cells) {
        if (how === 'toggle' && next.has(cell)) next.delete(cell);
        else next.add(cell);
      }
      return next;
    });
  };

  const selectSame = (cell: number) => {
    const digit = placed[cell];
    if (!digit) return;
    setSelection(new Set(placed.flatMap((d, c) => (d === digit ? [c] : []))));
  };

  const doUndo = () => !locked && setHistory(undo(history));
  const doRedo = () => !locked && setHistory(redo(history));

  const run = (command: Command) => {
    switch (command.type) {
      case 'input':
        return input(command.digit, command.mode);
      case 'erase':
        return act({ kind: 'erase' });
      case 'undo':
        return doUndo();
      case 'redo':
        return doRedo();
      case 'select-all':
        return setSelection(new Set(puzzle.givens.map((_, cell) => cell)));
      case 'clear-selection':
        return setSelection(new Set());
      case 'move': {
        const row = (Math.floor(cursor / size) + command.rows + size) % size;
        const column = ((cursor % size) + command.columns + size) % size;
        const next = row * size + column;
        setCursor(next);
        moveBoardFocus(next);
        select([next], command.extend ? 'add' : 'replace');
      }
    }
  };

  // Keys work wherever the focus is, except in a form field or an open dialog; Space and arrows
  // only when the focus is on the board or nowhere, so they still press buttons and move sliders.
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keyHandler.current = (event: KeyboardEvent) => {
    if (suspended || traceOpen || event.defaultPrevented) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, dialog, [contenteditable="true"]')) return;
    const command = keyCommand(event, size, mode);
    if (!command) return;
    const onBoard = !target || target === document.body || !!target.closest('.board-grid');
    if ((command.type === 'move' || (command.type === 'erase' && event.key === ' ')) && !onBoard) return;
    if (command.type === 'select-all' && !onBoard) return;
    event.preventDefault();
    run(command);
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // Each press asks the engine for the next level of the same state (it grades the hint); at the
  // last level of a placement hint a press shows the next step of its chain. A new state (a digit
  // placed, a mark changed) retires the hint, and the next press starts again at level 1.
  const onHint = async () => {
    // The hint panel's More stays on screen while paused or solved: it must not step on then.
    if (hintBusy || locked) return;
    if (activeHint && !view?.more) return;
    const level = view?.level ?? 0;
    if (activeHint && level >= FULL_HINT_LEVEL) {
      setHint({ ...activeHint, shown: activeHint.shown + 1 });
      return;
    }
    const key = stateKey;
    setHintBusy(true);
    try {
      const answer = await engine.request<HintResponse>(
        { op: 'hint', level: (level + 1) as HintLevel, puzzle: puzzle.json, state: JSON.parse(key) },
        { channel: 'hint', timeoutMs: 60_000 },
      );
      setHint({ key, answer: answer['x-hint'], shown: 0 });
    } catch (error) {
      if (!isQuiet(error)) announce(`No hint: ${describeEngineError(error)}`);
    } finally {
      setHintBusy(false);
    }
  };

  const onCheck = async () => {
    if (checkBusy) return;
    setCheckBusy(true);
    try {
      const answer = await engine.request<CheckResponse>({ op: 'check', puzzle: puzzle.json, state: JSON.parse(stateKey) }, { channel: 'check', timeoutMs: 60_000 });
      const result = answer['x-check'];
      const marks = new Map(result.wrong_entries.map((w) => [parseCellName(size, w.cell), w.digit] as [number, number]));
      setChecked(marks);
      const wrongCount = result.wrong_entries.length;
      const lost = result.removed_candidates.length;
      const parts = [wrongCount === 0 ? 'No wrong digits so far.' : `${wrongCount} ${wrongCount === 1 ? 'digit is' : 'digits are'} wrong (marked in red).`];
      if (lost > 0) parts.push(`${lost} ${lost === 1 ? 'cell has' : 'cells have'} lost a needed pencil mark.`);
      announce(parts.join(' '));
    } catch (error) {
      if (!isQuiet(error)) announce(`Could not check: ${describeEngineError(error)}`);
    } finally {
      setCheckBusy(false);
    }
  };

  const onAutoCandidates = () => {
    const on = !autoCandidates;
    setAutoCandidates(on);
    try {
      localStorage.setItem(AUTO_CANDIDATES_KEY, on ? '1' : '0');
    } catch {
      /* a private window keeps the setting for this page only */
    }
    if (on) act({ kind: 'fill-candidates' });
    announce(on ? 'Automatic candidates on: centre marks filled from the peers, and kept up to date as you place digits.' : 'Automatic candidates off.');
  };

  const togglePause = () => {
    if (solved) return;
    if (paused) timer.current.release('paused');
    else timer.current.hold('paused');
    setPaused(!paused);
  };

  const completeDigits = useMemo(() => {
    const counts = new Map<number, number>();
    for (const digit of placed) if (digit) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    return new Set([...counts].filter(([, count]) => count >= size).map(([digit]) => digit));
  }, [placed]);

  const sameDigit = useMemo(() => {
    const digit = placed[cursor];
    return digit ? new Set(placed.flatMap((d, c) => (d === digit ? [c] : []))) : new Set<number>();
  }, [placed, cursor]);

  const tones: (DigitTone | null)[] = puzzle.givens.map((given, cell) => (given ? 'given' : present.entries[cell] ? 'entry' : null));
  const names = cellAccessibleNames(puzzle, present, {
    conflicts: conflicts.cells,
    wrong,
    hinted: new Set([...(view?.cells ?? []), ...(view?.mistakes ?? [])]),
  });
  // The accessible grid lies over the board's cells: its insets are the margins, in percent of the
  // drawing's width (left, right) and height (top, bottom), and the wrap keeps the drawing's shape.
  const margin = boardMargins(puzzle);
  const width = size * CELL + margin.left + margin.right;
  const height = size * CELL + margin.top + margin.bottom;
  const inset = `${(margin.top / height) * 100}% ${(margin.right / width) * 100}% ${(margin.bottom / height) * 100}% ${(margin.left / width) * 100}%`;

  return (
    <section class="game" aria-label="Sudoku game">
      <GameBar
        title={variantTitle(puzzle)}
        json={json}
        origin={session.origin}
        timer={timer.current}
        paused={paused}
        solved={solved}
        onTogglePause={togglePause}
      />
      <div class="play">
        <div class="board-column">
          <div class={`board-wrap${paused ? ' is-paused' : ''}`} style={{ aspectRatio: `${width} / ${height}` }}>
            <BoardSvg
              puzzle={puzzle}
              values={placed}
              tones={tones}
              corner={present.corner}
              centre={present.centre}
              colours={present.colours}
              selection={selection}
              sameDigit={sameDigit}
              conflicts={conflicts}
              wrong={wrong}
              hint={view}
            />
            <BoardGrid
              size={size}
              label="Sudoku board"
              names={names}
              selection={selection}
              cursor={cursor}
              inset={inset}
              onSelect={select}
              onCursor={(cell) => {
                setCursor(cell);
                // Arriving by Tab with nothing selected: the focused cell is the selection.
                setSelection((current) => (current.size === 0 ? new Set([cell]) : current));
              }}
              onSelectSame={selectSame}
            />
            {paused && (
              // The header's Resume button is the control; a press on the cover resumes too.
              <div class="pause-cover" onClick={togglePause}>
                <p>Paused</p>
                <p class="small muted">Press Resume to go on</p>
              </div>
            )}
          </div>
          <RuleCaption puzzle={puzzle} />
        </div>
        <div class="side">
          {solved && (
            <div class="win" role="note">
              <p class="win-title">Solved in {formatClock(timer.current.elapsedMs())}</p>
              <button type="button" class="primary" onClick={onNewGame}>
                Play another
              </button>
            </div>
          )}
          <Controls
            size={size}
            mode={mode}
            completeDigits={completeDigits}
            canUndo={canUndo(history)}
            canRedo={canRedo(history)}
            autoCandidates={autoCandidates}
            disabled={locked}
            hintBusy={hintBusy}
            checkBusy={checkBusy}
            onMode={setMode}
            onDigit={(digit) => input(digit, mode)}
            onErase={() => act({ kind: 'erase' })}
            onUndo={doUndo}
            onRedo={doRedo}
            onHint={onHint}
            onCheck={onCheck}
            onAutoCandidates={onAutoCandidates}
            onTrace={() => setTraceOpen(true)}
          />
          <HintPanel
            view={view}
            conflicts={conflicts}
            onMore={onHint}
            onPreviousStep={() => activeHint && setHint({ ...activeHint, shown: Math.max(0, activeHint.shown - 1) })}
            onDismiss={() => setHint(null)}
          />
        </div>
      </div>
      {traceOpen && (
        <TraceDialog
          puzzle={puzzle}
          engine={engine}
          onClose={() => setTraceOpen(false)}
          onError={(error) => {
            setTraceOpen(false);
            if (!isQuiet(error)) announce(`No trace: ${describeEngineError(error)}`);
          }}
        />
      )}
    </section>
  );
}

/** Replaces the URL's fragment without a history entry (and without a hashchange event). */
function replaceFragment(fragment: string): void {
  try {
    window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}${fragment}`);
  } catch {
    /* a sandboxed page may refuse: the game goes on without a link */
  }
}
