// The new-game dialog and the game's title name every variant alike (recipeNames.ts), and every
// recipe the engine generates has a name.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../engine/protocol';
import { CLASSIC } from '../game/fixtures';
import { variantTitle } from '../game/puzzle';
import { RECIPE_NAMES } from '../game/recipeNames';
import { nativeAnswer, puzzleOf } from '../engine/testing/nativeEngine';
import { DEFAULT_CHOICE, NewGameDialog } from './NewGameDialog';
import { mountPoint } from './testing/mountPoint';

const host = mountPoint();

/** The recipes the engine generates, from its own refusal of an unknown one (docs/api.md `generate`). */
function engineRecipes(): string[] {
  const answer = nativeAnswer({ op: 'generate', variant: 'no-such-variant' }) as ErrorResponse;
  const list = /\(variants: (.*), or a comma list/.exec(answer.error);
  if (!list) throw new Error(`the engine's message no longer lists its variants: ${answer.error}`);
  return list[1].split(', ');
}

function dialogLabels(): string[] {
  act(() => render(<NewGameDialog initial={DEFAULT_CHOICE} onClose={() => undefined} onStart={() => undefined} onDaily={() => undefined} onPaste={() => undefined} />, host()));
  return [...host().querySelectorAll('fieldset.checks label')].map((label) => label.textContent!.trim());
}

describe('variant names', () => {
  it('name every recipe the engine generates, and no other', () => {
    const recipes = engineRecipes();
    expect(recipes).toContain('even-odd');
    expect(RECIPE_NAMES.map((entry) => entry.key).sort()).toEqual([...recipes].sort());
  });

  it('are the same in the dialog and in the title', () => {
    const titleOf = (recipe: string) => variantTitle({ ...puzzleOf(CLASSIC), rules: ['classic', recipe] });
    const labels = dialogLabels();
    expect(labels).toHaveLength(RECIPE_NAMES.length);
    for (const entry of RECIPE_NAMES) {
      const title = titleOf(entry.key);
      // A lone X is "Sudoku X", as the field calls it; the dialog's label starts with the title's words.
      const name = entry.key === 'x' ? title.replace(/^Sudoku /, '') : title;
      expect(labels.some((label) => label === name || label.startsWith(`${name} (`)), `${entry.key}: title "${title}", dialog ${labels.join(' | ')}`).toBe(true);
    }
  });

  it('read as a player writes them, hyphens kept', () => {
    const titleOf = (rules: string[]) => variantTitle({ ...puzzleOf(CLASSIC), rules: ['classic', ...rules] });
    expect(titleOf(['even-odd'])).toBe('Even-Odd');
    expect(titleOf(['little-killer', 'xv'])).toBe('Little Killer XV');
    expect(titleOf(['anti-knight', 'non-consecutive', 'anti-king', 'windoku'])).toBe('Anti-Knight Non-Consecutive Anti-King Windoku');
    expect(dialogLabels()).toEqual(['X (diagonals)', 'Jigsaw', 'Killer', 'Thermo', 'Anti-Knight', 'Anti-King', 'Non-Consecutive', 'Windoku', 'Even-Odd', 'Arrow', 'Kropki', 'XV', 'Sandwich', 'Little Killer']);
  });
});
