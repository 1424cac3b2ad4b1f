import { describe, expect, it } from 'vitest';
import { applyAction } from './actions';
import { fromBase64Url, toBase64Url, BitReader, BitWriter } from './bits';
import { CLASSIC, JIGSAW, KILLER, KILLER_X, SUDOKU_X, THERMO } from './fixtures';
import type { PuzzleJson } from './puzzle';
import { emptyState } from './state';
import { gameKey } from './storage';
import { EVERY_MARK, GLOBAL_RULES } from './variantFixtures';
import { decodePuzzle, decodeState, deduceFragment, encodePuzzle, encodeState, parseFragment, sudokuFragment } from './urlCodec';
import { puzzleOf } from '../engine/testing/nativeEngine';

/** The rule keys alone: what the link carries. */
function rulesOf(json: PuzzleJson): PuzzleJson {
  const size = Math.round(Math.sqrt(json.givens.length));
  const out: PuzzleJson = { size, givens: json.givens.replace(/[0_*-]/g, '.') };
  for (const key of ['regions', 'diagonals', 'cages', 'thermos'] as const) if (json[key] !== undefined) (out as Record<string, unknown>)[key] = json[key];
  return out;
}

describe('bit packing', () => {
  it('writes and reads fields of any width and varints', () => {
    const out = new BitWriter();
    out.write(5, 3);
    out.writeVarint(0);
    out.writeVarint(1234567);
    out.write(65535, 16);
    const input = new BitReader(fromBase64Url(toBase64Url(out.toBytes())));
    expect([input.read(3), input.readVarint(), input.readVarint(), input.read(16)]).toEqual([5, 0, 1234567, 65535]);
  });

  it('round-trips every byte length through base64url', () => {
    for (let length = 0; length < 7; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + 200) % 256);
      expect([...fromBase64Url(toBase64Url(bytes))]).toEqual([...bytes]);
    }
    expect(() => fromBase64Url('ab$')).toThrow(/base64url/);
  });
});

describe('puzzle in the link', () => {
  it.each([
    ['classic', CLASSIC],
    ['killer', KILLER],
    ['thermo', THERMO],
    ['killer X', KILLER_X],
    ['jigsaw', JIGSAW],
    ['sudoku X', SUDOKU_X],
  ])('round-trips a %s puzzle', (_name, json) => {
    const code = encodePuzzle(json);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePuzzle(code)).toEqual(rulesOf(json));
  });

  it('round-trips a killer-thermo JSON puzzle with a cage without a sum and a 16x16 board', () => {
    const json: PuzzleJson = {
      size: 9,
      givens: '1' + '.'.repeat(80),
      cages: [{ sum: 17, cells: ['r2c2', 'r2c3'] }, { cells: ['r9c9', 'r8c9', 'r9c8'] }],
      thermos: [['r5c5', 'r4c4', 'r3c3'], ['r7c1', 'r7c2']],
      diagonals: 'anti',
    };
    expect(decodePuzzle(encodePuzzle(json))).toEqual(json);
    const big: PuzzleJson = { size: 16, givens: 'G' + '.'.repeat(254) + 'A' };
    expect(decodePuzzle(encodePuzzle(big))).toEqual(big);
  });

  it('is compact: a classic puzzle in under 40 characters', () => {
    expect(encodePuzzle(CLASSIC).length).toBeLessThan(40);
  });
});

describe('player state in the link', () => {
  it('round-trips entries, corner and centre marks and colours', () => {
    const puzzle = puzzleOf(KILLER);
    let state = emptyState(puzzle);
    state = applyAction(puzzle, state, [0, 1], { kind: 'digit', digit: 9 });
    state = applyAction(puzzle, state, [2, 3, 80], { kind: 'corner', digit: 4 });
    state = applyAction(puzzle, state, [3], { kind: 'centre', digit: 1 });
    state = applyAction(puzzle, state, [3], { kind: 'centre', digit: 9 });
    state = applyAction(puzzle, state, [40, 41], { kind: 'colour', colour: 9 });
    expect(decodeState(puzzle, encodeState(puzzle, state))).toEqual(state);
  });

  it('costs a byte when the board is untouched', () => {
    const puzzle = puzzleOf(CLASSIC);
    expect(encodeState(puzzle, emptyState(puzzle))).toHaveLength(2);
    expect(decodeState(puzzle, encodeState(puzzle, emptyState(puzzle)))).toEqual(emptyState(puzzle));
  });
});

