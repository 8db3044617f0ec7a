import type { FeedbackItem } from '@sprout/shared';

/** What the sidebar makes of the history's first page and the last seen feedback id (spec §4, §9). */
export interface NewReplies {
  /** Answered feedback newer than the last seen id, newest first: the counter. */
  fresh: FeedbackItem[];
  /** The id to take as seen on a device that has none yet (the answers already there are not news). */
  seenFirst: number | null;
  /** The newest fresh answer not yet announced by a notification, if any. */
  toAnnounce: FeedbackItem | null;
}

export function newReplies(
  list: readonly FeedbackItem[],
  lastSeen: number | null,
  notified: number | null,
): NewReplies {
  const answered = list.filter((f) => f.reply !== null);
  if (lastSeen === null) return { fresh: [], seenFirst: Math.max(0, ...answered.map((f) => f.id)), toAnnounce: null };
  const fresh = answered.filter((f) => f.id > lastSeen).sort((a, b) => b.id - a.id);
  const newest = fresh[0] ?? null;
  return { fresh, seenFirst: null, toAnnounce: newest && newest.id > (notified ?? 0) ? newest : null };
}

/** A notification's body: the answer's start, on one line. */
export function noticeBody(reply: string, max = 180): string {
  const line = reply.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
