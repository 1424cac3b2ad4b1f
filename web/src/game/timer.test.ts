import { describe, expect, it } from 'vitest';
import { GameTimer, formatClock } from './timer';

function clock() {
  let now = 1000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('game timer', () => {
  it('runs from the start and from a saved time', () => {
    const c = clock();
    const timer = new GameTimer(c.now, 5000);
    c.advance(2500);
    expect(timer.elapsedMs()).toBe(7500);
  });

  it('stops while paused and goes on from where it stopped', () => {
    const c = clock();
    const timer = new GameTimer(c.now);
    c.advance(1000);
    timer.hold('paused');
    c.advance(60_000);
    expect(timer.elapsedMs()).toBe(1000);
    expect(timer.running).toBe(false);
    timer.release('paused');
    c.advance(500);
    expect(timer.elapsedMs()).toBe(1500);
  });

  it('stays stopped until every reason to hold it is gone', () => {
    const c = clock();
    const timer = new GameTimer(c.now);
    timer.hold('paused');
    timer.hold('hidden');
    timer.release('hidden');
    c.advance(1000);
    expect(timer.elapsedMs()).toBe(0);
    expect(timer.heldBy('paused')).toBe(true);
    timer.release('paused');
    c.advance(1000);
    expect(timer.elapsedMs()).toBe(1000);
  });

  it('ignores a second hold or a release it was not held for', () => {
    const c = clock();
    const timer = new GameTimer(c.now);
    timer.hold('hidden');
    c.advance(100);
    timer.hold('hidden');
    timer.release('paused');
    c.advance(100);
    expect(timer.elapsedMs()).toBe(0);
    timer.release('hidden');
    c.advance(100);
    expect(timer.elapsedMs()).toBe(100);
  });

  it('prints minutes and seconds, hours when needed', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65_999)).toBe('01:05');
    expect(formatClock(3_723_000)).toBe('1:02:03');
  });
});
