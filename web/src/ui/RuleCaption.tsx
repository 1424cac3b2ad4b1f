// The rules a board's marks do not say by themselves (anti-knight, anti-king, non-consecutive,
// negative constraints) and a line for each newer kind of mark, under the board in words: a
// player who has not met the variant reads how it works, and a screen reader reads it too.

import type { Puzzle } from '../game/puzzle';
import { ruleCaptions } from '../game/variantRules';

export function RuleCaption({ puzzle }: { puzzle: Puzzle }) {
  const captions = ruleCaptions(puzzle.variants);
  if (captions.length === 0) return null;
  return (
    <ul class="rule-caption" aria-label="Variant rules">
      {captions.map((caption) => (
        <li key={caption}>{caption}</li>
      ))}
    </ul>
  );
}
