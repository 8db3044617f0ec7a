import { xlargeSource, type MomentReply, type MomentType, type Privacy } from '@sprout/shared';
import type { Moment } from '../db/schema.js';
import { momentAbilities } from '../policies/moment.policy.js';
import type { Viewer } from '../policies/viewer.js';

/** Media is served by Sprout itself under /media; the version busts caches when derivatives change. */
export function mediaUrl(
  momentId: number,
  variant: 'thumb' | 'large' | 'xlarge' | 'original',
  version: number,
): string {
  return `/media/moments/${momentId}/${variant}?v=${version}`;
}

/** The xlarge rendition; the original itself for a picture over 4e7 pixels, which spec §9 leaves unresized. */
function xlargeUrl(moment: Moment): string | null {
  if (moment.xlarge_key) return mediaUrl(moment.id, 'xlarge', moment.updated_at);
  const size = { width: moment.picture_width ?? 0, height: moment.picture_height ?? 0 };
  return xlargeSource(size) === 'original' ? mediaUrl(moment.id, 'original', moment.updated_at) : null;
}

export function presentMoment(
  moment: Moment,
  viewer: Viewer,
  visibleFor: readonly number[],
  liked = false,
): MomentReply {
  const ready = moment.media_state === 'ready';
  return {
    id: moment.id,
    id_str: String(moment.id),
    event_id: moment.event_id,
    baby_id: moment.baby_id,
    author_id: moment.author_id,
    type: moment.type as MomentType,
    content: moment.content,
    picture:
      moment.type === 'picture'
        ? {
            thumb: ready ? mediaUrl(moment.id, 'thumb', moment.updated_at) : null,
            large: ready ? mediaUrl(moment.id, 'large', moment.updated_at) : null,
            xlarge: ready ? xlargeUrl(moment) : null,
            original: mediaUrl(moment.id, 'original', moment.updated_at),
            state: moment.media_state as 'processing' | 'ready' | 'failed',
          }
        : null,
    video:
      moment.type === 'video'
        ? {
            url: mediaUrl(moment.id, 'original', moment.updated_at),
            poster: ready ? mediaUrl(moment.id, 'large', moment.updated_at) : null,
            thumb: ready ? mediaUrl(moment.id, 'thumb', moment.updated_at) : null,
            state: moment.media_state as 'processing' | 'ready' | 'failed',
          }
        : null,
    audio: moment.type === 'audio' ? { url: mediaUrl(moment.id, 'original', moment.updated_at) } : null,
    picture_width: moment.picture_width,
    picture_height: moment.picture_height,
    duration: moment.duration,
    taken_at_gmt: moment.taken_at_gmt,
    privacy: moment.privacy as Privacy,
    visible_for_ids: [...visibleFor],
    service: moment.service,
    client_id: moment.client_id,
    like: liked,
    likes_count: moment.likes_count,
    comments_count: moment.comments_count,
    abilities: momentAbilities(viewer, moment),
  };
}
