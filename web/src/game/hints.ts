// Graded hints (issue 13): the engine grades them. Each press of Hint asks it for the next level of
// the same state: 1 a nudge (the house to look at and the technique family), 2 the technique and
// the cells of its pattern, 3 the whole step, or for a player without pencil marks the short chain
// of steps that leads to the next placement. This file only turns the engine's answer (`x-hint`,
// docs/api.md) into what the board and the hint panel draw; it never decides what to reveal.

import type { CellDigit, EngineLink, EngineStep } from './engineStep';
import { cageHolding, pathThrough } from './board';
import { type Puzzle, houseNamed, parseCellName } from './puzzle';

export type { CellDigit, EngineStep } from './engineStep';

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

/**
 * What the hint is about: a step the player can record (pencil marks kept), the next placement
 * (no pencil marks: the steps leading to it), a mistake on the board, no step found, or a full grid.
 */
export type HintKind = 'step' | 'placement' | 'mistake' | 'stuck' | 'complete';

/** The `x-hint` object of a hint answer at one level. Keys beyond level, kind and text come with the level. */
export interface EngineHint {
  level: HintLevel;
  kind: HintKind;
  /** The sentence of this level. */
  text: string;
  /** "singles", "subsets", "chains", ... */
  family?: string;
  houses?: string[];
  /** Level 2 on. */
  cells?: string[];
  technique?: string;
  name?: string;
  /** Level 3: one step, or for a placement the eliminations leading to it and the placement last. */
  steps?: EngineStep[];
  placements?: CellDigit[];
  eliminations?: CellDigit[];
  /** Mistakes: entries that differ from the solution, and solution digits lost from pencil marks. */
  wrong_entries?: MistakeEntry[];
  removed_candidates?: MistakeEntry[];
}

/** A mistake told as much as its level allows: the house at level 1, the cell at 2, the digit at 3. */
export interface MistakeEntry {
  house?: string;
  cell?: string;
  digit?: number;
}

/** The whole `x-hint`: a graded hint, or the outcome of a puzzle without one solution. */
export type EngineHintAnswer = EngineHint | { outcome: string };

export interface BoardCandidate {
  cell: number;
  digit: number;
}

export interface BoardLinkEnd extends BoardCandidate {
  on: boolean;
}

/** A link of a chain as the board draws it, by cell index. */
export interface BoardLink {
  from: BoardLinkEnd;
  to: BoardLinkEnd;
  strong: boolean;
  /** The house or rule that makes the link ("row 3"), for the drawing's title. */
  by: string;
  /** Which branch of a verity it belongs to; null for the step's own links. */
  branch: number | null;
}

/** Level 3 of a placement hint of several steps: their sentences in order, and how far it is shown. */
export interface HintChain {
  texts: string[];
  /** Index of the step drawn on the board; steps after it are not shown yet. */
  shown: number;
}

export interface HintView {
  kind: HintKind | null;
  /** The level shown, null for an answer without levels (a puzzle that is not unique). */
  level: HintLevel | null;
  /** The engine's sentence for this level. */
  text: string;
  /** Whether another press of Hint would say more. */
  more: boolean;
  chain: HintChain | null;
  /** The drawn step's chain in Eureka notation. */
  eureka: string | null;
  /** The pattern's cells. */
  cells: number[];
  /** Cells of the highlighted houses. */
  houseCells: number[];
  eliminations: BoardCandidate[];
  /** Eliminations of the chain's steps before the one drawn: already made on the way. */
  earlierEliminations: BoardCandidate[];
  placements: BoardCandidate[];
  /** Cells holding a wrong digit or having lost a needed candidate. */
  mistakes: number[];
  links: BoardLink[];
}

const NOTHING_DRAWN = {
  chain: null,
  eureka: null,
  cells: [],
  houseCells: [],
  eliminations: [],
  earlierEliminations: [],
  placements: [],
  mistakes: [],
  links: [],
} satisfies Partial<HintView>;

/**
 * The cells of a house or rule the engine names: a house of the puzzle ("row 3", "box 5", "region 2",
 * "main diagonal"), or "cage at r8c5", "thermometer at r1c1", "cell r3c2" (links made by a rule or
 * inside one cell). Unknown names give no cells: a name the board cannot show is only read.
 */
export function namedCells(puzzle: Puzzle, name: string): number[] {
  const house = houseNamed(puzzle, name);
  if (house) return house.cells;
  const match = /^(cage|thermometer|cell) (?:at )?([rR]\d+[cC]\d+)$/.exec(name);
  if (!match) return [];
  let cell: number;
  try {
    cell = parseCellName(puzzle.size, match[2]);
  } catch {
    return [];
  }
  if (match[1] === 'cell') return [cell];
  if (match[1] === 'cage') return cageHolding(puzzle.board, cell) ?? [];
  return pathThrough(puzzle.board, 'thermometer', cell) ?? [];
}

