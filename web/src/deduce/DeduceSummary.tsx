// The end of a game: "Solved" with what it took, the way to the next one and to the logic graph.

import { formatClock } from './labels';
import { movesMade, type DeduceSession } from './session';

export interface DeduceSummaryProps {
  session: DeduceSession;
  people: number;
  onNewGame: () => void;
  /** Opens the logic graph: how the whole puzzle follows from its clues. */
  onShowGraph: () => void;
}

export function DeduceSummary({ session, people, onNewGame, onShowGraph }: DeduceSummaryProps) {
  const rows: [string, string][] = [
    ['Moves', String(movesMade(session))],
    ['Mistakes', String(session.mistakes)],
    ['Refused guesses', String(session.guesses)],
    ['Hints', String(session.hints)],
    ['Time', formatClock(session.elapsedMs)],
  ];
  const flawless = session.mistakes === 0 && session.guesses === 0 && session.hints === 0;
  return (
    <section class="deduce-summary" aria-labelledby="deduce-summary-title">
      <h2 id="deduce-summary-title">Solved</h2>
      <p>
        All {people} people are revealed{flawless ? ', without a mistake, a guess or a hint.' : '.'}
      </p>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div class="deduce-summary-actions">
        <button type="button" class="deduce-button deduce-primary" onClick={onNewGame}>
          New game
        </button>
        <button type="button" class="deduce-button" onClick={onShowGraph}>
          Logic graph
        </button>
      </div>
    </section>
  );
}
