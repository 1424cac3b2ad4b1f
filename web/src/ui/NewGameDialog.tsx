// New game: family (Sudoku or deduction grid), then for Sudoku the variant recipe, board size,
// rating scale, level and seed; for a deduction grid its size, cast theme, mode, band and seed. Each family
// also has its daily puzzle, the same on every device.

import { useState } from 'preact/hooks';
import { dailyLabel, dailySudokuLevel } from '../game/daily';
import { DEDUCE_THEMES, DEFAULT_THEME, type DeduceOptions } from '../game/deduceRequest';
import { RECIPE_NAMES, recipeLabel } from '../game/recipeNames';
import { Modal } from './Modal';

export type Scale = 'search' | 'technique' | 'mcm';

export interface SudokuChoice {
  variants: string[];
  size: number;
  scale: Scale;
  level: string;
  /** Empty for a random seed. */
  seed: string;
}

export interface DeduceChoice extends DeduceOptions {
  /** Empty for a random seed. */
  seed: string;
}

export interface NewGameChoice {
  family: 'sudoku' | 'deduce';
  sudoku: SudokuChoice;
  deduce: DeduceChoice;
}

export const DEFAULT_CHOICE: NewGameChoice = {
  family: 'sudoku',
  sudoku: { variants: [], size: 9, scale: 'search', level: 'medium', seed: '' },
  deduce: { size: '4x5', mode: 'revealed', band: '', theme: DEFAULT_THEME, seed: '' },
};

export const LEVELS: Record<Scale, string[]> = {
  search: ['easy', 'medium', 'hard', 'evil'],
  technique: ['easy', 'medium', 'hard', 'unfair', 'extreme'],
  mcm: ['cinch', 'confusing', 'challenging', 'crazy'],
};

const SCALE_LABELS: Record<Scale, string> = {
  search: 'Search (guesses the solver needs)',
  technique: 'Technique (hardest step by hand)',
  mcm: 'Singles and oracle',
};


const SIZES = [4, 6, 8, 9, 12, 16];
/** Up to the engine's largest board (docs/deduce.md); 5x6 and 6x6 are generated through SAT. */
const DEDUCE_SIZES = ['3x3', '3x4', '4x4', '4x5', '5x5', '5x6', '6x6'];
const BANDS = ['easy', 'medium', 'tricky', 'hard', 'brutal'];

export interface NewGameDialogProps {
  initial: NewGameChoice;
  onClose(): void;
  onStart(choice: NewGameChoice): void;
  onDaily(family: 'sudoku' | 'deduce'): void;
  onPaste(): void;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The engine's seeds are 0..2^64-1 (docs/api.md); empty means a random one. */
export function isValidSeed(seed: string): boolean {
  return seed === '' || (/^\d{1,20}$/.test(seed) && BigInt(seed) <= 2n ** 64n - 1n);
}

export function NewGameDialog({ initial, onClose, onStart, onDaily, onPaste }: NewGameDialogProps) {
  const [choice, setChoice] = useState<NewGameChoice>(initial);
  const sudoku = choice.sudoku;
  const deduce = choice.deduce;
  const setSudoku = (change: Partial<SudokuChoice>) => setChoice({ ...choice, sudoku: { ...sudoku, ...change } });
  const setDeduce = (change: Partial<DeduceChoice>) => setChoice({ ...choice, deduce: { ...deduce, ...change } });
  const today = new Date();
  const valid = isValidSeed(choice.family === 'sudoku' ? sudoku.seed : deduce.seed);

  return (
    <Modal title="New game" class="new-game" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onStart(choice);
        }}
      >
        <fieldset class="segmented">
          <legend>Puzzle</legend>
          {(['sudoku', 'deduce'] as const).map((family) => (
            <label key={family} class={choice.family === family ? 'is-checked' : ''}>
              <input type="radio" name="family" value={family} checked={choice.family === family} onChange={() => setChoice({ ...choice, family })} />
              {family === 'sudoku' ? 'Sudoku' : 'Deduction'}
            </label>
          ))}
        </fieldset>

        <div class="daily-row">
          <button type="button" class="daily" onClick={() => onDaily(choice.family)}>
            {choice.family === 'sudoku' ? 'Daily Sudoku' : 'Daily deduction'}
          </button>
          <span class="muted">
            {dailyLabel(today)}
            {choice.family === 'sudoku' ? ` · ${capital(dailySudokuLevel(today))}` : ' · 4×5'}
          </span>
        </div>

