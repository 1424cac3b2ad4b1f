// The logic graph of a deduction puzzle as the screen reads it (docs/deduce.md "Logic graph"): the
// engine's deduce_explain answer, what a node rests on and what rests on it, the sentence that
// describes a node in words, and which part of the graph a game in progress may show without
// giving away a verdict not yet found. Pure functions on the engine's JSON; the drawing itself is
// the engine's SVG (deduce_explain with "drawing": "svg"), never a second layout.

import { revealedVerdicts, visibleClueIndices } from './board';
import { verdictPhrase } from './labels';
import type { DeducePuzzle, DeduceStep, Move, Verdict } from './types';

export interface LogicClueNode {
  id: string;
  kind: 'clue';
  /** Index into the puzzle's clues (0-based). */
  clue: number;
  carrier: string | null;
  /** How far down the chain of deductions (docs/deduction.md: a verdict is one deeper than the deepest thing it rests on). */
  chain_depth: number;
  text: string;
}

export interface LogicPersonNode {
  id: string;
  kind: 'reveal' | 'verdict';
  cell: string;
  name: string;
  verdict: Verdict;
  /** How far down the chain of deductions (docs/deduction.md: a verdict is one deeper than the deepest thing it rests on). */
  chain_depth: number;
  /** A verdict's index in the hint sequence. */
  step?: number;
}

export type LogicNode = LogicClueNode | LogicPersonNode;

/** `from` (a verdict) rests on `to` (a clue or an earlier verdict). */
export interface LogicEdge {
  from: string;
  to: string;
}

export interface LogicGraph {
  nodes: LogicNode[];
  edges: LogicEdge[];
  /** Per chain depth, the ids of its people (depth 0: the start reveals). */
  by_chain_depth: string[][];
}

/** deduce_explain's answer (docs/api.md); `drawing` when the request asked for one. */
export interface ExplainAnswer {
  hints: DeduceStep[];
  graph: LogicGraph;
  drawing?: string;
}

/** What a node touches: the nodes it rests on and the nodes that rest on it, in edge order. */
export interface Neighbours {
  supports: string[];
  dependents: string[];
}

export function neighboursOf(graph: LogicGraph, id: string): Neighbours {
  const supports: string[] = [];
  const dependents: string[] = [];
  for (const edge of graph.edges) {
    if (edge.from === id) supports.push(edge.to);
    if (edge.to === id) dependents.push(edge.from);
  }
  return { supports, dependents };
}

export function nodeById(graph: LogicGraph, id: string): LogicNode | undefined {
  return graph.nodes.find((node) => node.id === id);
}

/** "clue 3" (1-based, as the clue list and the drawing number them) or "Ada (B1)". */
export function nodeName(node: LogicNode): string {
  return node.kind === 'clue' ? `clue ${node.clue + 1}` : `${node.name} (${node.cell})`;
}

/** "a, b and c". */
function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * One node in words, for the screen's description line and the node's accessible name. Only the
 * nodes in `shown` are named (all when it is omitted); the others are counted, so a game in
 * progress learns that more stands behind a verdict but not who.
 *   "Ben (B1) is a criminal: depth 1, rests on clue 1 and Eve (B2)."
 *   "Clue 2, on Ada's card (A1): Ivy is a criminal. Used by Ivy (C3)."
 */
export function describeNode(graph: LogicGraph, id: string, shown?: ReadonlySet<string>): string {
  const node = nodeById(graph, id);
  if (!node) return '';
  const visible = (other: string) => !shown || shown.has(other);
  const named = (ids: string[]) => {
    const names = ids.filter(visible).map((other) => nodeName(nodeById(graph, other)!));
    const hidden = ids.filter((other) => !visible(other)).length;
    if (hidden > 0) names.push(counted(hidden, 'verdict not found yet', 'verdicts not found yet'));
    return listed(names);
  };
  const { supports, dependents } = neighboursOf(graph, id);
  const usedBy = dependents.length === 0 ? 'No verdict uses it.' : `Used by ${named(dependents)}.`;
  if (node.kind === 'clue') {
    const carrier = node.carrier ? graph.nodes.find((other) => other.kind !== 'clue' && other.cell === node.carrier) : undefined;
    const where = carrier && carrier.kind !== 'clue' ? `, on ${carrier.name}'s card (${carrier.cell})` : '';
    return `Clue ${node.clue + 1}${where}: ${node.text} ${usedBy}`;
  }
  const head = `${nodeName(node)} is ${verdictPhrase(node.verdict)}`;
  if (node.kind === 'reveal') return `${head}: revealed at the start. ${usedBy}`;
  return `${head}: depth ${node.chain_depth}, rests on ${named(supports)}.`;
}

/**
 * The nodes a game in progress may show: the people revealed so far (at the start or by an
 * accepted move) and the clues the player sees (all in open mode, else those on revealed cards).
 * Everything else would name a verdict the player has not found.
 */
export function shownNodeIds(graph: LogicGraph, puzzle: DeducePuzzle, moves: readonly Move[]): Set<string> {
  const revealed = revealedVerdicts(puzzle, moves);
  const clues = new Set(visibleClueIndices(puzzle, revealed));
  const shown = new Set<string>();
  for (const node of graph.nodes) {
    if (node.kind === 'clue' ? clues.has(node.clue) : revealed.has(node.cell)) shown.add(node.id);
  }
  return shown;
}
