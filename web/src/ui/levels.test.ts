import { describe, expect, it } from 'vitest';
import { levelText } from './levels';

const givens = '.'.repeat(81);

describe('the level shown', () => {
  it('is the search level of a puzzle generated on the search scale', () => {
    expect(levelText({ givens, level: 'hard', rating: { search: { level: 'hard', nodes: 12 } } })).toEqual({
      text: 'Hard',
      scale: 'search',
      title: 'search scale: hard',
    });
  });

  it('is the level of the scale a puzzle was generated on', () => {
    const shown = levelText({ givens, level: 'evil', rating: { search: { level: 'evil' }, technique: { level: 'unfair' } } });
    expect(shown).toMatchObject({ text: 'Unfair', scale: 'technique', title: 'technique scale: unfair · search scale: evil' });
    expect(levelText({ givens, level: 'easy', rating: { search: { level: 'easy' }, mcm: { level: 'cinch' } } })?.text).toBe('Cinch');
  });

  it('reads the band of a rate answer, and nothing from an unrated puzzle', () => {
    expect(levelText({ givens, rating: { mcm: { band: 'crazy', score: 0.9 } } })?.text).toBe('Crazy');
    expect(levelText({ givens })).toBeNull();
  });
});
