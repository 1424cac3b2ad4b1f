// The on-screen controls: entry modes, the digit pad (colour swatches in Colour mode), undo, redo
// and erase, and the helpers (hint, check, automatic candidates, trace). Pressing a control with the
// mouse leaves the focus on the board, so the keyboard keeps working where it was.

import type { ComponentChildren, TargetedMouseEvent } from 'preact';
import { COLOUR_COUNT } from '../game/state';
import { COLOUR_NAMES } from './cellNames';
import type { Mode } from './keys';

const MODES: { mode: Mode; label: string; hint: string }[] = [
  { mode: 'normal', label: 'Normal', hint: 'Digits' },
  { mode: 'corner', label: 'Corner', hint: 'Shift' },
  { mode: 'centre', label: 'Centre', hint: 'Ctrl' },
  { mode: 'colour', label: 'Colour', hint: 'Ctrl+Shift' },
];

/** Keeps the focus where it is when a control is pressed by pointer. */
const keepFocus = (event: TargetedMouseEvent<HTMLElement>) => event.preventDefault();

export interface ControlsProps {
  size: number;
  mode: Mode;
  /** Digits every cell of the board already holds: dimmed on the pad. */
  completeDigits: ReadonlySet<number>;
  canUndo: boolean;
  canRedo: boolean;
  autoCandidates: boolean;
  disabled: boolean;
  hintBusy: boolean;
  checkBusy: boolean;
  onMode(mode: Mode): void;
  onDigit(digit: number): void;
  onErase(): void;
  onUndo(): void;
  onRedo(): void;
  onHint(): void;
  onCheck(): void;
  onAutoCandidates(): void;
  onTrace(): void;
}

/**
 * `busy`: waiting for the engine. Such a button stays enabled (the caller ignores presses): a
 * disabled button would drop the keyboard focus to the page, and a keyboard player pressing Hint
 * again for its next step would find the focus gone.
 */
function PadButton(props: { label: string; class?: string; disabled?: boolean; busy?: boolean; pressed?: boolean; title?: string; onPress(): void; children: ComponentChildren }) {
  return (
    <button
      type="button"
      class={props.class}
      aria-label={props.label}
      aria-pressed={props.pressed}
      aria-busy={props.busy || undefined}
      title={props.title}
      disabled={props.disabled}
      onMouseDown={keepFocus}
      onClick={props.onPress}
    >
      {props.children}
    </button>
  );
}

export function Controls(props: ControlsProps) {
  const { size, mode, disabled } = props;
  const digits = Array.from({ length: size }, (_, i) => i + 1);
  return (
    <div class="controls">
      <div class="modes" role="group" aria-label="Entry mode">
        {MODES.map(({ mode: m, label, hint }) => (
          <PadButton key={m} label={label} class={`mode mode-${m}`} pressed={mode === m} title={`${label} (${hint})`} onPress={() => props.onMode(m)}>
            <span class="mode-label">{label}</span>
          </PadButton>
        ))}
      </div>
      <div class={`pad pad-n${size}`} role="group" aria-label={mode === 'colour' ? 'Colours' : 'Digits'}>
        {digits.map((digit) => {
          if (mode === 'colour') {
            const usable = digit <= COLOUR_COUNT;
            return (
              <PadButton key={digit} label={String(digit)} class="pad-key swatch" title={usable ? COLOUR_NAMES[digit - 1] : undefined} disabled={disabled || !usable} onPress={() => props.onDigit(digit)}>
                {usable && <span class={`swatch-chip chip-c${digit}`} aria-hidden="true" />}
                <span class="swatch-number" aria-hidden="true">
                  {digit}
                </span>
              </PadButton>
            );
          }
          return (
            <PadButton
              key={digit}
              label={String(digit)}
              class={`pad-key pad-${mode}${props.completeDigits.has(digit) ? ' is-complete' : ''}`}
              disabled={disabled}
              onPress={() => props.onDigit(digit)}
            >
              {String(digit)}
            </PadButton>
          );
        })}
      </div>
      <div class="edit" role="group" aria-label="Edit">
        <PadButton label="Undo" class="edit-key" title="Undo (z, Ctrl+Z)" disabled={disabled || !props.canUndo} onPress={props.onUndo}>
          <Icon path="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
          <span>Undo</span>
        </PadButton>
        <PadButton label="Redo" class="edit-key" title="Redo (y, Ctrl+Y)" disabled={disabled || !props.canRedo} onPress={props.onRedo}>
          <Icon path="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
          <span>Redo</span>
        </PadButton>
        <PadButton label="Erase" class="edit-key" title="Erase (Delete, Backspace, Space)" disabled={disabled} onPress={props.onErase}>
          <Icon path="M20 5H9l-7 7 7 7h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2ZM18 9l-6 6M12 9l6 6" />
          <span>Erase</span>
        </PadButton>
      </div>
      <div class="tools">
        <PadButton label="Hint" class="tool tool-hint" disabled={disabled} busy={props.hintBusy} onPress={props.onHint}>
          Hint
        </PadButton>
        <PadButton label="Check" class="tool" disabled={disabled} busy={props.checkBusy} onPress={props.onCheck}>
          Check
        </PadButton>
        <PadButton label="Auto candidates" class="tool" pressed={props.autoCandidates} disabled={disabled} onPress={props.onAutoCandidates}>
          Auto candidates
        </PadButton>
        <PadButton label="Trace" class="tool" onPress={props.onTrace}>
          Trace
        </PadButton>
      </div>
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
