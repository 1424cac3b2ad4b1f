// The hint's words: which level of three is shown, the engine's sentence (data-testid="hint-text"),
// a chain's Eureka notation in a monospace line under it, and at the last level of a placement hint
// the steps leading to the placement, one after the other (the one drawn on the board marked).
// The words are read out politely; the buttons sit outside the live region so that only the words
// are read. Below: the first rule the board breaks, if any.

import type { ConflictSet } from '../game/conflicts';
import { FULL_HINT_LEVEL, type HintView } from '../game/hints';

export interface HintPanelProps {
  view: HintView | null;
  conflicts: ConflictSet;
  /** The next level, or the next step of a chain: what a press of Hint does. */
  onMore(): void;
  /** The chain's step before the one shown. */
  onPreviousStep(): void;
  onDismiss(): void;
}

function Eureka({ notation }: { notation: string | null }) {
  return notation ? (
    <p class="hint-eureka" data-testid="hint-eureka">
      <code>{notation}</code>
    </p>
  ) : null;
}

export function HintPanel({ view, conflicts, onMore, onPreviousStep, onDismiss }: HintPanelProps) {
  const first = conflicts.list[0];
  const chain = view?.chain ?? null;
  return (
    <>
      <div class={`hint-panel${view ? ' is-shown' : ''}`}>
        <div aria-live="polite">
          {view?.level && (
            <p class="hint-label">
              Hint <span class="hint-level">{view.level} of {FULL_HINT_LEVEL}</span>
              {chain && (
                <span class="hint-level">
                  {' '}
                  · step {chain.shown + 1} of {chain.texts.length}
                </span>
              )}
            </p>
          )}
          <p data-testid="hint-text" class="hint-text">
            {view ? view.text : ''}
          </p>
          {chain ? (
            <ol class="hint-chain" data-testid="hint-chain">
              {chain.texts.slice(0, chain.shown + 1).map((text, index) => (
                <li key={index} class={index === chain.shown ? 'is-current' : undefined} aria-current={index === chain.shown ? 'step' : undefined}>
                  <span data-testid="hint-chain-step">{text}</span>
                  {index === chain.shown && <Eureka notation={view!.eureka} />}
                </li>
              ))}
            </ol>
          ) : (
            <Eureka notation={view?.eureka ?? null} />
          )}
        </div>
        {view && (
          <div class="hint-actions">
            {chain && chain.shown > 0 && (
              <button type="button" class="link" onClick={onPreviousStep}>
                Previous step
              </button>
            )}
            {view.more && (
              <button type="button" class="link" onClick={onMore}>
                {chain ? 'Next step' : 'More'}
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
          {/* A sentence starts with a capital, but a cell name keeps its r1c1 form. */}
          {/^r\d/.test(first.text) ? first.text : first.text.replace(/^./, (c) => c.toUpperCase())}
          {conflicts.list.length > 1 ? `; ${conflicts.list.length - 1} more ${conflicts.list.length === 2 ? 'conflict' : 'conflicts'}` : ''}.
        </p>
      )}
    </>
  );
}
