// The paste dialog in jsdom: the text field has the focus, and the Open button keeps it while the
// engine reads the puzzle (a second press is ignored), then shows the engine's message.

import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PasteDialog } from './PasteDialog';

let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => render(null, container));
  container.remove();
});

describe('the paste dialog', () => {
  it('keeps Open pressable while the engine reads, asking once, then shows its message', async () => {
    const asked: string[] = [];
    let answer: (message: string | null) => void = () => undefined;
    act(() => {
      render(
        <PasteDialog
          onClose={() => undefined}
          onOpen={(text) => {
            asked.push(text);
            return new Promise((resolve) => (answer = resolve));
          }}
        />,
        container,
      );
    });
    const textarea = container.querySelector('textarea')!;
    expect(textarea.autofocus).toBe(true);
    act(() => {
      textarea.value = 'hello';
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const open = () => [...container.querySelectorAll('button')].find((b) => b.type === 'submit')!;
    act(() => open().click());
    expect(open().disabled).toBe(false);
    expect(open().getAttribute('aria-busy')).toBe('true');
    act(() => open().click());
    expect(asked).toEqual(['hello']);
    await act(async () => answer("line 1, column 1: unknown character 'h'"));
    expect(container.querySelector('.error-text')!.textContent).toBe("line 1, column 1: unknown character 'h'");
    expect(open().getAttribute('aria-busy')).toBeNull();
  });
});
