// The app shell: which game is on screen (a Sudoku-family game or a deduction grid), the dialogs,
// generation with its cancel button, and the status line. A first visit generates today's easy
// classic; a later visit reopens the saved game; a link (#s1... or #d1...) opens what it names.

import { useEffect, useRef, useState } from 'preact/hooks';
import { DeducePlayer } from '../deduce/DeducePlayer';
import type { Engine } from '../engine/client';
import type { BoardResponse, ParseResponse, RatedPuzzle } from '../engine/protocol';
import { dailyLabel, dailySeed, dailySudokuLevel } from '../game/daily';
import { type PuzzleJson, parsePuzzle } from '../game/puzzle';
import { emptyState } from '../game/state';
import { deduceGenerateRequest, deduceLink, themeLabel } from '../game/deduceRequest';
import { type GameStore, type SavedSudoku, resumeFromLink } from '../game/storage';
import { type DeduceLink, decodeState, deduceFragment, parseFragment } from '../game/urlCodec';
import { describeEngineError, isQuiet } from './errors';
import { DEFAULT_CHOICE, type NewGameChoice, NewGameDialog } from './NewGameDialog';
import { PasteDialog } from './PasteDialog';
import { type SudokuSession, SudokuGame } from './SudokuGame';

type Screen =
  | { kind: 'starting'; message: string }
  | { kind: 'sudoku'; session: SudokuSession }
  | { kind: 'deduce'; id: string; puzzle: Record<string, unknown>; link: DeduceLink | null }
  | { kind: 'failed'; message: string };

export interface AppProps {
  engine: Engine;
  store: GameStore;
  now?: () => Date;
}

const CHOICE_KEY = 'gridforge:new-game';
/** Generation of the hardest levels can take a while on a phone; beyond this the worker is replaced. */
const GENERATION_TIMEOUT_MS = 5 * 60_000;

function loadChoice(): NewGameChoice {
  try {
    const saved = JSON.parse(localStorage.getItem(CHOICE_KEY) ?? 'null');
    if (saved && typeof saved === 'object') {
      return { ...DEFAULT_CHOICE, ...saved, sudoku: { ...DEFAULT_CHOICE.sudoku, ...saved.sudoku }, deduce: { ...DEFAULT_CHOICE.deduce, ...saved.deduce } };
    }
  } catch {
    /* no storage: defaults */
  }
  return DEFAULT_CHOICE;
}

function randomSeed(): string {
  const words = new Uint32Array(1);
  crypto.getRandomValues(words);
  return String(words[0]);
}

let sessionCount = 0;
const nextSessionId = () => `game-${++sessionCount}`;

