// The game clock. It runs while nothing holds it: a hidden tab, the Pause button, an open dialog
// and a solved grid each hold it for their own reason, so releasing one never restarts a clock
// another still holds. Undo is not its business: only the player's time counts.

export type HoldReason = 'hidden' | 'paused' | 'dialog' | 'solved' | 'loading';

export class GameTimer {
  private accumulated: number;
  private runningSince: number | null = null;
  private readonly holds = new Set<HoldReason>();

  constructor(
    private readonly now: () => number = () => performance.now(),
    elapsedMs = 0,
  ) {
    this.accumulated = elapsedMs;
    this.runningSince = this.now();
  }

  get running(): boolean {
    return this.runningSince !== null;
  }

  heldBy(reason: HoldReason): boolean {
    return this.holds.has(reason);
  }

  elapsedMs(): number {
    return this.accumulated + (this.runningSince === null ? 0 : this.now() - this.runningSince);
  }

  hold(reason: HoldReason): void {
    if (this.holds.has(reason)) return;
    this.holds.add(reason);
    if (this.runningSince !== null) {
      this.accumulated += this.now() - this.runningSince;
      this.runningSince = null;
    }
  }

  release(reason: HoldReason): void {
    if (!this.holds.delete(reason)) return;
    if (this.holds.size === 0 && this.runningSince === null) this.runningSince = this.now();
  }
}

/** "mm:ss", or "h:mm:ss" from an hour on. */
export function formatClock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
