/** Video and audio parts of a moment, for the players and tiles. */
import type { MomentReply } from '@sprout/shared';

export type VideoUrls = NonNullable<MomentReply['video']>;
export type AudioUrls = NonNullable<MomentReply['audio']>;

export function videoOf(moment: Pick<MomentReply, 'type' | 'video'>): VideoUrls | null {
  return moment.type === 'video' && moment.video?.url ? moment.video : null;
}

export function audioOf(moment: Pick<MomentReply, 'type' | 'audio'>): AudioUrls | null {
  return moment.type === 'audio' && moment.audio?.url ? moment.audio : null;
}

/** Moments the viewer shows (pictures, videos, audio), oldest first; text moments stay on the card. */
export function viewableMoments(moments: readonly MomentReply[]): MomentReply[] {
  return moments
    .filter((m) => (m.type === 'picture' && m.picture !== null) || m.type === 'video' || m.type === 'audio')
    .sort((a, b) => a.taken_at_gmt - b.taken_at_gmt || a.id - b.id);
}