function isGraded(answer: EngineHintAnswer): answer is EngineHint {
  return 'kind' in answer;
}

/** Whether the engine has a further level of this answer to give. */
function hasLevels(kind: HintKind): boolean {
  return kind === 'step' || kind === 'placement' || kind === 'mistake';
}

/**
 * What to show of an answer. `shown` is, at level 3 of a placement hint, the step of its chain
 * drawn on the board (each press of Hint or Next step shows one more).
 */
export function hintView(puzzle: Puzzle, answer: EngineHintAnswer, shown = 0): HintView {
  if (!isGraded(answer)) {
    const text = answer.outcome === 'no_solution' ? 'This puzzle has no solution.' : 'This puzzle has more than one solution: no logical hint applies.';
    return { ...NOTHING_DRAWN, kind: null, level: null, text, more: false };
  }
  const cell = (name: string) => parseCellName(puzzle.size, name);
  const candidate = (entry: CellDigit): BoardCandidate => ({ cell: cell(entry.cell), digit: entry.digit });
  const houseCells = (names: string[] = []) => [...new Set(names.flatMap((name) => namedCells(puzzle, name)))];
  const base = { ...NOTHING_DRAWN, kind: answer.kind, level: answer.level, text: answer.text, more: hasLevels(answer.kind) && answer.level < FULL_HINT_LEVEL };

  if (answer.kind === 'mistake') {
    if (answer.level === 1) return { ...base, houseCells: houseCells(answer.houses) };
    const entries = [...(answer.wrong_entries ?? []), ...(answer.removed_candidates ?? [])];
    const named = answer.cells ?? entries.flatMap((entry) => (entry.cell ? [entry.cell] : []));
    return { ...base, mistakes: [...new Set(named.map(cell))] };
  }
  if (!hasLevels(answer.kind)) return base;
  if (answer.level === 1) return { ...base, houseCells: houseCells(answer.houses) };
  if (answer.level === 2) return { ...base, cells: (answer.cells ?? []).map(cell), houseCells: houseCells(answer.houses) };

  const steps = answer.steps ?? [];
  if (steps.length === 0) {
    // A full answer without its steps: draw what the answer itself names.
    return {
      ...base,
      cells: (answer.cells ?? []).map(cell),
      houseCells: houseCells(answer.houses),
      eliminations: (answer.eliminations ?? []).map(candidate),
      placements: (answer.placements ?? []).map(candidate),
    };
  }
  const at = Math.max(0, Math.min(shown, steps.length - 1));
  const step = steps[at];
  // The engine's level-3 text of a placement is its steps' sentences run together: they are shown
  // one after the other instead, under a line that says how many there are.
  const isChain = answer.kind === 'placement' && steps.length > 1;
  return {
    ...base,
    text: isChain ? `${steps.length} steps lead to the next digit:` : withoutEureka(answer.text, step.eureka),
    more: isChain && at < steps.length - 1,
    chain: isChain ? { texts: steps.map((s) => withoutEureka(s.text, s.eureka)), shown: at } : null,
    eureka: step.eureka ?? null,
    cells: step.cells.map(cell),
    houseCells: houseCells(step.houses),
    eliminations: step.eliminations.map(candidate),
    earlierEliminations: steps.slice(0, at).flatMap((s) => s.eliminations.map(candidate)),
    placements: step.placements.map(candidate),
    links: boardLinks(puzzle, step),
  };
}

/**
 * A sentence without its closing "Eureka: ..." when it has one: the notation is shown on a line of
 * its own, in monospace, right under it.
 */
function withoutEureka(text: string, eureka: string | undefined): string {
  if (!eureka) return text;
  const tail = ` Eureka: ${eureka}.`;
  return text.endsWith(tail) ? text.slice(0, -tail.length) : text;
}

/** The step's links and its verity branches' links, by cell index. */
function boardLinks(puzzle: Puzzle, step: EngineStep): BoardLink[] {
  const convert = (link: EngineLink, branch: number | null): BoardLink => ({
    from: { cell: parseCellName(puzzle.size, link.from.cell), digit: link.from.digit, on: link.from.on },
    to: { cell: parseCellName(puzzle.size, link.to.cell), digit: link.to.digit, on: link.to.on },
    strong: link.type === 'strong',
    by: link.by,
    branch,
  });
  return [
    ...(step.links ?? []).map((link) => convert(link, null)),
    ...(step.branches ?? []).flatMap((branch, index) => branch.links.map((link) => convert(link, index))),
  ];
}
