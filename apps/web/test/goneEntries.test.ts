import { describe, expect, it } from 'vitest';
import type { InactiveEventEntry } from '@sprout/shared';
import { cacheChanges, mergeEvents } from '../src/features/timeline/timelineMerge';
import { event } from './timelineFixtures';

const gone = (id: number): InactiveEventEntry => ({
  id,
  id_str: String(id),
  active: false,
  updated_at_in_ts: 1_700_000_000,
});

describe('bare inactive entries from /events/updates', () => {
  it('drop the event from the shown timeline and from the cache', () => {
    const current = [event(3, 300), event(2, 200), event(1, 100)];
    const result = mergeEvents(current, [gone(2)]);
    expect(result.events.map((e) => e.id)).toEqual([3, 1]);
    expect(result.removed).toEqual([2]);
    expect(cacheChanges([event(9, 900), gone(2)])).toEqual({ upserted: [event(9, 900)], removed: [2] });
  });

  it('let a later full entry bring the event back', () => {
    const result = mergeEvents([event(1, 100)], [gone(2), event(2, 200)]);
    expect(result.events.map((e) => e.id)).toEqual([2, 1]);
  });
});
