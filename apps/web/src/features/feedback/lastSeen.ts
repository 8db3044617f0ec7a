/**
 * The last feedback id the user has seen answered, kept in localStorage as spec §9 says ("feedback
 * last id"), per account (a family computer is shared). A reply on a feedback with a higher id is
 * new: it counts on the sidebar's Feedback entry and is announced once by a desktop notification.
 */
import { createStore, useStore } from '../../lib/createStore';
import { localStore } from '../../lib/localStore';

const seenKey = (userId: number) => `sprout.feedback_last_id.${userId}`;
const toldKey = (userId: number) => `sprout.feedback_notified_id.${userId}`;

function read(key: string): number | null {
  const raw = localStore()?.getItem(key);
  const value = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function write(key: string, value: number): void {
  try {
    localStore()?.setItem(key, String(value));
  } catch {
    // Storage full or refused: the counter then lives for this page only.
  }
}

/** Bumped on every write, so the sidebar's counter follows what /feedback marks as seen. */
const changes = createStore(0);

export function lastSeenFeedbackId(userId: number): number | null {
  return read(seenKey(userId));
}

/** Marks answers up to `id` as seen (never moves back). */
export function markFeedbackSeen(userId: number, id: number): void {
  const current = read(seenKey(userId));
  if (current !== null && current >= id) return;
  write(seenKey(userId), id);
  changes.set((n) => n + 1);
}

/** The newest answered id a notification was already sent for. */
export function notifiedFeedbackId(userId: number): number | null {
  return read(toldKey(userId));
}

export function markFeedbackNotified(userId: number, id: number): void {
  write(toldKey(userId), id);
}

/** Re-renders when the last seen id changes. */
export function useLastSeenFeedbackId(userId: number | null): number | null {
  useStore(changes);
  return userId === null ? null : lastSeenFeedbackId(userId);
}
