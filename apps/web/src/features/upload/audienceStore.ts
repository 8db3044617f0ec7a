/**
 * The audience a new upload batch starts with: the last one the user chose
 * for that baby (remembered in localStorage), else family and relatives.
 */
import { PRIVACY_LEVELS, type Privacy } from '@sprout/shared';
import { DEFAULT_AUDIENCE, type Audience } from './queue';

const KEY = 'sprout.upload.audience';

function readAll(): Record<string, Audience> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Audience>) : {};
  } catch {
    return {};
  }
}

export function lastAudience(babyId: number): Audience {
  const stored = readAll()[String(babyId)];
  if (!stored || !(PRIVACY_LEVELS as readonly string[]).includes(stored.privacy)) return DEFAULT_AUDIENCE;
  const ids = Array.isArray(stored.visibleForIds) ? stored.visibleForIds.filter((id) => Number.isInteger(id)) : [];
  return { privacy: stored.privacy as Privacy, visibleForIds: ids };
}

export function rememberAudience(babyId: number, audience: Audience): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [String(babyId)]: audience }));
  } catch {
    // private mode: remembered for this page only through the batch
  }
}
