// What a deduction grid's new game asks the engine for: the link that names the puzzle (size,
// mode, seed, band, theme: the same numbers give the same grid everywhere) and the `generate`
// request made from it (docs/api.md).

import type { DeduceGenerateRequest } from '../engine/protocol';
import type { DeduceLink } from './urlCodec';

/** The engine's cast themes (docs/deduce.md, --theme), in the order the dialog offers them. */
export const DEDUCE_THEMES = [
  { key: 'everyday', label: 'Everyday' },
  { key: 'village', label: 'Village' },
  { key: 'station', label: 'Space station' },
] as const;

/** The engine's theme when a request or a puzzle names none. */
export const DEFAULT_THEME = 'everyday';

/** A theme's name as the player reads it; an unknown key (a newer engine's) as it is. */
export function themeLabel(key: string): string {
  return DEDUCE_THEMES.find((theme) => theme.key === key)?.label ?? key;
}

export interface DeduceOptions {
  size: string;
  mode: 'revealed' | 'open';
  band: string;
  theme: string;
}

/** The link for these options and seed; an empty band and the default theme are left out. */
export function deduceLink(options: DeduceOptions, seed: string): DeduceLink {
  return {
    size: options.size,
    mode: options.mode,
    seed,
    ...(options.band ? { band: options.band } : {}),
    ...(options.theme && options.theme !== DEFAULT_THEME ? { theme: options.theme } : {}),
  };
}

/** The engine request that generates the grid a link names. */
export function deduceGenerateRequest(link: DeduceLink): DeduceGenerateRequest {
  return {
    op: 'generate',
    family: 'deduce',
    size: link.size,
    mode: link.mode as DeduceGenerateRequest['mode'],
    seed: link.seed,
    ...(link.band ? { band: link.band } : {}),
    ...(link.theme ? { theme: link.theme } : {}),
  };
}
