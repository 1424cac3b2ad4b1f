// The visible clues, newest first: who carries each and its sentence. Each has a checkbox the
// player ticks to strike the clue through once it is used up (a common aid in Clues by Sam). Clues that just
// appeared and clues a hint uses are highlighted, and say so in words for screen readers.

import type { DeducePuzzle } from './types';

export interface ClueListProps {
  puzzle: DeducePuzzle;
  /** Visible clue indices in the order to show them (clueDisplayOrder). */
  order: readonly number[];
  used: readonly number[];
  fresh: readonly number[];
  hinted: readonly number[];
  onToggleUsed: (index: number) => void;
}

export function ClueList({ puzzle, order, used, fresh, hinted, onToggleUsed }: ClueListProps) {
  const carrierName = (cell: string) => puzzle.people.find((person) => person.cell === cell)?.name ?? cell;
  return (
    <section class="deduce-clues" aria-labelledby="deduce-clues-title">
      <h2 id="deduce-clues-title">
        Clues <span class="deduce-clues-count">{order.length} of {puzzle.clues.length}</span>
      </h2>
      {order.length === 0 ? (
        <p class="deduce-clues-empty">No clue is visible yet: reveal people to see theirs.</p>
      ) : (
        <ul>
          {order.map((index) => {
            const clue = puzzle.clues[index];
            const isUsed = used.includes(index);
            const isHinted = hinted.includes(index);
            const isFresh = fresh.includes(index);
            const classes = ['deduce-clue', isUsed ? 'is-used' : '', isHinted ? 'is-hinted' : '', isFresh ? 'is-fresh' : ''];
            return (
              <li key={index} class={classes.filter(Boolean).join(' ')} data-clue={index}>
                {/* A labelled checkbox, not a button: a button named by the clue's sentence would
                    answer to "Criminal" or "Hint" as well as the real buttons do. */}
                <label>
                  <input type="checkbox" checked={isUsed} onChange={() => onToggleUsed(index)} title="Strike this clue as used" />
                  <span class="deduce-clue-body">
                    <span class="deduce-clue-carrier">
                      {carrierName(clue.carrier)} <span class="deduce-clue-cell">{clue.carrier}</span>
                      {isFresh && <span class="deduce-tag">new</span>}
                      {isHinted && <span class="deduce-tag deduce-tag-hint">used by the hint</span>}
                    </span>
                    <span class="deduce-clue-text">{clue.text}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
