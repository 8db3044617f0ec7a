import { describe, expect, it } from 'vitest';
import type { MomentReply } from '@sprout/shared';
import { freshIds, grownBy, markSeen, newestFirst, recordBaselines } from '../src/features/timeline/cardGrowth';

const event = (id: number, moments: number) => ({ id, counts: { moments } });
/** Only the fields the growth reads: id (upload order) and taken_at_gmt (the card's order). */
const moment = (id: number, takenAt: number) => ({ id, taken_at_gmt: takenAt }) as MomentReply;

describe('cardGrowth', () => {
  it('counts nothing new for an event the tab sees for the first time', () => {
    const baselines = recordBaselines(new Map(), [event(1, 13)]);
    expect(baselines.get(1)).toBe(13);
    expect(grownBy(baselines.get(1), 13)).toBe(0);
    expect(grownBy(undefined, 40)).toBe(0);
  });

  it('counts what an event gained since the tab first saw it, and keeps the first baseline', () => {
    const first = recordBaselines(new Map(), [event(1, 13), event(2, 3)]);
    const later = recordBaselines(first, [event(1, 16), event(2, 3)]);
    expect(later).toBe(first);
    expect(grownBy(later.get(1), 16)).toBe(3);
  });

  it('follows a shrinking count down, so an addition after a deletion still shows', () => {
    const first = recordBaselines(new Map(), [event(1, 13)]);
    const shrunk = recordBaselines(first, [event(1, 12)]);
    expect(shrunk).not.toBe(first);
    expect(shrunk.get(1)).toBe(12);
    expect(grownBy(shrunk.get(1), 14)).toBe(2);
  });

  it('adds events that arrive later at their count, leaving the others as they were', () => {
    const first = recordBaselines(new Map(), [event(1, 13)]);
    const next = recordBaselines(first, [event(2, 5), event(1, 15)]);
    expect(next.get(2)).toBe(5);
    expect(next.get(1)).toBe(13);
    expect(first.has(2)).toBe(false);
  });

  it('has nothing new once the event was shown, and the same map when it already had nothing', () => {
    const first = recordBaselines(new Map(), [event(1, 13)]);
    const seen = markSeen(first, 1, 16);
    expect(grownBy(seen.get(1), 16)).toBe(0);
    expect(grownBy(seen.get(1), 17)).toBe(1);
    expect(markSeen(seen, 1, 16)).toBe(seen);
  });

  it('puts the most recently added first, newest first, whatever the time they were taken', () => {
    // 4 and 5 were sent last; 5 was taken early, so the card's oldest-first order would mix it in with the old ones.
    const all = [moment(3, 10), moment(5, 15), moment(1, 20), moment(2, 30), moment(4, 40)];
    const fresh = freshIds(all, 2);
    expect([...fresh].sort()).toEqual([4, 5]);
    expect(newestFirst(all, fresh).map((m) => m.id)).toEqual([5, 4, 3, 1, 2]);
    expect(newestFirst(all, freshIds(all, 0)).map((m) => m.id)).toEqual([3, 5, 1, 2, 4]);
    expect(freshIds(all, 9).size).toBe(5);
  });
});
