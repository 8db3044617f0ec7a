/**
 * Optimistic likes (spec §4): flip the flag and change the count by one at
 * once; the server is asked afterwards. Applying the opposite change rolls a
 * failed like back, and applying a like already in place changes nothing.
 * With `count` (the server's answer) the state is set exactly instead.
 */
import type { EventReply, MomentReply } from '@sprout/shared';
import { updateEvent } from './timelineMerge';

export type LikeTarget = { type: 'event'; id: number } | { type: 'moment'; id: number; eventId: number };

function nextCount(liked: boolean, count: number, like: boolean, exact?: number): number {
  if (exact !== undefined) return exact;
  return liked === like ? count : Math.max(0, count + (like ? 1 : -1));
}

export function likeMoment<M extends Pick<MomentReply, 'like' | 'likes_count'>>(
  moment: M,
  like: boolean,
  count?: number,
): M {
  const likes = nextCount(moment.like, moment.likes_count, like, count);
  if (moment.like === like && moment.likes_count === likes) return moment;
  return { ...moment, like, likes_count: likes };
}

/** The event with the like applied to it or to one of its moments (the same object when nothing changes). */
export function likeInEvent(event: EventReply, target: LikeTarget, like: boolean, count?: number): EventReply {
  if (target.type === 'event') {
    if (target.id !== event.id) return event;
    const likes = nextCount(event.like, event.counts.likes, like, count);
    if (event.like === like && event.counts.likes === likes) return event;
    return { ...event, like, counts: { ...event.counts, likes } };
  }
  if (target.eventId !== event.id) return event;
  const index = event.moments.findIndex((m) => m.id === target.id);
  const moment = event.moments[index];
  if (!moment) return event;
  const next = likeMoment(moment, like, count);
  if (next === moment) return event;
  const moments = [...event.moments];
  moments[index] = next;
  return { ...event, moments };
}

/** The timeline with the like applied (the same array when the target is not loaded or already so). */
export function applyLike(
  events: readonly EventReply[],
  target: LikeTarget,
  like: boolean,
  count?: number,
): EventReply[] {
  const eventId = target.type === 'event' ? target.id : target.eventId;
  return updateEvent(events, eventId, (event) => likeInEvent(event, target, like, count));
}
