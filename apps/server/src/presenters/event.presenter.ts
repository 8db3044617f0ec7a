import type { EventLayout, EventReply, MomentReply } from '@sprout/shared';
import type { Event } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';

/** `best_12` lists carry at most this many moments per event, with the full counts beside them. */
export const BEST_MOMENTS = 12;

export function presentEvent(event: Event, moments: MomentReply[], viewer: Viewer, limit: number | null, liked: boolean): EventReply {
  const count = (type: string) => moments.filter((m) => m.type === type).length;
  // An event with nothing the viewer may see is, for them, gone: sync removes it from their cache.
  const active = event.active === 1 && moments.length > 0;
  return {
    id: event.id,
    id_str: String(event.id),
    baby_id: event.baby_id,
    taken_at_gmt: event.taken_at_gmt,
    updated_at_in_ts: event.updated_at,
    active,
    layout: event.layout as EventLayout,
    layout_detail: null,
    caption: active ? event.caption : '',
    like: active && liked,
    counts: {
      likes: active ? event.likes_count : 0, comments: active ? event.comments_count : 0, moments: moments.length,
      pictures: count('picture'), videos: count('video'), audios: count('audio'), texts: count('text'),
    },
    moments: limit === null ? moments : moments.slice(0, limit),
    abilities: {
      update: active && (event.author_id === viewer.userId || viewer.permission !== 'can_view'),
      comment: active, like: active,
    },
  };
}
