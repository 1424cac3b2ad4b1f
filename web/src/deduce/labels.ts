// Words the screen shows or announces, kept pure so tests can pin them: the card's accessible
// name (the DOM contract: person's name first, then the cell), verdict words and the clock.

import type { Verdict } from './types';

export interface CardFacts {
  name: string;
  cell: string;
  profession: string;
  verdict: Verdict | null;
  note: Verdict | null;
  hinted: boolean;
  selected?: boolean;
}

/** "Ada, B1, hidden, teacher, note maybe criminal" / "Ben, A2, criminal, cook". */
export function cardLabel(card: CardFacts): string {
  const parts = [card.name, card.cell, card.verdict ?? 'hidden', card.profession];
  if (!card.verdict && card.note) parts.push(`note maybe ${card.note}`);
  if (card.hinted) parts.push('named by the hint');
  return parts.join(', ');
}

export function verdictWord(verdict: Verdict): string {
  return verdict === 'criminal' ? 'Criminal' : 'Innocent';
}

/** "a criminal" / "innocent", for sentences like "Ben is a criminal." */
export function verdictPhrase(verdict: Verdict): string {
  return verdict === 'criminal' ? 'a criminal' : 'innocent';
}

/** 65_000 ms -> "1:05"; an hour or more -> "1:02:03". */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const seconds = total % 60;
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
