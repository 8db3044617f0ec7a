/**
 * The diary's cover (spec §2 client state "cached diary cover", §9 "local
 * storage keeps … a diary cache"): the newest entry's first picture, kept in
 * localStorage per user and baby, so the diary opens with its cover at once,
 * before the entries are loaded. Media addresses name the moment and its
 * version and are checked per request, so a kept one never shows anything
 * the server would not.
 */
import type { EventReply } from '@sprout/shared';

export interface DiaryCover {
  eventId: number;
  momentId: number;
  src: string;
}

const KEY = 'sprout.diary.cover';

/** The newest entry's first ready picture (entries come newest first), or null. */
export function diaryCoverOf(entries: readonly EventReply[]): DiaryCover | null {
  for (const event of entries) {
    const picture = event.moments
      .filter((m) => m.type === 'picture' && (m.picture?.large ?? m.picture?.thumb))
      .sort((a, b) => a.taken_at_gmt - b.taken_at_gmt || a.id - b.id)[0];
    const src = picture?.picture?.large ?? picture?.picture?.thumb ?? null;
    if (picture && src) return { eventId: event.id, momentId: picture.id, src };
  }
  return null;
}

const slot = (userId: number, babyId: number) => `${userId}:${babyId}`;

function readAll(): Record<string, DiaryCover | null> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, DiaryCover | null>)
      : {};
  } catch {
    return {};
  }
}

function isCover(value: unknown): value is DiaryCover {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.eventId) && Number.isInteger(v.momentId) && typeof v.src === 'string' && v.src.startsWith('/')
  );
}

/** The cover kept for this user and baby; undefined when none was kept, null when the diary had none. */
export function readDiaryCover(userId: number, babyId: number): DiaryCover | null | undefined {
  const all = readAll();
  const key = slot(userId, babyId);
  if (!(key in all)) return undefined;
  const value = all[key];
  return isCover(value) ? value : null;
}

export function keepDiaryCover(userId: number, babyId: number, cover: DiaryCover | null): void {
  const all = readAll();
  const key = slot(userId, babyId);
  const before = all[key];
  if (key in all && JSON.stringify(before ?? null) === JSON.stringify(cover)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...all, [key]: cover }));
  } catch {
    // Storage full or refused (private mode): the cover is shown from the entries, only not kept.
  }
}