function setFragment(fragment: string): void {
  try {
    window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}${fragment}`);
  } catch {
    /* the game goes on without a link */
  }
}

/** "a killer", "an arrow", "an x + killer": the article English puts before the words. */
function withArticle(words: string): string {
  return `${/^[aeiouxAEIOUX]/.test(words) ? 'an' : 'a'} ${words}`;
}

export function App({ engine, store, now = () => new Date() }: AppProps) {
  const [screen, setScreen] = useState<Screen>({ kind: 'starting', message: 'Preparing today’s puzzle…' });
  const [dialog, setDialog] = useState<'new' | 'paste' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [choice, setChoice] = useState<NewGameChoice>(loadChoice);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Generations started so far: the latest one owns the busy cover. */
  const generationCount = useRef(0);

  const announce = (message: string) => {
    // The same message twice must still be heard: a no-break space makes it a change.
    setStatus((previous) => (previous === message ? `${message}\u00a0` : message));
    if (statusTimer.current) clearTimeout(statusTimer.current);
    statusTimer.current = setTimeout(() => setStatus(''), 9_000);
  };

  /**
   * Opens a Sudoku-family puzzle once the engine has described its board (op `board`: houses, peers
   * and marks); rejects with the engine's error when it cannot read the puzzle. A link's progress
   * comes as `stateCode`, read on that board.
   */
  const openSudoku = async (json: PuzzleJson, origin: string, saved?: Partial<SavedSudoku>, stateCode?: string | null) => {
    const answer = await engine.request<BoardResponse>({ op: 'board', puzzle: json }, { channel: 'board', timeoutMs: 30_000 });
    const puzzle = parsePuzzle(json, answer.board);
    if (stateCode) saved = { state: decodeState(puzzle, stateCode) };
    // Progress saved for this puzzle (same rules) comes back, whatever brought the puzzle here; a
    // link brings its own progress (`saved` with a state alone), which keeps the record's clock only
    // when it is the same progress (a reload). A whole saved record is used as it is.
    const previous = saved?.family ? null : store.find({ family: 'sudoku', puzzle: json, state: emptyState(puzzle), elapsedMs: 0, solved: false });
    const record = previous?.family === 'sudoku' ? previous : null;
    const resumed = saved?.family ? saved : saved?.state ? resumeFromLink(record, saved.state) : (record ?? {});
    const fullJson = record && !json.rating ? { ...record.puzzle, ...json, rating: record.puzzle.rating, level: record.puzzle.level } : json;
    // A puzzle played before comes back as it was left: say so, or a fresh start is expected.
    if (record && !saved && record.state.entries.some((digit) => digit !== 0)) announce('Your progress on this puzzle is back.');
    setScreen({
      kind: 'sudoku',
      session: {
        id: nextSessionId(),
        puzzle: parsePuzzle(fullJson, answer.board),
        state: resumed.state ?? emptyState(puzzle),
        elapsedMs: resumed.elapsedMs ?? 0,
        solved: resumed.solved ?? false,
        origin: resumed.origin ?? origin,
      },
    });
  };

  const openDeduce = (puzzle: Record<string, unknown>, link: DeduceLink | null) => {
    store.save({ family: 'deduce', puzzle, link });
    setFragment(link ? deduceFragment(link) : '');
    setScreen({ kind: 'deduce', id: nextSessionId(), puzzle, link });
  };

  /**
   * Runs a generation with the busy cover and its cancel button; null when it did not finish. A
   * generation started while another runs (New game is still reachable: on the first visit's
   * screen, or by keyboard behind the cover) replaces it: the older one is ended, as its answer is
   * not wanted and the engine would compute it first, and only the newest one clears the cover.
   */
  const generate = async <T,>(request: Record<string, unknown> & { op: string }, label: string): Promise<T | null> => {
    const mine = ++generationCount.current;
    engine.cancel('generate');
    // A message about an earlier attempt ("No puzzle: ...") would read as this one's.
    setStatus('');
    setBusy(label);
    try {
      return await engine.request<T>(request, { channel: 'generate', timeoutMs: GENERATION_TIMEOUT_MS });
    } catch (error) {
      if (mine !== generationCount.current) return null;
      // The engine's advice names command-line options; here the same advice is said in the dialog's words.
      if (!isQuiet(error)) announce(`No puzzle: ${describeEngineError(error).replace(/; try another --seed or more --attempts$/, '; try another seed, another level or fewer rules')}`);
      else if ((error as Error).name === 'CancelledError') announce('Generation cancelled.');
      return null;
    } finally {
      if (mine === generationCount.current) setBusy(null);
    }
  };

  /** The player opened a puzzle of their own: a generation still running would replace it when it ends. */
  const dropGeneration = () => {
    generationCount.current++;
    engine.cancel('generate');
    setBusy(null);
  };

  const generateSudoku = async (sudoku: NewGameChoice['sudoku'], origin?: string) => {
    const seed = sudoku.seed || randomSeed();
    const variant = sudoku.variants.length > 0 ? sudoku.variants.join(',') : 'classic';
    const generated = await generate<RatedPuzzle>(
      { op: 'generate', family: 'sudoku', variant, scale: sudoku.scale, level: sudoku.level, seed, size: sudoku.size },
      `Generating ${withArticle(variant === 'classic' ? 'classic' : variant.replace(/,/g, ' + '))} puzzle${sudoku.level === 'any' ? '' : ` (${sudoku.level})`}…`,
    );
    if (!generated) return false;
    try {
      await openSudoku(generated, origin ?? `Seed ${seed}`);
      return true;
    } catch (error) {
      if (!isQuiet(error)) announce(`The engine's puzzle could not be shown: ${describeEngineError(error)}`);
      return false;
    }
  };

  const generateDeduce = async (link: DeduceLink) => {
    const theme = link.theme ? ` ${themeLabel(link.theme).toLowerCase()}` : '';
    const generated = await generate<Record<string, unknown>>(deduceGenerateRequest(link), `Generating a ${link.size}${theme} deduction grid…`);
    if (generated) openDeduce(generated, link);
    return generated !== null;
  };

  const daily = async (family: 'sudoku' | 'deduce') => {
    setDialog(null);
    const today = now();
    if (family === 'sudoku') {
      await generateSudoku({ variants: [], size: 9, scale: 'search', level: dailySudokuLevel(today), seed: String(dailySeed(today)) }, `Daily ${dailyLabel(today)}`);
    } else {
      await generateDeduce({ size: '4x5', mode: 'revealed', seed: String(dailySeed(today)) });
    }
  };

  const start = async (picked: NewGameChoice) => {
    setChoice(picked);
    try {
      localStorage.setItem(CHOICE_KEY, JSON.stringify({ ...picked, sudoku: { ...picked.sudoku, seed: '' }, deduce: { ...picked.deduce, seed: '' } }));
    } catch {
      /* not remembered */
    }
    setDialog(null);
    if (picked.family === 'sudoku') await generateSudoku(picked.sudoku);
    else await generateDeduce(deduceLink(picked.deduce, picked.deduce.seed || randomSeed()));
  };

  const paste = async (text: string): Promise<string | null> => {
    const trimmed = text.trim();
    let puzzle: unknown = trimmed;
    if (trimmed.startsWith('{')) {
      try {
        puzzle = JSON.parse(trimmed);
      } catch (error) {
        return `Not valid JSON: ${(error as Error).message}`;
      }
    }
    try {
      const parsed = await engine.request<ParseResponse>({ op: 'parse', puzzle }, { channel: 'parse', timeoutMs: 30_000 });
      setDialog(null);
      dropGeneration();
      if (parsed.family === 'deduce') openDeduce(parsed.puzzle, null);
      else await openSudoku(parsed.puzzle as PuzzleJson, 'Pasted');
      return null;
    } catch (error) {
      // The engine names the request key; in this dialog the puzzle is the only thing asked for.
      return isQuiet(error) ? null : describeEngineError(error).replace(/^request key "puzzle": /, '');
    }
  };

  /** Opens what the URL's fragment names; false when there is nothing (or nothing readable). */
  const openFragment = async (): Promise<boolean> => {
    let parsed;
    try {
      parsed = parseFragment(location.hash);
    } catch (error) {
      announce(`This link does not hold a puzzle (${(error as Error).message}).`);
      return false;
    }
    if (!parsed) return false;
    if (parsed.family === 'deduce') {
      const { link } = parsed;
      const saved = store.find({ family: 'deduce', puzzle: {}, link });
      if (saved?.family === 'deduce') {
        openDeduce(saved.puzzle, link);
        return true;
      }
      return generateDeduce(link);
    }
    try {
      await openSudoku(parsed.puzzle, 'Shared link', undefined, parsed.stateCode);
      return true;
    } catch (error) {
      if (!isQuiet(error)) announce(`This link does not hold a puzzle (${describeEngineError(error).replace(/^request key "puzzle": /, '')}).`);
      return false;
    }
  };

  const openSaved = async (): Promise<boolean> => {
    const last = store.last();
    if (!last) return false;
    try {
      if (last.family === 'sudoku') await openSudoku(last.puzzle, last.origin ?? 'Saved game', last);
      else openDeduce(last.puzzle, last.link);
      return true;
    } catch {
      return false;
    }
  };

  useEffect(() => {
    void (async () => {
      if ((await openFragment()) || (await openSaved())) return;
      const today = now();
      const mine = generationCount.current + 1;
      const ok = await generateSudoku({ variants: [], size: 9, scale: 'search', level: 'easy', seed: String(dailySeed(today)) }, `Today’s easy · ${dailyLabel(today)}`);
      // Not when the player started another game meanwhile (a newer generation, or a pasted puzzle).
      const replaced = generationCount.current !== mine;
      if (!ok && !replaced) setScreen((current) => (current.kind === 'starting' ? { kind: 'failed', message: 'No puzzle yet: choose New game, or paste a puzzle.' } : current));
    })();
    const onHashChange = () => void openFragment();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const copyLink = async () => {
    // A deduction grid's link holds the numbers that generate it, not the grid itself nor the marks:
    // a pasted grid has none.
    if (screen.kind === 'deduce' && !screen.link) {
      announce('This deduction grid was pasted, so no link can open it: share its JSON instead.');
      return;
    }
    const holds = screen.kind === 'deduce' ? 'it opens this deduction grid (your marks stay on this device).' : 'it holds the puzzle and your progress.';
    try {
      await navigator.clipboard.writeText(location.href);
      announce(`Link copied: ${holds}`);
    } catch {
      announce(`Copy this link: ${location.href}`);
    }
  };

  return (
    <div class="app">
      <header class="app-bar">
        <h1 class="brand">
          <svg class="brand-mark" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 3h18v18H3zM9 3v18M15 3v18M3 9h18M3 15h18" />
          </svg>
          gridforge
        </h1>
        <nav class="app-actions" aria-label="Game">
          <button type="button" class="primary" onClick={() => setDialog('new')}>
            New game
          </button>
          <button type="button" onClick={() => setDialog('paste')}>
            Paste
          </button>
          <button type="button" onClick={copyLink} disabled={screen.kind !== 'sudoku' && screen.kind !== 'deduce'}>
            Copy link
          </button>
        </nav>
      </header>
      <main class="app-main">
        {screen.kind === 'starting' && (
          <div class="placeholder">
            <div class="placeholder-board" aria-hidden="true" />
            <p>{busy ?? screen.message}</p>
          </div>
        )}
        {screen.kind === 'failed' && (
          <div class="placeholder">
            <p>{screen.message}</p>
          </div>
        )}
        {screen.kind === 'sudoku' && (
          <SudokuGame
            key={screen.session.id}
            session={screen.session}
            engine={engine}
            store={store}
            suspended={dialog !== null || busy !== null}
            announce={announce}
            onNewGame={() => setDialog('new')}
          />
        )}
        {screen.kind === 'deduce' && (
          <section class="deduce-screen" aria-label="Deduction game">
            <DeducePlayer key={screen.id} engine={engine} puzzle={screen.puzzle} onNewGame={() => setDialog('new')} />
          </section>
        )}
      </main>
      <p role="status" class={`status${status ? ' is-shown' : ''}`}>
        {status}
      </p>
      {busy && screen.kind !== 'starting' && (
        <div class="busy-cover">
          <div class="busy-card">
            <span class="spinner" aria-hidden="true" />
            <p>{busy}</p>
            <button type="button" onClick={() => engine.cancel('generate')}>
              Cancel generation
            </button>
          </div>
        </div>
      )}
      {busy && screen.kind === 'starting' && (
        <div class="starting-cancel">
          <button type="button" onClick={() => engine.cancel('generate')}>
            Cancel generation
          </button>
        </div>
      )}
      {dialog === 'new' && (
        <NewGameDialog
          initial={choice}
          onClose={() => setDialog(null)}
          onStart={start}
          onDaily={daily}
          onPaste={() => setDialog('paste')}
        />
      )}
      {dialog === 'paste' && <PasteDialog onClose={() => setDialog(null)} onOpen={paste} />}
    </div>
  );
}
