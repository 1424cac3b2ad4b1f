import { describe, expect, it } from 'vitest';
import { type KeyLike, keyCommand } from './keys';

function key(keyName: string, code: string, modifiers: Partial<KeyLike> = {}): KeyLike {
  return { key: keyName, code, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...modifiers };
}

describe('keyboard commands', () => {
  it('writes a digit in the current mode', () => {
    expect(keyCommand(key('5', 'Digit5'), 9, 'normal')).toEqual({ type: 'input', digit: 5, mode: 'normal' });
    expect(keyCommand(key('5', 'Numpad5'), 9, 'centre')).toEqual({ type: 'input', digit: 5, mode: 'centre' });
  });

  it('takes Shift for corner, Ctrl or Cmd for centre, both for colour, by physical key', () => {
    expect(keyCommand(key('%', 'Digit5', { shiftKey: true }), 9, 'normal')).toMatchObject({ digit: 5, mode: 'corner' });
    expect(keyCommand(key('5', 'Digit5', { ctrlKey: true }), 9, 'normal')).toMatchObject({ digit: 5, mode: 'centre' });
    expect(keyCommand(key('5', 'Digit5', { metaKey: true }), 9, 'corner')).toMatchObject({ digit: 5, mode: 'centre' });
    expect(keyCommand(key('%', 'Digit5', { ctrlKey: true, shiftKey: true }), 9, 'normal')).toMatchObject({ digit: 5, mode: 'colour' });
  });

  it('ignores digits off the board, and reads 10..16 as 0 and a..g on big boards', () => {
    expect(keyCommand(key('7', 'Digit7'), 6, 'normal')).toBeNull();
    expect(keyCommand(key('0', 'Digit0'), 9, 'normal')).toBeNull();
    expect(keyCommand(key('0', 'Digit0'), 16, 'normal')).toMatchObject({ digit: 10 });
    expect(keyCommand(key('g', 'KeyG'), 16, 'normal')).toMatchObject({ digit: 16 });
    expect(keyCommand(key('c', 'KeyC'), 12, 'normal')).toMatchObject({ digit: 12 });
    expect(keyCommand(key('d', 'KeyD'), 12, 'normal')).toBeNull();
  });

  it('undoes with z or Ctrl+Z and redoes with y, Ctrl+Y or Ctrl+Shift+Z', () => {
    expect(keyCommand(key('z', 'KeyZ'), 9, 'normal')).toEqual({ type: 'undo' });
    expect(keyCommand(key('z', 'KeyZ', { ctrlKey: true }), 9, 'normal')).toEqual({ type: 'undo' });
    expect(keyCommand(key('y', 'KeyY'), 9, 'normal')).toEqual({ type: 'redo' });
    expect(keyCommand(key('y', 'KeyY', { ctrlKey: true }), 9, 'normal')).toEqual({ type: 'redo' });
    expect(keyCommand(key('Z', 'KeyZ', { ctrlKey: true, shiftKey: true }), 9, 'normal')).toEqual({ type: 'redo' });
  });

  it('moves with arrows, extending with Shift or Ctrl, and erases with Space, Delete, Backspace', () => {
    expect(keyCommand(key('ArrowLeft', 'ArrowLeft'), 9, 'normal')).toEqual({ type: 'move', rows: 0, columns: -1, extend: false });
    expect(keyCommand(key('ArrowDown', 'ArrowDown', { shiftKey: true }), 9, 'normal')).toEqual({ type: 'move', rows: 1, columns: 0, extend: true });
    for (const name of [' ', 'Delete', 'Backspace']) expect(keyCommand(key(name, name === ' ' ? 'Space' : name), 9, 'normal')).toEqual({ type: 'erase' });
    expect(keyCommand(key('Escape', 'Escape'), 9, 'normal')).toEqual({ type: 'clear-selection' });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(keyCommand(key('Tab', 'Tab'), 9, 'normal')).toBeNull();
    expect(keyCommand(key('r', 'KeyR', { ctrlKey: true }), 9, 'normal')).toBeNull();
    expect(keyCommand(key('5', 'Digit5', { altKey: true }), 9, 'normal')).toBeNull();
  });
});
