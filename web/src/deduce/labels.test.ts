import { describe, expect, it } from 'vitest';
import { cardLabel, formatClock } from './labels';

describe('card names', () => {
  it('start with the person and the cell, then the verdict or "hidden"', () => {
    const hidden = { name: 'Ada', cell: 'B1', profession: 'cook', verdict: null, note: null, hinted: false };
    expect(cardLabel(hidden)).toBe('Ada, B1, hidden, cook');
    expect(cardLabel({ ...hidden, name: 'Ben', cell: 'A2', verdict: 'criminal' })).toBe('Ben, A2, criminal, cook');
  });

  it('mention a note on a hidden card only, and the hint', () => {
    const hidden = { name: 'Ada', cell: 'B1', profession: 'cook', verdict: null, note: 'innocent' as const, hinted: true };
    expect(cardLabel(hidden)).toBe('Ada, B1, hidden, cook, note maybe innocent, named by the hint');
    expect(cardLabel({ ...hidden, verdict: 'innocent', hinted: false })).toBe('Ada, B1, innocent, cook');
  });
});

describe('clock', () => {
  it('shows minutes and seconds, and hours past the hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65_999)).toBe('1:05');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(-5)).toBe('0:00');
  });
});
