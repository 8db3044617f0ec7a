/**
 * The rows of the virtualized timeline: a Today marker above the newest event,
 * then per age bucket a header and its events (spec §2, §4). Pure; linear in
 * the number of events (they arrive sorted newest first, so a bucket's events
 * are consecutive and each bucket's boundary is computed once).
 */
import { ageParts, bucketKey, PLACEHOLDER_BIRTHDAY, type AgeBucket, type EventReply } from '@sprout/shared';

export type TimelineRow =
  | { kind: 'today'; key: 'today' }
  | { kind: 'bucket'; key: string; bucket: AgeBucket; moments: number }
  | { kind: 'event'; key: string; event: EventReply; bucketKey: string };

export interface TimelineRows {
  rows: TimelineRow[];
  /** Row index of each bucket's header, by bucket key ('before', 'm00', 'y01m03', …). */
  headerIndex: Map<string, number>;
}

const DAY_S = 86_400;

function parseBirthday(birthday: string | null | undefined): { y: number; m: number; d: number } {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday || PLACEHOLDER_BIRTHDAY) ??
    /^(\d{4})-(\d{2})-(\d{2})$/.exec(PLACEHOLDER_BIRTHDAY);
  return { y: Number(match?.[1]), m: Number(match?.[2]), d: Number(match?.[3]) };
}

/**
 * The first UTC second of the bucket that starts `months` whole months after
 * birth (0 = the birth day). A month is complete on the same day number, or on
 * the month's last day when it is shorter (as ageParts counts).
 */
export function monthStart(birthday: string | null | undefined, months: number): number {
  const b = parseBirthday(birthday);
  const first = new Date(Date.UTC(b.y, b.m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(b.d, lastDay)) / 1000;
}

/** The bucket of a UTC time, the same as ageBucket of @sprout/shared (tested against it). */
function bucketOf(birthday: string | null | undefined, takenAtGmt: number): { bucket: AgeBucket; start: number } {
  const date = new Date(Math.floor(takenAtGmt / DAY_S) * DAY_S * 1000);
  const age = ageParts(birthday, { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });
  if (!age) return { bucket: { kind: 'before' }, start: Number.NEGATIVE_INFINITY };
  if (age.years === 0) return { bucket: { kind: 'month', month: age.months }, start: monthStart(birthday, age.months) };
  return {
    bucket: { kind: 'year', year: age.years, month: age.months },
    start: monthStart(birthday, age.years * 12 + age.months),
  };
}

/** Groups events (newest first) into bucket headers and event rows, with the Today marker on top. */
export function buildRows(events: readonly EventReply[], birthday: string | null | undefined): TimelineRows {
  const rows: TimelineRow[] = [];
  const headerIndex = new Map<string, number>();
  if (events.length === 0) return { rows, headerIndex };
  rows.push({ kind: 'today', key: 'today' });
  let current: { key: string; start: number; header: Extract<TimelineRow, { kind: 'bucket' }> } | null = null;
  for (const event of events) {
    if (!current || event.taken_at_gmt < current.start) {
      const { bucket, start } = bucketOf(birthday, event.taken_at_gmt);
      const key = bucketKey(bucket);
      const header = { kind: 'bucket' as const, key: `bucket-${key}`, bucket, moments: 0 };
      headerIndex.set(key, rows.length);
      rows.push(header);
      current = { key, start, header };
    }
    current.header.moments += event.counts.moments;
    rows.push({ kind: 'event', key: `event-${event.id}`, event, bucketKey: current.key });
  }
  return { rows, headerIndex };
}

/** The bucket key of the row at or above `index` (for the table of contents' current entry); the Today marker counts as the first bucket. */
export function bucketAt(rows: readonly TimelineRow[], index: number): string | null {
  const from = rows[index]?.kind === 'today' ? index + 1 : index;
  for (let i = Math.min(from, rows.length - 1); i >= 0; i -= 1) {
    const row = rows[i];
    if (row?.kind === 'event') return row.bucketKey;
    if (row?.kind === 'bucket') return row.key.slice('bucket-'.length);
  }
  return null;
}
