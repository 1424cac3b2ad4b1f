import { describe, expect, it } from 'vitest';
import { isValidSeed } from './NewGameDialog';

describe('the seed field', () => {
  it('takes a random seed (empty) or a whole number the engine takes, 0 .. 2^64-1', () => {
    expect(isValidSeed('')).toBe(true);
    expect(isValidSeed('0')).toBe(true);
    expect(isValidSeed('18446744073709551615')).toBe(true);
  });

  it('refuses what the engine would refuse: beyond 2^64-1, signs, letters', () => {
    expect(isValidSeed('18446744073709551616')).toBe(false);
    expect(isValidSeed('99999999999999999999')).toBe(false);
    expect(isValidSeed('-3')).toBe(false);
    expect(isValidSeed('12a')).toBe(false);
  });
});
