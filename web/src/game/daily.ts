// The daily puzzle: its seed is the UTC date written as digits (2025-03-07 -> 20250307), so every
// device generates the same puzzle on the same day, whatever its time zone.

export function dailySeed(date: Date): number {
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** "2025-03-07" */
export function dailyLabel(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day's Sudoku level: easier early in the week, the hardest on Sunday (UTC weekday). */
export function dailySudokuLevel(date: Date): 'easy' | 'medium' | 'hard' | 'evil' {
  const levels = ['evil', 'easy', 'easy', 'medium', 'medium', 'hard', 'hard'] as const;
  return levels[date.getUTCDay()];
}
