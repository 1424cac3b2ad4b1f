// The engine's legend under the board: what each kind of mark means, and the rules no mark shows
// (anti-knight, non-consecutive, negative constraints), one line per kind of rule, in words. A
// player who has not met the variant reads how it works, and a screen reader reads it too.

import type { Puzzle } from '../game/puzzle';

export function RuleCaption({ puzzle }: { puzzle: Puzzle }) {
  const { legend } = puzzle.board.sketch;
  if (legend.length === 0) return null;
  return (
    <ul class="rule-caption" aria-label="Variant rules">
      {legend.map((line) => (
        <li key={line.key}>
          <span class="rule-caption-key">{line.key}:</span> {line.text}
        </li>
      ))}
    </ul>
  );
}
