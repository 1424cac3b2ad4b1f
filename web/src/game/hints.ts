// Hints in steps, so that asking need not give the answer away (issue 12): first a nudge (where to
// look, or "there is a mistake in row 3"), then the technique's name, then the whole step with its
// cells, houses and removed candidates drawn on the board.

import { type Puzzle, houseNamed, parseCellName } from './puzzle';

export interface CellDigit {
  cell: string;
  digit: number;
}

/** The engine's step (docs/api.md, `hint`): technique key and name, sentence, cells, houses. */
export interface EngineStep {
  technique: string;
  name: string;
  text: string;
  cells: string[];
  houses: string[];
  placements: CellDigit[];
  eliminations: CellDigit[];
}

/** The `x-hint` object of a hint answer, in any of its shapes. */
export type EngineHint =
  | EngineStep
  | { wrong_entries: CellDigit[]; removed_candidates: CellDigit[]; text: string }
  | { outcome: string }
  | { text: string };

export type HintLevel = 1 | 2 | 3;

/** The last level: the whole step. */
export const FULL_HINT_LEVEL: HintLevel = 3;

/**
 * The level a further press of Hint shows: one more while the view shown says there is more, else
 * the same (the full step stays). Shared by the Sudoku and the deduction-grid screens.
 */
export function nextHintLevel(level: HintLevel, more: boolean): HintLevel {
  return more && level < FULL_HINT_LEVEL ? ((level + 1) as HintLevel) : level;
}

export interface HintView {
  text: string;
  /** Whether another press would say more. */
  more: boolean;
  cells: number[];
  /** Cells of the highlighted houses. */
  houseCells: number[];
  eliminations: { cell: number; digit: number }[];
  placements: { cell: number; digit: number }[];
  /** Cells holding a wrong digit or having lost a needed candidate (shown only exactly, level 2+). */
  mistakes: number[];
}

const EMPTY: Omit<HintView, 'text' | 'more'> = { cells: [], houseCells: [], eliminations: [], placements: [], mistakes: [] };

function isStep(hint: EngineHint): hint is EngineStep {
  return 'technique' in hint;
}

function isMistakes(hint: EngineHint): hint is Extract<EngineHint, { wrong_entries: CellDigit[] }> {
  return 'wrong_entries' in hint;
}

/** "box 5" -> "Look at box 5."; "main diagonal" -> "Look at the main diagonal." */
function lookAt(houseName: string): string {
  const article = houseName.endsWith('diagonal') || houseName.startsWith('cage') ? 'the ' : '';
  return `Look at ${article}${houseName}.`;
}

/** The house a nudge names: the step's first house, else one house holding all its cells. */
export function nudgeHouse(puzzle: Puzzle, step: EngineStep): string | null {
  if (step.houses.length > 0) return step.houses[0];
  const cells = (step.cells.length > 0 ? step.cells : [...step.placements, ...step.eliminations].map((c) => c.cell)).map((name) =>
    parseCellName(puzzle.size, name),
  );
  if (cells.length === 0) return null;
  // Box or region first: the smallest area to scan by eye.
  const order = [...puzzle.regions, ...puzzle.houses.filter((h) => !puzzle.regions.includes(h))];
  const common = order.find((house) => cells.every((cell) => house.cells.includes(cell)));
  if (common) return common.name;
  return puzzle.regions[puzzle.regionOf[cells[0]]].name;
}

export function hintView(puzzle: Puzzle, hint: EngineHint, level: HintLevel): HintView {
  const cell = (name: string) => parseCellName(puzzle.size, name);
  const houseCells = (names: string[]) => [...new Set(names.flatMap((name) => houseNamed(puzzle, name)?.cells ?? []))];

  if (isMistakes(hint)) {
    const wrong = hint.wrong_entries.map((entry) => cell(entry.cell));
    const lost = hint.removed_candidates.map((entry) => cell(entry.cell));
    if (level === 1) {
      // Gently: the row of the first mistake, not the cell.
      const first = wrong[0] ?? lost[0];
      const row = Math.floor(first / puzzle.size) + 1;
      const what = wrong.length > 0 ? 'a mistake' : 'a pencil mark that removed a needed digit';
      const count = wrong.length + lost.length;
      const text = `There is ${what} in row ${row}.${count > 1 ? ` (${count} cells need a look.)` : ''}`;
      return { ...EMPTY, text, more: true };
    }
    return { ...EMPTY, text: hint.text, more: false, mistakes: [...wrong, ...lost] };
  }

  if (isStep(hint)) {
    const house = nudgeHouse(puzzle, hint);
    const nudge = house ? lookAt(house) : 'Look for the next step.';
    const nudgeCells = house ? houseCells([house]) : [];
    if (level === 1) return { ...EMPTY, text: nudge, more: true, houseCells: nudgeCells };
    if (level === 2) return { ...EMPTY, text: `Technique: ${hint.name}. ${nudge}`, more: true, houseCells: nudgeCells };
    return {
      text: hint.text,
      more: false,
      cells: hint.cells.map(cell),
      houseCells: houseCells(hint.houses),
      eliminations: hint.eliminations.map((e) => ({ cell: cell(e.cell), digit: e.digit })),
      placements: hint.placements.map((p) => ({ cell: cell(p.cell), digit: p.digit })),
      mistakes: [],
    };
  }

  if ('outcome' in hint) {
    const text = hint.outcome === 'no_solution' ? 'This puzzle has no solution.' : 'This puzzle has more than one solution: no logical hint applies.';
    return { ...EMPTY, text, more: false };
  }
  return { ...EMPTY, text: hint.text, more: false };
}
