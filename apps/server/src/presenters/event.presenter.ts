import type { EventLayout, EventReply, MomentReply } from '@sprout/shared';
import type { Event } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';

/** `best_12` lists carry at most this many moments per event, with the full counts beside them. */
export const BEST_MOMENTS = 12;

export function presentEvent(event: Event, moments: MomentReply[], viewer: Viewer, limit: number | null): EventReply {
  const count = (type: string) => moments.filter((m) => m.type === type).length;
  return {
    id: event.id,
    id_str: String(event.id),
    baby_id: event.baby_id,
    taken_at_gmt: event.taken_at_gmt,
    updated_at_in_ts: event.updated_at,
    active: event.active === 1,
    layout: event.layout as EventLayout,
    layout_detail: null,
    caption: event.caption,
    like: false,
    counts: {
      likes: event.likes_count, moments: moments.length,
      pictures: count('picture'), videos: count('video'), audios: count('audio'), texts: count('text'),
    },
    moments: limit === null ? moments : moments.slice(0, limit),
    abilities: { update: event.author_id === viewer.userId || viewer.permission !== 'can_view', comment: true, like: true },
  };
}
