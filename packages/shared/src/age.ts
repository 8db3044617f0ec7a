import { PLACEHOLDER_BIRTHDAY } from './constants.js';

/**
 * Age buckets of the timeline (SPEC-NOTES): before birth; each month of the
 * first year; then one bucket per year of age. Keys sort newest first when
 * compared by `bucketOrder`.
 */
export type AgeBucket = { kind: 'before' } | { kind: 'month'; month: number } | { kind: 'year'; year: number };

const DAY_MS = 86_400_000;

function parseDate(date: string): { y: number; m: number; d: number } {
  const [y = 1765, m = 1, d = 1] = date.split('-').map(Number);
  return { y, m, d };
}

/** Whole months and remaining days from `birth` to `on` (both calendar dates), or null before birth. */
export function ageParts(birthday: string | null | undefined, on: { y: number; m: number; d: number }): { years: number; months: number; days: number; totalDays: number } | null {
  const b = parseDate(birthday || PLACEHOLDER_BIRTHDAY);
  const birthUtc = Date.UTC(b.y, b.m - 1, b.d);
  const onUtc = Date.UTC(on.y, on.m - 1, on.d);
  if (onUtc < birthUtc) return null;
  let months = (on.y - b.y) * 12 + (on.m - b.m);
  // A month is complete on the same day number; a birthday on the 31st completes on the month's last day.
  const lastDayOfOnMonth = new Date(Date.UTC(on.y, on.m, 0)).getUTCDate();
  if (on.d < Math.min(b.d, lastDayOfOnMonth)) months -= 1;
  const anchor = new Date(Date.UTC(b.y, b.m - 1 + months, 1));
  const anchorDay = Math.min(b.d, new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + 1, 0)).getUTCDate());
  const anchorUtc = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchorDay);
  return {
    years: Math.floor(months / 12),
    months: months % 12,
    days: Math.round((onUtc - anchorUtc) / DAY_MS),
    totalDays: Math.round((onUtc - birthUtc) / DAY_MS),
  };
}

/** The UTC calendar date of a Unix time. */
export function utcDate(takenAtGmt: number): { y: number; m: number; d: number } {
  const date = new Date(takenAtGmt * 1000);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

export function ageBucket(birthday: string | null | undefined, takenAtGmt: number): AgeBucket {
  const age = ageParts(birthday, utcDate(takenAtGmt));
  if (!age) return { kind: 'before' };
  if (age.years === 0) return { kind: 'month', month: age.months };
  return { kind: 'year', year: age.years };
}

/** A stable string key: `before`, `m00`..`m11`, `y01`, `y02`, … */
export function bucketKey(bucket: AgeBucket): string {
  if (bucket.kind === 'before') return 'before';
  if (bucket.kind === 'month') return `m${String(bucket.month).padStart(2, '0')}`;
  return `y${String(bucket.year).padStart(2, '0')}`;
}

export function parseBucketKey(key: string): AgeBucket | null {
  if (key === 'before') return { kind: 'before' };
  const match = /^([my])(\d{2,3})$/.exec(key);
  if (!match) return null;
  return match[1] === 'm' ? { kind: 'month', month: Number(match[2]) } : { kind: 'year', year: Number(match[2]) };
}

/** Larger is newer: before birth < month 0 … month 11 < year 1 < year 2 … */
export function bucketOrder(bucket: AgeBucket): number {
  if (bucket.kind === 'before') return -1;
  if (bucket.kind === 'month') return bucket.month;
  return 11 + bucket.year;
}
