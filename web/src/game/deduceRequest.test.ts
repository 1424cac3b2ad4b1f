import { describe, expect, it } from 'vitest';
import { deduceGenerateRequest, deduceLink, themeLabel } from './deduceRequest';

describe('a deduction grid’s generate request', () => {
  it('carries the size, mode, band and theme the dialog chose, with the seed', () => {
    const link = deduceLink({ size: '6x6', mode: 'open', band: 'hard', theme: 'station' }, '9');
    expect(link).toEqual({ size: '6x6', mode: 'open', seed: '9', band: 'hard', theme: 'station' });
    expect(deduceGenerateRequest(link)).toEqual({ op: 'generate', family: 'deduce', size: '6x6', mode: 'open', seed: '9', band: 'hard', theme: 'station' });
  });

  it('leaves out an empty band and the engine’s default theme, so older links and saved games still match', () => {
    const link = deduceLink({ size: '5x6', mode: 'revealed', band: '', theme: 'everyday' }, '3');
    expect(link).toEqual({ size: '5x6', mode: 'revealed', seed: '3' });
    expect(deduceGenerateRequest(link)).toEqual({ op: 'generate', family: 'deduce', size: '5x6', mode: 'revealed', seed: '3' });
  });

  it('names a theme in words, and an unknown one as it is', () => {
    expect(themeLabel('station')).toBe('Space station');
    expect(themeLabel('pirates')).toBe('pirates');
  });
});
