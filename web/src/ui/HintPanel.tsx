// The hint's words (data-testid="hint-text", read out politely), with "More" while a further press
// would say more, and the first rule the board breaks, if any.

import type { ConflictSet } from '../game/conflicts';
import type { HintView } from '../game/hints';

export interface HintPanelProps {
  view: HintView | null;
  conflicts: ConflictSet;
  onMore(): void;
  onDismiss(): void;
}

export function HintPanel({ view, conflicts, onMore, onDismiss }: HintPanelProps) {
  const first = conflicts.list[0];
  return (
    <>
      <div class={`hint-panel${view ? ' is-shown' : ''}`} aria-live="polite">
        <p data-testid="hint-text" class="hint-text">
          {view ? view.text : ''}
        </p>
        {view && (
          <div class="hint-actions">
            {view.more && (
              <button type="button" class="link" onClick={onMore}>
                More
              </button>
            )}
            <button type="button" class="link" onClick={onDismiss}>
              Dismiss
            </button>
          </div>
        )}
      </div>
      {first && (
        <p class="conflict-note">
          {first.text.replace(/^./, (c) => c.toUpperCase())}
          {conflicts.list.length > 1 ? ` (and ${conflicts.list.length - 1} more)` : ''}.
        </p>
      )}
    </>
  );
}
