// Rule breaks the player can see on the board: a digit twice in a house or cage, a cage whose
// digits pass its sum (or fill it with the wrong sum), a thermometer that does not rise from bulb
// to tip, and the newer variants' breaks (variantConflicts.ts). Each conflict names its cells and
// says why in words, for the screen reader too.

import { type Puzzle, cellName } from './puzzle';
import { findVariantConflicts } from './variantConflicts';

export interface Conflict {
  cells: number[];
  /** Index into puzzle.cages / puzzle.thermos when that rule is broken. */
  cage?: number;
  thermo?: number;
  text: string;
}

export interface ConflictSet {
  list: Conflict[];
  cells: Set<number>;
  cages: Set<number>;
  thermos: Set<number>;
}

/** `placed`: the digit in each cell (given or entry), 0 when empty. */
export function findConflicts(puzzle: Puzzle, placed: number[]): ConflictSet {
  const list: Conflict[] = [];
  const name = (cell: number) => cellName(puzzle.size, cell);

  // Repeats: every house, and every cage (a cage never repeats a digit, whatever its size).
  const groups = [
    ...puzzle.houses.filter((house) => !house.name.startsWith('cage at')),
    ...puzzle.cages.map((cage) => ({ name: `cage at ${name(Math.min(...cage.cells))}`, cells: cage.cells })),
  ];
  for (const group of groups) {
    const byDigit = new Map<number, number[]>();
    for (const cell of group.cells) {
      const digit = placed[cell];
      if (digit !== 0) byDigit.set(digit, [...(byDigit.get(digit) ?? []), cell]);
    }
    for (const [digit, cells] of byDigit) {
      if (cells.length > 1) {
        const times = cells.length === 2 ? 'twice' : `${cells.length} times`;
        list.push({ cells, text: `${digit} appears ${times} in ${group.name} (${cells.map(name).join(', ')})` });
      }
    }
  }

  puzzle.cages.forEach((cage, index) => {
    if (cage.sum === undefined) return;
    const digits = cage.cells.map((cell) => placed[cell]);
    const total = digits.reduce((a, b) => a + b, 0);
    const full = digits.every((d) => d !== 0);
    const where = `cage at ${name(Math.min(...cage.cells))}`;
    if (total > cage.sum || (full && total !== cage.sum)) {
      list.push({
        cells: cage.cells.filter((cell) => placed[cell] !== 0),
        cage: index,
        text: full ? `${where} adds up to ${total}, not ${cage.sum}` : `${where} passes its sum ${cage.sum} (${total} so far)`,
      });
    }
  });

  puzzle.thermos.forEach((thermo, index) => {
    // Every pair along the thermometer, not only neighbours: 5 . 3 is already wrong.
    for (let i = 0; i < thermo.length; i++) {
      for (let j = i + 1; j < thermo.length; j++) {
        const low = placed[thermo[i]];
        const high = placed[thermo[j]];
        if (low !== 0 && high !== 0 && high <= low) {
          list.push({
            cells: [thermo[i], thermo[j]],
            thermo: index,
            text: `thermometer at ${name(thermo[0])}: ${name(thermo[j])} = ${high} does not rise above ${name(thermo[i])} = ${low}`,
          });
        }
      }
    }
  });

  list.push(...findVariantConflicts(puzzle, placed));

  const cells = new Set<number>();
  const cages = new Set<number>();
  const thermos = new Set<number>();
  for (const conflict of list) {
    conflict.cells.forEach((cell) => cells.add(cell));
    if (conflict.cage !== undefined) cages.add(conflict.cage);
    if (conflict.thermo !== undefined) thermos.add(conflict.thermo);
  }
  return { list, cells, cages, thermos };
}

/** Every cell filled and no rule broken (and the known solution matched, when there is one). */
export function isSolved(puzzle: Puzzle, placed: number[]): boolean {
  if (placed.some((digit) => digit === 0)) return false;
  if (puzzle.solution && placed.some((digit, cell) => digit !== puzzle.solution![cell])) return false;
  return findConflicts(puzzle, placed).list.length === 0;
}
