// The people as cards in the board's grid: role="grid" of role="row" of role="gridcell" cards,
// one tab stop (roving tabindex) moved by the arrow keys, Home/End and Ctrl+Home/End. Column
// letters and row numbers are drawn around it for reading clues ("row 3", "column B"); they are
// hidden from assistive technology because every card's name already says its cell.

import { useRef } from 'preact/hooks';
import { cardLabel, verdictWord } from './labels';
import type { BoardShape } from './board';
import type { DeducePerson, Verdict } from './types';

export interface DeduceBoardProps {
  shape: BoardShape;
  people: DeducePerson[];
  verdicts: ReadonlyMap<string, Verdict>;
  notes: Readonly<Record<string, Verdict>>;
  /** Index of the selected card, which is also the grid's tab stop. */
  selected: number;
  /** Cards to highlight: the hint's person and the revealed people it uses. */
  hintPerson: string | null;
  hintFacts: readonly string[];
  /** Cards whose clue just appeared (or who were just revealed), briefly highlighted. */
  fresh: readonly string[];
  onSelect: (index: number) => void;
}

/** Where an arrow or Home/End key moves from `index`, or null for any other key. */
export function moveTarget(shape: BoardShape, index: number, key: string, ctrl: boolean): number | null {
  const row = Math.floor(index / shape.columns);
  const column = index % shape.columns;
  const at = (r: number, c: number) => r * shape.columns + c;
  switch (key) {
    case 'ArrowLeft':
      return at(row, Math.max(0, column - 1));
    case 'ArrowRight':
      return at(row, Math.min(shape.columns - 1, column + 1));
    case 'ArrowUp':
      return at(Math.max(0, row - 1), column);
    case 'ArrowDown':
      return at(Math.min(shape.rows - 1, row + 1), column);
    case 'Home':
      return ctrl ? 0 : at(row, 0);
    case 'End':
      return ctrl ? shape.columns * shape.rows - 1 : at(row, shape.columns - 1);
    default:
      return null;
  }
}

const VERDICT_ICON: Record<Verdict, string> = { criminal: '✖', innocent: '✔' };

export function DeduceBoard(props: DeduceBoardProps) {
  const { shape, people, verdicts, notes, selected } = props;
  const cards = useRef<(HTMLDivElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.metaKey) return;
    const target = moveTarget(shape, selected, event.key, event.ctrlKey);
    if (target === null) return;
    event.preventDefault();
    props.onSelect(target);
    // The keyboard moved the tab stop, so focus follows it (a click focuses by itself; a hint
    // selects a card without taking the focus away from the Hint button).
    cards.current[target]?.focus();
  };

  const rows = Array.from({ length: shape.rows }, (_, row) => row);
  const columns = Array.from({ length: shape.columns }, (_, column) => column);
  const style = { '--deduce-columns': String(shape.columns) } as Record<string, string>;

  return (
    <div class="deduce-board-frame" style={style}>
      <div class="deduce-axis deduce-axis-columns" aria-hidden="true">
        {columns.map((column) => (
          <span key={column}>{String.fromCharCode(65 + column)}</span>
        ))}
      </div>
      <div class="deduce-axis deduce-axis-rows" aria-hidden="true">
        {rows.map((row) => (
          <span key={row}>{row + 1}</span>
        ))}
      </div>
      <div class="deduce-board" role="grid" aria-label="Deduction board" aria-rowcount={shape.rows} aria-colcount={shape.columns} onKeyDown={onKeyDown}>
        {rows.map((row) => (
          <div class="deduce-row" role="row" key={row} aria-rowindex={row + 1}>
            {columns.map((column) => {
              const index = row * shape.columns + column;
              const person = people[index];
              const verdict = verdicts.get(person.cell) ?? null;
              const note = verdict ? null : notes[person.cell] ?? null;
              const hinted = props.hintPerson === person.cell;
              const classes = [
                'deduce-card',
                verdict ? `is-${verdict}` : 'is-hidden',
                index === selected ? 'is-selected' : '',
                hinted ? 'is-hint-target' : '',
                props.hintFacts.includes(person.cell) ? 'is-hint-fact' : '',
                props.fresh.includes(person.cell) ? 'is-fresh' : '',
              ];
              return (
                <div
                  key={person.cell}
                  ref={(element) => {
                    cards.current[index] = element;
                  }}
                  role="gridcell"
                  aria-colindex={column + 1}
                  aria-selected={index === selected}
                  aria-label={cardLabel({ name: person.name, cell: person.cell, profession: person.profession, verdict, note, hinted })}
                  tabIndex={index === selected ? 0 : -1}
                  class={classes.filter(Boolean).join(' ')}
                  onClick={() => props.onSelect(index)}
                >
                  <span class="deduce-card-cell">{person.cell}</span>
                  <span class="deduce-card-name">{person.name}</span>
                  <span class="deduce-card-job">{person.profession}</span>
                  {verdict ? (
                    <span class="deduce-card-verdict">
                      <span class="deduce-card-icon">{VERDICT_ICON[verdict]}</span>
                      {verdictWord(verdict)}
                    </span>
                  ) : (
                    <span class={`deduce-card-verdict is-unknown${note ? ` has-note note-${note}` : ''}`}>
                      {note ? (note === 'criminal' ? 'crim?' : 'inn?') : '?'}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
