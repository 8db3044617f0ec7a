/** What a chosen file is to become: the browser's MIME type first, the name's ending when the browser gives none. */
export type MediaKind = 'picture' | 'video' | 'audio';

const VIDEO_ENDINGS = /\.(mov|mp4|m4v|webm|3gp)$/i;
const AUDIO_ENDINGS = /\.(m4a|mp3|wav|aac|ogg|oga)$/i;

export function mediaKindOf(file: { type: string; name: string }): MediaKind {
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('audio/')) return 'audio';
  if (file.type.startsWith('image/')) return 'picture';
  if (VIDEO_ENDINGS.test(file.name)) return 'video';
  if (AUDIO_ENDINGS.test(file.name)) return 'audio';
  return 'picture';
}
