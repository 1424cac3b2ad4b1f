// The line above the board: the variant's name, the level the engine measured, where the puzzle
// came from, the clock and the Pause/Resume button.

import type { PuzzleJson } from '../game/puzzle';
import type { GameTimer } from '../game/timer';
import { Clock } from './Clock';
import { levelText } from './levels';

export interface GameBarProps {
  title: string;
  json: PuzzleJson;
  origin: string;
  timer: GameTimer;
  paused: boolean;
  solved: boolean;
  onTogglePause(): void;
}

export function GameBar({ title, json, origin, timer, paused, solved, onTogglePause }: GameBarProps) {
  const level = levelText(json);
  return (
    <div class="game-bar">
      <div class="game-title">
        <h2>{title}</h2>
        {level && (
          <span class="level" title={level.title}>
            {level.text}
          </span>
        )}
        <span class="origin">{origin}</span>
      </div>
      <div class="game-clock">
        <Clock timer={timer} label="Time" />
        <button type="button" class="pause" onClick={onTogglePause} disabled={solved} aria-label={paused ? 'Resume' : 'Pause'}>
          <svg class="icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d={paused ? 'M7 4v16l13-8z' : 'M7 4h3v16H7zM14 4h3v16h-3z'} />
          </svg>
          <span>{paused ? 'Resume' : 'Pause'}</span>
        </button>
      </div>
    </div>
  );
}
