// The level a player sees is the one the engine measured: a generated puzzle carries the level of
// the scale it was generated on; a pasted one gets all three ratings from `rate`, of which the
// technique level (what a solver by hand needs) is shown. The other ratings go in the tooltip.

import type { PuzzleJson } from '../game/puzzle';

type Ratings = Record<string, Record<string, unknown>>;

const SCALE_NAMES: Record<string, string> = { technique: 'technique scale', mcm: 'singles-and-oracle scale', search: 'search scale' };

function levelOf(rating: Record<string, unknown> | undefined): string | null {
  if (!rating) return null;
  const level = rating.level ?? rating.band;
  return typeof level === 'string' && level !== '' ? level : null;
}

export function levelText(json: PuzzleJson): { text: string; scale: string; title: string } | null {
  const ratings = (json.rating ?? {}) as Ratings;
  const order = ['technique', 'mcm', 'search'];
  const known = order.flatMap((scale) => {
    const level = scale === 'search' ? (levelOf(ratings.search) ?? (typeof json.level === 'string' ? json.level : null)) : levelOf(ratings[scale]);
    return level ? [{ scale, level }] : [];
  });
  if (known.length === 0) return null;
  const shown = known[0];
  const capital = shown.level.charAt(0).toUpperCase() + shown.level.slice(1);
  return {
    text: capital,
    scale: shown.scale,
    title: known.map(({ scale, level }) => `${SCALE_NAMES[scale]}: ${level}`).join(' · '),
  };
}
