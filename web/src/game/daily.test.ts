import { describe, expect, it } from 'vitest';
import { dailyLabel, dailySeed, dailySudokuLevel } from './daily';

describe('daily puzzle', () => {
  it('takes its seed from the UTC date, whatever the local time zone says', () => {
    expect(dailySeed(new Date('2025-03-07T00:00:00Z'))).toBe(20250307);
    expect(dailySeed(new Date('2025-03-07T23:59:59Z'))).toBe(20250307);
    // 01:00 in UTC+2 on the 8th is still the 7th in UTC.
    expect(dailySeed(new Date('2025-03-08T01:00:00+02:00'))).toBe(20250307);
    expect(dailySeed(new Date('2025-12-31T12:00:00Z'))).toBe(20251231);
    expect(dailyLabel(new Date('2025-03-07T10:00:00Z'))).toBe('2025-03-07');
  });

  it('gives the week a rising level, the hardest on Sunday', () => {
    // 2025-03-03 is a Monday.
    const week = [3, 4, 5, 6, 7, 8, 9].map((day) => dailySudokuLevel(new Date(Date.UTC(2025, 2, day))));
    expect(week).toEqual(['easy', 'easy', 'medium', 'medium', 'hard', 'hard', 'evil']);
  });
});
