// The engine's JSON for one logical step (docs/api.md, the `steps` of `hint` and `explain`), as this
// UI reads it: the technique, its sentence, the cells and houses of its pattern, what it places and
// removes, and for chains, loops and forcing steps the links between candidates that draw the chain.

export interface CellDigit {
  cell: string;
  digit: number;
}

/** One end of a link: a candidate, true ("on") or false ("off") at this point of the chain. */
export interface LinkEnd extends CellDigit {
  on: boolean;
}

/**
 * A link of a chain. Strong: if `from` is false then `to` is true (from off, to on). Weak: if `from`
 * is true then `to` is false (from on, to off). `by` names the house or rule that makes it:
 * "row 3", "cell r3c2", "cage at r8c5", ...
 */
export interface EngineLink {
  from: LinkEnd;
  to: LinkEnd;
  type: 'strong' | 'weak';
  by: string;
}

/** One branch of a verity: what follows from assuming one candidate of a cell or house. */
export interface VerityBranch {
  assume: CellDigit;
  links: EngineLink[];
}

export interface EngineStep {
  technique: string;
  name: string;
  text: string;
  cells: string[];
  houses: string[];
  placements: CellDigit[];
  eliminations: CellDigit[];
  /** Chains, loops, wings with a link and forcing steps only. */
  links?: EngineLink[];
  /** The chain in Eureka notation: "(6)r3c2 - (6)r3c7 = (6)r5c7 ...". */
  eureka?: string;
  /** Loops: the links close on themselves. */
  loop?: boolean;
  /**
   * Forcing chains by contradiction: the cell left without a candidate, the house left without a
   * place for a digit, or the rule broken (a cage or thermometer).
   */
  contradiction?: { cell: string } | { house: string; digit: number } | { rule: string };
  /** Forcing chains by verity: the common result of every branch, and the branches. */
  verity?: CellDigit;
  branches?: VerityBranch[];
}
