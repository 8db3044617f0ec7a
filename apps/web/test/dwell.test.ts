import { describe, expect, it } from 'vitest';
import { DwellTracker } from '../src/features/timeline/dwell';

describe('DwellTracker', () => {
  it('settles a row that stays rendered for the dwell time, and keeps it settled', () => {
    const dwell = new DwellTracker(150);
    expect(dwell.see(['a', 'b'], 1000)).toBe(1150);
    expect(dwell.settle(1149)).toBe(false);
    expect(dwell.settle(1150)).toBe(true);
    expect(dwell.isSettled('a')).toBe(true);
    expect(dwell.nextDue()).toBeNull();
    // Gone and back: still settled, its pictures are cached.
    dwell.see([], 1200);
    dwell.see(['a'], 1300);
    expect(dwell.isSettled('a')).toBe(true);
    expect(dwell.nextDue()).toBeNull();
  });

  it('never settles rows a fast fling carries past', () => {
    const dwell = new DwellTracker(150);
    for (let step = 0; step < 20; step += 1) {
      const now = step * 70;
      dwell.see([`r${step * 3}`, `r${step * 3 + 1}`, `r${step * 3 + 2}`], now);
      dwell.settle(now);
    }
    expect([...Array(60).keys()].some((i) => dwell.isSettled(`r${i}`))).toBe(false);
  });

  it('settles rows of a slow, steady scroll one after another', () => {
    const dwell = new DwellTracker(150);
    dwell.see(['a', 'b'], 0);
    dwell.see(['b', 'c'], 100);
    expect(dwell.settle(150)).toBe(true);
    expect(dwell.isSettled('a')).toBe(false);
    expect(dwell.isSettled('b')).toBe(true);
    expect(dwell.nextDue()).toBe(250);
    dwell.settle(250);
    expect(dwell.isSettled('c')).toBe(true);
  });
});
