// Shapes of the deduction-grid JSON (docs/deduce.md "JSON form") and of the engine's deduce_*
// answers (docs/api.md). Only the fields this screen reads are typed; the puzzle object itself is
// passed back to the engine untouched, so unknown keys survive.

export type Verdict = 'criminal' | 'innocent';

export interface DeducePerson {
  cell: string;
  name: string;
  profession: string;
}

export interface DeduceClue {
  type: string;
  trait: string;
  carrier: string;
  text: string;
  [key: string]: unknown;
}

export interface DeduceStep {
  cell: string;
  name?: string;
  verdict: Verdict;
  clues: number[];
  facts: string[];
  level?: number;
  cost?: number;
  /** The closure round of the hint sequence (older files: "depth"). */
  round?: number;
  text?: string;
}

export interface DeducePuzzle {
  format: string;
  size: string;
  mode: 'revealed' | 'open';
  /** The cast theme (everyday, village, station); absent in files written before themes. */
  theme?: string;
  people: DeducePerson[];
  clues: DeduceClue[];
  reveals: string[];
  solution: string;
  difficulty?: { score?: number; band?: string; [key: string]: unknown };
  hints?: DeduceStep[];
  [key: string]: unknown;
}

/** One accepted mark, exactly as deduce_mark's `moves` wants it. */
export interface Move {
  cell: string;
  verdict: Verdict;
}

export type MarkOutcome = 'accepted' | 'mistake' | 'guess' | 'already_revealed';

export interface MarkAnswer {
  outcome: MarkOutcome;
  /** The engine's sentence: "Right: …", "Wrong: …", "Refused: …". */
  reason?: string;
  cell?: string;
  name?: string;
  verdict?: Verdict;
  revealed?: string[];
  visible_clues?: number[];
  /** Clue indices that became visible with this mark. */
  new_clues?: number[];
  finished?: boolean;
}

export interface HintAnswer {
  hint: DeduceStep | null;
  text?: string;
}
