/**
 * Merging server changes into the timeline (spec §4 "Timeline data"): an
 * inactive (deleted, or no longer visible) entry is removed, a new active one
 * added, an existing one replaced; milestones never enter. Events stay newest
 * first by taken_at_gmt (ties: higher id first), moments oldest first.
 */
import { isShowableTime, type EventReply, type InactiveEventEntry, type MomentReply } from '@sprout/shared';

/** An entry of the updates: an event, or a bare note that one is gone for this viewer. */
export type EventChange = EventReply | InactiveEventEntry;

export interface MergeResult {
  events: EventReply[];
  /** Events written (added or replaced), for the local cache. */
  upserted: EventReply[];
  /** Ids of events taken out. */
  removed: number[];
}

export function newestFirst(a: EventReply, b: EventReply): number {
  return b.taken_at_gmt - a.taken_at_gmt || b.id - a.id;
}

function oldestFirst(a: MomentReply, b: MomentReply): number {
  return a.taken_at_gmt - b.taken_at_gmt || a.id - b.id;
}

/**
 * Whether an entry belongs on the timeline at all. An event whose time no
 * Date can hold (stored before the server checked times) is left out, so one
 * bad entry never takes the whole family's timeline down with it.
 */
export function isTimelineEvent(event: EventChange): event is EventReply {
  return event.active && event.layout !== 'milestone' && isShowableTime(event.taken_at_gmt);
}

/** The event with its moments oldest first (the same object when already in order). */
export function withMomentsInOrder(event: EventReply): EventReply {
  const { moments } = event;
  for (let i = 1; i < moments.length; i += 1) {
    if (oldestFirst(moments[i - 1] as MomentReply, moments[i] as MomentReply) > 0) {
      return { ...event, moments: [...moments].sort(oldestFirst) };
    }
  }
  return event;
}

/**
 * Applies changes (in the order the server sent them: oldest change first, so a
 * later entry for the same id wins) to the current events. Returns the same
 * array when nothing changed.
 */
export function mergeEvents(current: readonly EventReply[], changes: readonly EventChange[]): MergeResult {
  if (changes.length === 0) return { events: current as EventReply[], upserted: [], removed: [] };
  const byId = new Map<number, EventReply>();
  for (const event of current) byId.set(event.id, event);
  const upserted = new Map<number, EventReply>();
  const removed = new Set<number>();
  for (const change of changes) {
    if (isTimelineEvent(change)) {
      const event = withMomentsInOrder(change);
      byId.set(event.id, event);
      upserted.set(event.id, event);
      removed.delete(event.id);
    } else {
      if (byId.delete(change.id)) removed.add(change.id);
      upserted.delete(change.id);
    }
  }
  // Already nearly sorted, which the engine's sort handles in about linear time.
  const events = [...byId.values()].sort(newestFirst);
  return { events, upserted: [...upserted.values()], removed: [...removed] };
}

/** What a list of changes writes to the cache: events to put, ids to delete (later entries win). */
export function cacheChanges(changes: readonly EventChange[]): { upserted: EventReply[]; removed: number[] } {
  const last = new Map<number, EventChange>();
  for (const change of changes) last.set(change.id, change);
  const upserted: EventReply[] = [];
  const removed: number[] = [];
  for (const change of last.values()) {
    if (isTimelineEvent(change)) upserted.push(withMomentsInOrder(change));
    else removed.push(change.id);
  }
  return { upserted, removed };
}

/** Replaces one event by id with `update(event)`; the same array when the id is not there. */
export function updateEvent(
  events: readonly EventReply[],
  id: number,
  update: (event: EventReply) => EventReply | null,
): EventReply[] {
  const index = events.findIndex((event) => event.id === id);
  if (index < 0) return events as EventReply[];
  const event = events[index] as EventReply;
  const next = update(event);
  if (next === event) return events as EventReply[];
  const copy = [...events];
  if (next) copy[index] = next;
  else copy.splice(index, 1);
  return copy;
}

/**
 * A moment deleted here: taken out of its event at once (spec §4). Tells
 * whether the server's list must be fetched again, which is when the deleted
 * moment was a picture and the event still has other pictures (its counts,
 * best-12 choice and start time change on the server); when it was the event's
 * last picture and nothing else is left, the event goes locally.
 */
export function removeMoment(
  events: readonly EventReply[],
  eventId: number,
  momentId: number,
): { events: EventReply[]; refetch: boolean } {
  let refetch = false;
  const next = updateEvent(events, eventId, (event) => {
    const gone = event.moments.find((m) => m.id === momentId);
    if (!gone) return event;
    const moments = event.moments.filter((m) => m.id !== momentId);
    const counts = { ...event.counts, moments: Math.max(0, event.counts.moments - 1) };
    if (gone.type === 'picture') counts.pictures = Math.max(0, counts.pictures - 1);
    const picturesLeft = gone.type === 'picture' && counts.pictures > 0;
    refetch = picturesLeft || moments.length < counts.moments;
    if (counts.moments === 0) return null;
    return { ...event, moments, counts };
  });
  return { events: next, refetch };
}
