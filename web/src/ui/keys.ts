// Keyboard commands, SudokuPad-style: a digit writes in the current mode, Shift+digit a corner
// mark, Ctrl (or Cmd)+digit a centre mark, Ctrl+Shift+digit a colour; arrows move (with Shift or
// Ctrl they extend the selection); Space, Delete and Backspace erase; z/y and Ctrl+Z/Ctrl+Y undo
// and redo. A pure function of the key event, so it is tested without a browser.

export type Mode = 'normal' | 'corner' | 'centre' | 'colour';

export type Command =
  | { type: 'input'; digit: number; mode: Mode }
  | { type: 'erase' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'move'; rows: number; columns: number; extend: boolean }
  | { type: 'select-all' }
  | { type: 'clear-selection' };

export interface KeyLike {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The digit a key stands for on a board of `size`, by physical key so Shift+1 is still 1. */
export function keyDigit(event: KeyLike, size: number): number | null {
  const match = /^(?:Digit|Numpad)(\d)$/.exec(event.code);
  let digit: number | null = match ? Number(match[1]) : /^\d$/.test(event.key) ? Number(event.key) : null;
  // On boards above 9, 0 is 10 and the letters a..g are 10..16 (as the line form writes them).
  if (digit === 0) digit = size >= 10 ? 10 : null;
  if (digit === null && size > 9) {
    const letter = /^Key([A-G])$/.exec(event.code)?.[1] ?? (/^[a-gA-G]$/.test(event.key) ? event.key.toUpperCase() : null);
    if (letter) digit = letter.charCodeAt(0) - 55;
  }
  return digit !== null && digit >= 1 && digit <= size ? digit : null;
}

export function keyCommand(event: KeyLike, size: number, mode: Mode): Command | null {
  const control = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) return { type: 'undo' };
  if (key === 'y' || (control && event.shiftKey && key === 'z')) return { type: 'redo' };
  if (control && key === 'a') return { type: 'select-all' };
  const digit = keyDigit(event, size);
  if (digit !== null) {
    const chosen: Mode = control && event.shiftKey ? 'colour' : control ? 'centre' : event.shiftKey ? 'corner' : mode;
    return { type: 'input', digit, mode: chosen };
  }
  if (control && !event.shiftKey && key !== 'arrowup' && key !== 'arrowdown' && key !== 'arrowleft' && key !== 'arrowright') return null;
  switch (event.key) {
    case 'ArrowUp':
      return { type: 'move', rows: -1, columns: 0, extend: event.shiftKey || control };
    case 'ArrowDown':
      return { type: 'move', rows: 1, columns: 0, extend: event.shiftKey || control };
    case 'ArrowLeft':
      return { type: 'move', rows: 0, columns: -1, extend: event.shiftKey || control };
    case 'ArrowRight':
      return { type: 'move', rows: 0, columns: 1, extend: event.shiftKey || control };
    case ' ':
    case 'Delete':
    case 'Backspace':
      return { type: 'erase' };
    case 'Escape':
      return { type: 'clear-selection' };
  }
  return null;
}
