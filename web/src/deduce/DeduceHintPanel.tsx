// The hint's words (data-testid="hint-text"), read out politely, with "More" while a further press
// would say more and "Dismiss", as the Sudoku screen's hint panel has them. The live region is
// always in the page, empty without a hint, so that the first hint is announced too; the buttons
// sit outside it so that only the words are read out.

import { FULL_HINT_LEVEL } from '../game/hints';
import type { DeduceHintView } from './hintStage';

export interface DeduceHintPanelProps {
  view: DeduceHintView | null;
  onMore: () => void;
  onDismiss: () => void;
}

export function DeduceHintPanel({ view, onMore, onDismiss }: DeduceHintPanelProps) {
  return (
    <div class={`deduce-hint${view ? ' is-shown' : ''}`}>
      <div aria-live="polite">
        {view && (
          <p class="deduce-hint-label">
            Hint
            {view.level !== null && (
              <span class="deduce-hint-level">
                {' '}
                {view.level} of {FULL_HINT_LEVEL}
              </span>
            )}
          </p>
        )}
        <p data-testid="hint-text" class="deduce-hint-text">
          {view ? view.text : ''}
        </p>
      </div>
      {view && (
        <div class="deduce-hint-actions">
          {view.more && (
            <button type="button" class="deduce-link" onClick={onMore}>
              More
            </button>
          )}
          <button type="button" class="deduce-link" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
