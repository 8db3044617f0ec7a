import type { NotificationReply } from '@sprout/shared';
import type { Notification } from '../db/schema.js';
import { mediaUrl } from './moment.presenter.js';

/** A notification row with the names it is shown with. */
export interface NotificationRow extends Notification {
  actor_name: string;
  baby_name: string;
  actor_relation: string | null;
  actor_relation_name: string | null;
}

/** What a listed notification shows of its moments, counted among those its recipient may see now. */
export interface VisibleMoments {
  counts: Record<string, number>;
  /** The first visible moment (to open), and the first visible picture or video (its thumb). */
  firstId: number | null;
  thumb: { id: number; updated_at: number } | null;
}

/** A notification as its recipient sees it: counts and pictures only of the moments they may see now. */
export function presentNotification(row: NotificationRow, visible: VisibleMoments | undefined): NotificationReply {
  const counts = visible?.counts ?? {};
  return {
    id: row.id,
    kind: row.kind,
    baby_id: row.baby_id,
    baby_name: row.baby_name,
    from: { id: row.actor_id, name: row.actor_name },
    event_id: row.event_id,
    moment_id: visible?.firstId ?? null,
    thumb: visible?.thumb ? mediaUrl(visible.thumb.id, 'thumb', visible.thumb.updated_at) : null,
    counts: {
      pictures: counts.picture ?? 0,
      videos: counts.video ?? 0,
      audios: counts.audio ?? 0,
      texts: counts.text ?? 0,
    },
    count: row.count,
    target_type: row.target_type,
    relation: row.kind === 'member' ? row.actor_relation : null,
    relation_name: row.kind === 'member' ? row.actor_relation_name : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    read: row.read_at !== null,
  };
}
