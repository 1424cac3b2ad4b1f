// Paste a puzzle: the line form, a drawn grid or JSON (a Sudoku-family puzzle or a deduction grid).
// The engine reads it (`parse`), so its messages name the line and column of a mistake.

import { useState } from 'preact/hooks';
import { Modal } from './Modal';

export interface PasteDialogProps {
  onClose(): void;
  /** Resolves with an error message to show, or null when the puzzle opened. */
  onOpen(text: string): Promise<string | null>;
}

export function PasteDialog({ onClose, onOpen }: PasteDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title="Paste a puzzle" class="paste" onClose={onClose}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (text.trim() === '' || busy) return;
          setBusy(true);
          setError(await onOpen(text));
          setBusy(false);
        }}
      >
        <label class="stacked">
          Puzzle: a line of 81 digits and dots, a drawn grid, or JSON
          <textarea
            // The dialog is for typing or pasting: the text field, not the Close button, starts with the focus.
            autofocus
            rows={8}
            value={text}
            spellcheck={false}
            placeholder={'4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\nor {"givens": "...", "cages": [...]}'}
            aria-invalid={error !== null}
            aria-describedby={error ? 'paste-error' : undefined}
            onInput={(event) => {
              setText((event.target as HTMLTextAreaElement).value);
              setError(null);
            }}
          />
        </label>
        {error && (
          <p id="paste-error" class="error-text">
            {error}
          </p>
        )}
        <div class="dialog-buttons">
          <span class="spacer" />
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          {/* Busy, it stays enabled (a second press is ignored): disabling it would drop the focus to the page. */}
          <button type="submit" class="primary" disabled={text.trim() === ''} aria-busy={busy || undefined}>
            {busy ? 'Reading…' : 'Open'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
