import { describe, expect, it } from 'vitest';
import type { EventReply } from '@sprout/shared';
import { cacheChanges, mergeEvents, removeMoment } from '../src/features/timeline/timelineMerge';
import { isUsableCache } from '../src/features/timeline/timelineCache';
import { event, moment } from './timelineFixtures';

const ids = (events: readonly EventReply[]) => events.map((e) => e.id);

describe('merging server changes into the timeline', () => {
  const current = [event(3, 300), event(2, 200), event(1, 100)];

  it('keeps the same array when nothing changed', () => {
    const result = mergeEvents(current, []);
    expect(result.events).toBe(current);
    expect(result).toMatchObject({ upserted: [], removed: [] });
  });

  it('replaces a changed event by id', () => {
    const changed = event(2, 200, undefined, { caption: 'First steps', updated_at_in_ts: 999 });
    const result = mergeEvents(current, [changed]);
    expect(ids(result.events)).toEqual([3, 2, 1]);
    expect(result.events[1]?.caption).toBe('First steps');
    expect(result.upserted.map((e) => e.id)).toEqual([2]);
  });

  it('removes a deleted (inactive) event', () => {
    const result = mergeEvents(current, [event(2, 200, [], { active: false })]);
    expect(ids(result.events)).toEqual([3, 1]);
    expect(result.removed).toEqual([2]);
  });

  it('removes an event whose privacy changed so the reader can no longer see it', () => {
    // The server sends an event with no visible moment left as inactive, with nothing in it.
    const invisible = event(3, 300, [], {
      active: false,
      caption: '',
      counts: { likes: 0, comments: 0, moments: 0, pictures: 0, videos: 0, audios: 0, texts: 0 },
    });
    expect(ids(mergeEvents(current, [invisible]).events)).toEqual([2, 1]);
  });

  it('leaves out an event whose time no Date can hold, and keeps the rest of the timeline', () => {
    // Stored before the server checked times: one such event once took every member's timeline down.
    const broken = event(9, 9_000_000_000_000_000);
    const result = mergeEvents(current, [broken, event(4, 400)]);
    expect(ids(result.events)).toEqual([4, 3, 2, 1]);
    expect(cacheChanges([broken]).upserted).toEqual([]);
  });

  it('keeps an event with fewer moments when only some became private', () => {
    const before = event(5, 500, [moment(51, 500), moment(52, 501)]);
    const after = event(5, 500, [moment(51, 500)]);
    const result = mergeEvents([before], [after]);
    expect(result.events[0]?.moments.map((m) => m.id)).toEqual([51]);
  });

  it('ignores an inactive entry for an event never seen', () => {
    const result = mergeEvents(current, [event(9, 900, [], { active: false })]);
    expect(result.events).toEqual(current);
    expect(result.removed).toEqual([]);
  });

  it('adds new active events in their place, newest first by taken_at_gmt (ties: higher id first)', () => {
    const result = mergeEvents(current, [event(7, 250), event(8, 400), event(6, 200)]);
    expect(ids(result.events)).toEqual([8, 3, 7, 6, 2, 1]);
  });

  it('moves an event whose start time changed', () => {
    const result = mergeEvents(current, [event(1, 350)]);
    expect(ids(result.events)).toEqual([1, 3, 2]);
  });

  it('skips milestones, and removes one that was there', () => {
    const result = mergeEvents(
      [...current, event(4, 50)],
      [event(9, 900, undefined, { layout: 'milestone' }), event(4, 50, undefined, { layout: 'milestone' })],
    );
    expect(ids(result.events)).toEqual([3, 2, 1]);
    expect(result.removed).toEqual([4]);
  });

  it('puts moments oldest first', () => {
    const result = mergeEvents([], [event(1, 100, [moment(3, 130), moment(1, 110), moment(4, 110), moment(2, 120)])]);
    expect(result.events[0]?.moments.map((m) => m.id)).toEqual([1, 4, 2, 3]);
  });

  it('lets the later of two entries for the same event win', () => {
    const deletedThenRestored = mergeEvents(current, [
      event(2, 200, [], { active: false }),
      event(2, 200, undefined, { caption: 'back' }),
    ]);
    expect(ids(deletedThenRestored.events)).toEqual([3, 2, 1]);
    expect(deletedThenRestored.removed).toEqual([]);
    const addedThenDeleted = mergeEvents(current, [event(9, 900), event(9, 900, [], { active: false })]);
    expect(ids(addedThenDeleted.events)).toEqual([3, 2, 1]);
    expect(addedThenDeleted.upserted).toEqual([]);
  });

  it('tells the cache what to write and delete', () => {
    const changes = cacheChanges([
      event(1, 100),
      event(2, 200, [], { active: false }),
      event(3, 300, undefined, { layout: 'milestone' }),
      event(1, 100, undefined, { caption: 'x' }),
    ]);
    expect(changes.upserted.map((e) => [e.id, e.caption])).toEqual([[1, 'x']]);
    expect(changes.removed.sort()).toEqual([2, 3]);
  });
});

describe('deleting a moment locally', () => {
  it('refetches when the event still has other pictures', () => {
    const events = [event(1, 100, [moment(11, 100), moment(12, 101)])];
    const result = removeMoment(events, 1, 11);
    expect(result.refetch).toBe(true);
    expect(result.events[0]?.moments.map((m) => m.id)).toEqual([12]);
    expect(result.events[0]?.counts).toMatchObject({ moments: 1, pictures: 1 });
  });

  it('removes the event locally when its last picture goes', () => {
    const result = removeMoment([event(2, 200), event(1, 100, [moment(11, 100)])], 1, 11);
    expect(result.refetch).toBe(false);
    expect(ids(result.events)).toEqual([2]);
  });

  it('refetches when moments beyond the best 12 exist', () => {
    const best = event(1, 100, [moment(11, 100), moment(12, 100, { type: 'text', picture: null })]);
    const withHidden = { ...best, counts: { ...best.counts, moments: 3, texts: 2 } };
    expect(removeMoment([withHidden], 1, 11).refetch).toBe(true);
  });
});

describe('cache version', () => {
  const meta = { key: '1:2', userId: 1, babyId: 2, since: 10, isLoadCompleted: true, version: '0.0.4' };
  it('trusts only version 0.0.4 of the same user and baby', () => {
    expect(isUsableCache(meta, 1, 2)).toBe(true);
    expect(isUsableCache({ ...meta, version: '0.0.3' }, 1, 2)).toBe(false);
    expect(isUsableCache(meta, 9, 2)).toBe(false);
    expect(isUsableCache(meta, 1, 9)).toBe(false);
    expect(isUsableCache({ ...meta, since: Number.NaN }, 1, 2)).toBe(false);
    expect(isUsableCache(undefined, 1, 2)).toBe(false);
  });
});
