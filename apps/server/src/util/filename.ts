/** File names from uploaders' devices, kept for downloads; they are never used as paths. */

/** Longest name kept, in characters (file systems allow 255 bytes; this leaves room for UTF-8). */
const MAX_NAME = 120;

/**
 * The name as a person would read it: the last path segment only, without
 * control characters or characters no file system accepts, trimmed; null
 * when nothing is left.
 */
export function cleanFilename(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const last = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return cleaned ? [...cleaned].slice(0, MAX_NAME).join('') : null;
}

/**
 * The name a download is saved under: the uploader's name with the stored
 * file's extension (a HEIC sent is kept as .jpg, a .mov as .mp4); without one
 * (an upload that sent no name), the baby's name and the day it was taken
 * ("Mia 2025-10-03.jpg", UTC day), else `sprout-{id}.{ext}`.
 */
export function downloadName(
  original: string | null,
  fallback: { momentId: number; babyName: string | null; takenAtGmt: number },
  ext: string,
): string {
  const day = new Date(fallback.takenAtGmt * 1000).toISOString().slice(0, 10);
  const named = fallback.babyName ? cleanFilename(`${fallback.babyName.replace(/[/\\]/g, ' ')} ${day}`) : null;
  const base = original?.replace(/\.[^.]{1,8}$/, '') || named || `sprout-${fallback.momentId}`;
  return `${base}.${ext}`;
}

/** RFC 5987 / RFC 8187 value: UTF-8, percent-encoded beyond the token characters. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment` with the name for every browser (RFC 6266): a plain ASCII
 * `filename` where non-ASCII and quoting characters are replaced, and the
 * exact name as `filename*` in UTF-8, which browsers prefer.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
