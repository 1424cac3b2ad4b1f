// The paste dialog in jsdom: the text field has the focus, and the Open button keeps it while the
// engine reads the puzzle (a second press is ignored), then shows the engine's message.

import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { mountPoint } from './testing/mountPoint';
import { PasteDialog } from './PasteDialog';

const host = mountPoint();


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
        host(),
      );
    });
    const textarea = host().querySelector('textarea')!;
    expect(textarea.autofocus).toBe(true);
    act(() => {
      textarea.value = 'hello';
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const open = () => [...host().querySelectorAll('button')].find((b) => b.type === 'submit')!;
    act(() => open().click());
    expect(open().disabled).toBe(false);
    expect(open().getAttribute('aria-busy')).toBe('true');
    act(() => open().click());
    expect(asked).toEqual(['hello']);
    await act(async () => answer("line 1, column 1: unknown character 'h'"));
    expect(host().querySelector('.error-text')!.textContent).toBe("line 1, column 1: unknown character 'h'");
    expect(open().getAttribute('aria-busy')).toBeNull();
  });
});
