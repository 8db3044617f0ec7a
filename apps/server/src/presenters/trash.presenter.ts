import { TRASH_SECONDS, type TrashItem } from '@sprout/shared';
import type { Moment } from '../db/schema.js';

/** The thumbnail of a trashed moment, served only to those who find it in the trash. */
function thumbUrl(moment: Moment): string | null {
  if (moment.media_state !== 'ready' || !moment.thumb_key) return null;
  return `/media/trash/${moment.id}/thumb?v=${moment.updated_at}`;
}

/** A moment in the trash (ADR 0015): when it went, by whom, when it goes for good, and what the viewer may do. */
export function presentTrashed(moment: Moment, abilities: TrashItem['abilities']): TrashItem {
  const deletedAt = moment.deleted_at ?? moment.updated_at;
  return {
    id: moment.id,
    event_id: moment.event_id,
    baby_id: moment.baby_id,
    author_id: moment.author_id,
    type: moment.type as TrashItem['type'],
    content: moment.content,
    thumb: thumbUrl(moment),
    picture_width: moment.picture_width,
    picture_height: moment.picture_height,
    duration: moment.duration,
    taken_at_gmt: moment.taken_at_gmt,
    deleted_at: deletedAt,
    deleted_by: moment.deleted_by,
    purge_at: deletedAt + TRASH_SECONDS,
    abilities,
  };
}
