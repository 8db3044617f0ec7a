/**
 * Video and audio parts of a moment. The wire contract still types them as
 * null because the server makes only picture moments today; these read them
 * defensively so the players work as soon as the server sends
 * `video: { url, poster }` or `audio: { url }`.
 */
import type { MomentReply } from '@sprout/shared';

export interface VideoUrls { url: string; poster: string | null }
export interface AudioUrls { url: string }

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

export function videoOf(moment: Pick<MomentReply, 'type' | 'video'>): VideoUrls | null {
  const video = record(moment.video);
  if (moment.type !== 'video' || !video || typeof video.url !== 'string' || !video.url) return null;
  return { url: video.url, poster: typeof video.poster === 'string' && video.poster ? video.poster : null };
}

export function audioOf(moment: Pick<MomentReply, 'type' | 'audio'>): AudioUrls | null {
  const audio = record(moment.audio);
  if (moment.type !== 'audio' || !audio || typeof audio.url !== 'string' || !audio.url) return null;
  return { url: audio.url };
}

/** Moments the viewer shows (pictures, videos, audio), oldest first; text moments stay on the card. */
export function viewableMoments(moments: readonly MomentReply[]): MomentReply[] {
  return moments
    .filter((m) => (m.type === 'picture' && m.picture !== null) || m.type === 'video' || m.type === 'audio')
    .sort((a, b) => a.taken_at_gmt - b.taken_at_gmt || a.id - b.id);
}
