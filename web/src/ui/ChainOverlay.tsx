// A hint's chain drawn over the board (inside BoardSvg): one curved arrow per link, from candidate to
// candidate (solid for a strong link, dashed for a weak one, data-testid="chain-link"), then a ring
// around every candidate of the chain with its digit, filled green where the chain makes it true
// and blue where it makes it false. The digit is drawn in the ring because a player without pencil
// marks has no candidate there to point at. A verity's branches each take their own colour.

import type { BoardLink, BoardLinkEnd } from '../game/hints';
import { digitLabel } from '../game/puzzle';
import { candidatePoint, candidateRadius, linkPath } from './chainGeometry';

export interface ChainOverlayProps {
  size: number;
  links: BoardLink[];
}

/** Distinct branch colours before they repeat (styles.css: .chain-main, .chain-branch-0 ... -2). */
const BRANCH_COLOURS = 3;

export function ChainOverlay({ size, links }: ChainOverlayProps) {
  if (links.length === 0) return null;
  const radius = candidateRadius(size);
  // One arrowhead per colour: a marker cannot take the colour of the line it ends.
  const colourOf = (link: BoardLink) => (link.branch === null ? 'main' : `branch-${link.branch % BRANCH_COLOURS}`);
  const colours = [...new Set(links.map(colourOf))];
  // Each candidate once: where it is reached first decides its state (a loop returns to its start).
  const ends = new Map<string, BoardLinkEnd>();
  for (const link of links) {
    for (const end of [link.from, link.to]) {
      const key = `${end.cell}:${end.digit}`;
      if (!ends.has(key)) ends.set(key, end);
    }
  }
  return (
    <g class="chain" data-testid="chain">
      <defs>
        {colours.map((colour) => (
          <marker key={colour} id={`chain-arrow-${colour}`} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={4.2} markerHeight={4.2} orient="auto">
            <path d="M0 0L10 5L0 10z" class={`chain-arrowhead chain-${colour}`} />
          </marker>
        ))}
      </defs>
      {links.map((link, index) => {
        const d = linkPath(candidatePoint(size, link.from.cell, link.from.digit), candidatePoint(size, link.to.cell, link.to.digit), radius + 1);
        if (!d) return null;
        const colour = colourOf(link);
        return (
          <path
            key={`l${index}`}
            data-testid="chain-link"
            data-type={link.strong ? 'strong' : 'weak'}
            d={d}
            class={`chain-link chain-${colour} ${link.strong ? 'is-strong' : 'is-weak'}`}
            marker-end={`url(#chain-arrow-${colour})`}
          >
            <title>{`${link.strong ? 'Strong' : 'Weak'} link by ${link.by}`}</title>
          </path>
        );
      })}
      {[...ends.values()].map((end) => {
        const [cx, cy] = candidatePoint(size, end.cell, end.digit);
        return (
          <g key={`n${end.cell}-${end.digit}`} data-testid="chain-candidate" class={`chain-candidate ${end.on ? 'is-on' : 'is-off'}`}>
            <circle cx={cx} cy={cy} r={radius} />
            <text x={cx} y={cy + 1} font-size={radius * 1.45} text-anchor="middle" dominant-baseline="central">
              {digitLabel(end.digit)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
