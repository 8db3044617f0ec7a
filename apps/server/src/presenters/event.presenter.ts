import type { EventLayout, EventReply, InactiveEventEntry, MomentReply, Privacy } from '@sprout/shared';
import type { Event } from '../db/schema.js';
import { canSeeEvent, eventAbilities } from '../policies/event.policy.js';
import { eventFacts } from '../policies/facts.js';
import type { Viewer } from '../policies/viewer.js';

/** `best_12` lists carry at most this many moments per event, with the full counts beside them. */
export const BEST_MOMENTS = 12;

export function presentEvent(
  event: Event,
  moments: MomentReply[],
  viewer: Viewer,
  limit: number | null,
  liked: boolean,
): EventReply {
  const count = (type: string) => moments.filter((m) => m.type === type).length;
  const facts = eventFacts(event, moments.length);
  const abilities = eventAbilities(viewer, facts);
  // An event with nothing the viewer may see is, for them, gone: sync removes it from their cache.
  const active = canSeeEvent(viewer, facts);
  return {
    id: event.id,
    id_str: String(event.id),
    baby_id: event.baby_id,
    // The event's date for this viewer: its earliest moment they may see, never a hidden one's time.
    taken_at_gmt: moments.reduce(
      (min, m) => Math.min(min, m.taken_at_gmt),
      moments.length > 0 ? Infinity : event.taken_at_gmt,
    ),
    updated_at_in_ts: event.updated_at,
    active,
    layout: event.layout as EventLayout,
    layout_detail: null,
    caption: active ? event.caption : '',
    like: active && liked,
    counts: {
      likes: active ? event.likes_count : 0,
      comments: active ? event.comments_count : 0,
      moments: moments.length,
      pictures: count('picture'),
      videos: count('video'),
      audios: count('audio'),
      texts: count('text'),
    },
    moments: limit === null ? moments : moments.slice(0, limit),
    abilities,
    ...(event.layout === 'diary' ? { draft: event.draft === 1 } : {}),
    ...(event.layout === 'diary' && event.draft === 1 && active
      ? {
          draft_privacy: (event.draft_privacy ?? 'family_and_relatives') as Privacy,
          draft_visible_for_ids: (event.draft_visible_for ?? '').split(',').filter(Boolean).map(Number),
        }
      : {}),
  };
}

/** An event the viewer cannot see, as the updates mention it: nothing but that it is gone, and when. */
export function presentGone(event: Pick<EventReply, 'id' | 'updated_at_in_ts'>): InactiveEventEntry {
  return { id: event.id, id_str: String(event.id), active: false, updated_at_in_ts: event.updated_at_in_ts };
}
