import type { EventReply, MomentReply } from '@sprout/shared';

/** Small builders of API replies for the timeline's unit tests. */
export function moment(id: number, takenAt: number, extra: Partial<MomentReply> = {}): MomentReply {
  return {
    id,
    id_str: String(id),
    event_id: 1,
    baby_id: 1,
    author_id: 1,
    type: 'picture',
    content: '',
    picture: { thumb: `/t/${id}`, large: `/l/${id}`, xlarge: null, original: `/o/${id}`, state: 'ready' },
    video: null,
    audio: null,
    picture_width: 10,
    picture_height: 10,
    duration: null,
    taken_at_gmt: takenAt,
    privacy: 'family_and_relatives',
    visible_for_ids: [],
    service: 'tus',
    client_id: null,
    like: false,
    likes_count: 0,
    comments_count: 0,
    abilities: { update: true, delete: true, comment: true, like: true, change_privacy: true },
    ...extra,
  };
}

export function event(
  id: number,
  takenAt: number,
  moments: MomentReply[] = [moment(id * 100, takenAt)],
  extra: Partial<EventReply> = {},
): EventReply {
  return {
    id,
    id_str: String(id),
    baby_id: 1,
    taken_at_gmt: takenAt,
    updated_at_in_ts: takenAt,
    active: true,
    layout: 'default',
    layout_detail: null,
    caption: '',
    like: false,
    counts: {
      likes: 0,
      comments: 0,
      moments: moments.length,
      pictures: moments.filter((m) => m.type === 'picture').length,
      videos: 0,
      audios: 0,
      texts: 0,
    },
    moments: moments.map((m) => ({ ...m, event_id: id })),
    abilities: { update: true, comment: true, like: true },
    ...extra,
  };
}

/** Unix seconds of a UTC date and hour. */
export const at = (date: string, hour = 12) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`) / 1000;
