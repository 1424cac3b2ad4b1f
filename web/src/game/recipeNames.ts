// What a player reads for each of the engine's variant recipes (the --variant names of
// docs/variants.md, which the `board` and `parse` ops list as `rules`). The one place these names
// live: the new-game dialog's check boxes and the game's title both read them, so a variant is
// called the same on both ("Even-Odd", "Little Killer"). The engine gives recipe keys only.

export interface RecipeName {
  /** The engine's recipe, as `generate` takes it and `board` lists it. */
  key: string;
  /** Its name in titles and in the dialog. */
  name: string;
  /** A few words the dialog adds in brackets, where the name alone says little ("diagonals"). */
  note?: string;
}

/** Every recipe the engine generates, in the dialog's order: the first four, then the newer ones. */
export const RECIPE_NAMES: readonly RecipeName[] = [
  { key: 'x', name: 'X', note: 'diagonals' },
  { key: 'jigsaw', name: 'Jigsaw' },
  { key: 'killer', name: 'Killer' },
  { key: 'thermo', name: 'Thermo' },
  { key: 'anti-knight', name: 'Anti-Knight' },
  { key: 'anti-king', name: 'Anti-King' },
  { key: 'non-consecutive', name: 'Non-Consecutive' },
  { key: 'windoku', name: 'Windoku' },
  { key: 'even-odd', name: 'Even-Odd' },
  { key: 'arrow', name: 'Arrow' },
  { key: 'kropki', name: 'Kropki' },
  { key: 'xv', name: 'XV' },
  { key: 'sandwich', name: 'Sandwich' },
  { key: 'little-killer', name: 'Little Killer' },
];

/** The name of `recipe` ("even-odd" -> "Even-Odd"); "classic" is "Classic"; an unknown one as written. */
export function recipeName(recipe: string): string {
  if (recipe === 'classic') return 'Classic';
  return RECIPE_NAMES.find((entry) => entry.key === recipe)?.name ?? recipe;
}

/** The dialog's label: the name, with its note in brackets ("X (diagonals)"). */
export function recipeLabel(entry: RecipeName): string {
  return entry.note ? `${entry.name} (${entry.note})` : entry.name;
}