describe('fragments', () => {
  it('reads back a sudoku link with and without state', () => {
    const puzzle = puzzleOf(THERMO);
    const state = applyAction(puzzle, emptyState(puzzle), [0], { kind: 'centre', digit: 2 });
    const link = parseFragment(sudokuFragment(puzzle, state));
    expect(link).toEqual({ family: 'sudoku', puzzle: rulesOf(THERMO), stateCode: encodeState(puzzle, state) });
    expect(parseFragment(sudokuFragment(puzzle, null))).toMatchObject({ stateCode: null });
  });

  it('carries every other rule key in an s2 link, and keeps s1 for the others', () => {
    // A key no rule of today has rides along too: the link never decides which rules exist.
    for (const json of [EVERY_MARK, GLOBAL_RULES, { ...CLASSIC, futurerule: [{ cells: ['r1c1'] }] }]) {
      const puzzle = { ...puzzleOf(CLASSIC), json: json as PuzzleJson };
      const fragment = sudokuFragment(puzzle, null);
      expect(fragment.startsWith('#s2.')).toBe(true);
      const link = parseFragment(fragment) as { puzzle: PuzzleJson };
      const expected: Record<string, unknown> = { ...rulesOf(json as PuzzleJson) };
      for (const [key, value] of Object.entries(json)) if (!(key in CLASSIC) && !['size', 'title', 'solution', 'level', 'rating'].includes(key)) expected[key] = value;
      expect(link.puzzle).toEqual(expected);
    }
    // The link opens the same puzzle: the engine draws the same marks.
    const every = puzzleOf(EVERY_MARK);
    const opened = (parseFragment(sudokuFragment(every, emptyState(every))) as { puzzle: PuzzleJson }).puzzle;
    expect(puzzleOf(opened).board).toEqual(every.board);
    expect(sudokuFragment(puzzleOf(KILLER), null).startsWith('#s1.')).toBe(true);
    expect(() => parseFragment('#s2.' + encodePuzzle(CLASSIC) + '.bm90IGpzb24')).toThrow(/unreadable rules part/);
  });

  it('gives two puzzles that differ only in variant rules two save keys', () => {
    const plain = { ...GLOBAL_RULES, antiknight: undefined, antiking: undefined, nonconsecutive: undefined, difference: undefined, xv: undefined, negative: undefined };
    const key = (puzzle: PuzzleJson) => gameKey({ family: 'sudoku', puzzle, state: emptyState(puzzleOf(puzzle)), elapsedMs: 0, solved: false });
    expect(key(GLOBAL_RULES)).not.toBe(key(plain));
    expect(key(plain)).toBe(`s:${encodePuzzle(plain)}`);
  });

  it('reads back a deduction link', () => {
    const link = { size: '4x5', mode: 'revealed', seed: '20250307' };
    expect(parseFragment(deduceFragment(link))).toEqual({ family: 'deduce', link });
    expect(parseFragment(deduceFragment({ ...link, band: 'hard' }))).toEqual({ family: 'deduce', link: { ...link, band: 'hard' } });
    // A theme follows the band, after an empty one when there is none; links made before themes read as before.
    expect(deduceFragment({ ...link, theme: 'village' })).toBe('#d1.4x5.revealed.20250307..village');
    expect(parseFragment('#d1.4x5.revealed.20250307..village')).toEqual({ family: 'deduce', link: { ...link, theme: 'village' } });
    expect(parseFragment('#d1.4x5.revealed.20250307.hard.station')).toEqual({ family: 'deduce', link: { ...link, band: 'hard', theme: 'station' } });
  });

  it('says nothing for an empty hash and throws for a foreign one', () => {
    expect(parseFragment('')).toBeNull();
    expect(parseFragment('#')).toBeNull();
    expect(() => parseFragment('#hello')).toThrow(/not a gridforge link/);
    expect(() => parseFragment('#s1.A')).toThrow();
  });
});
