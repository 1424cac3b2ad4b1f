// Candidates computed from peers: the digits that no given or entry in a house or cage mate rules out.

import type { Puzzle } from './puzzle';
import { type MarkSet, type PlayerState, placedDigits } from './state';

export function fullMarkSet(size: number): MarkSet {
  return (1 << size) - 1;
}

/** Per cell: the digits its peers leave (0 for a cell that already holds a digit). */
export function peerCandidates(puzzle: Puzzle, state: PlayerState): MarkSet[] {
  const placed = placedDigits(puzzle, state);
  return placed.map((digit, cell) => {
    if (digit !== 0) return 0;
    let set = fullMarkSet(puzzle.size);
    for (const peer of puzzle.peers[cell]) if (placed[peer] !== 0) set &= ~(1 << (placed[peer] - 1));
    return set;
  });
}