        {choice.family === 'sudoku' ? (
          <>
            <fieldset class="checks">
              <legend>Rules (combine freely; none = classic)</legend>
              {RECIPE_NAMES.map((entry) => (
                <label key={entry.key}>
                  <input
                    type="checkbox"
                    checked={sudoku.variants.includes(entry.key)}
                    onChange={(event) => {
                      const on = (event.target as HTMLInputElement).checked;
                      const variants = on ? [...sudoku.variants, entry.key] : sudoku.variants.filter((v) => v !== entry.key);
                      // A killer has no givens and rates evil on the search scale: ask for any level.
                      const level = on && entry.key === 'killer' && sudoku.scale === 'search' && sudoku.level !== 'evil' ? 'any' : sudoku.level;
                      setSudoku({ variants, level });
                    }}
                  />
                  {recipeLabel(entry)}
                </label>
              ))}
            </fieldset>
            <div class="field-row">
              <label>
                Size
                <select value={String(sudoku.size)} onChange={(event) => setSudoku({ size: Number((event.target as HTMLSelectElement).value) })}>
                  {SIZES.map((size) => (
                    <option key={size} value={String(size)}>
                      {size}×{size}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Rating scale
                <select
                  value={sudoku.scale}
                  onChange={(event) => {
                    const scale = (event.target as HTMLSelectElement).value as Scale;
                    setSudoku({ scale, level: LEVELS[scale].includes(sudoku.level) ? sudoku.level : LEVELS[scale][0] });
                  }}
                >
                  {(Object.keys(LEVELS) as Scale[]).map((scale) => (
                    <option key={scale} value={scale}>
                      {SCALE_LABELS[scale]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div class="field-row">
              <label>
                Level
                <select value={sudoku.level} onChange={(event) => setSudoku({ level: (event.target as HTMLSelectElement).value })}>
                  <option value="any">Any</option>
                  {LEVELS[sudoku.scale].map((level) => (
                    <option key={level} value={level}>
                      {capital(level)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Seed (optional)
                <input type="text" inputMode="numeric" value={sudoku.seed} placeholder="random" aria-invalid={!isValidSeed(sudoku.seed)} onInput={(event) => setSudoku({ seed: (event.target as HTMLInputElement).value.trim() })} />
              </label>
            </div>
            {sudoku.variants.includes('killer') && sudoku.scale === 'search' && sudoku.level !== 'any' && sudoku.level !== 'evil' && (
              <p class="muted small">Killer grids start without givens and rate evil on the search scale; other levels are rare and slow to find.</p>
            )}
            {sudoku.size !== 9 && <p class="muted small">Levels are calibrated on 9×9; small boards cannot reach every level.</p>}
          </>
        ) : (
          <>
            <div class="field-row">
              <label>
                Size (columns × rows)
                <select value={deduce.size} onChange={(event) => setDeduce({ size: (event.target as HTMLSelectElement).value })}>
                  {DEDUCE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size.replace('x', '×')}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Theme
                <select value={deduce.theme} onChange={(event) => setDeduce({ theme: (event.target as HTMLSelectElement).value })}>
                  {DEDUCE_THEMES.map((theme) => (
                    <option key={theme.key} value={theme.key}>
                      {theme.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div class="field-row">
              <label>
                Clues
                <select value={deduce.mode} onChange={(event) => setDeduce({ mode: (event.target as HTMLSelectElement).value as DeduceChoice['mode'] })}>
                  <option value="revealed">Revealed as people are marked</option>
                  <option value="open">All visible from the start</option>
                </select>
              </label>
              <label>
                Difficulty
                <select value={deduce.band} onChange={(event) => setDeduce({ band: (event.target as HTMLSelectElement).value })}>
                  <option value="">Any</option>
                  {BANDS.map((band) => (
                    <option key={band} value={band}>
                      {capital(band)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div class="field-row">
              <label>
                Seed (optional)
                <input type="text" inputMode="numeric" value={deduce.seed} placeholder="random" aria-invalid={!isValidSeed(deduce.seed)} onInput={(event) => setDeduce({ seed: (event.target as HTMLInputElement).value.trim() })} />
              </label>
            </div>
          </>
        )}

        {!valid && <p class="error-text">A seed is a whole number from 0 to 18446744073709551615.</p>}
        <div class="dialog-buttons">
          <button type="button" class="link" onClick={onPaste}>
            Paste a puzzle…
          </button>
          <span class="spacer" />
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" class="primary" disabled={!valid}>
            Start
          </button>
        </div>
      </form>
    </Modal>
  );
}
