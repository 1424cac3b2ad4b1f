// The game clock on screen: re-renders itself once a second, so the board does not.

import { useEffect, useState } from 'preact/hooks';
import { type GameTimer, formatClock } from '../game/timer';

export function Clock({ timer, label }: { timer: GameTimer; label: string }) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const interval = setInterval(() => setTick((t) => t + 1), 500);
    return () => clearInterval(interval);
  }, []);
  const text = formatClock(timer.elapsedMs());
  return (
    <span class="clock" role="timer" aria-label={`${label} ${text}`}>
      {text}
    </span>
  );
}
