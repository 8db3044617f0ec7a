import { PLACEHOLDER_BIRTHDAY } from './constants.js';

/**
 * Age buckets of the timeline (SPEC-NOTES): before birth; each month of the
 * first year; then, from age one, each month inside each year of age (issue
 * 13: a whole year in one group was too long to find anything in). Keys sort
 * newest first when compared by `bucketOrder`.
 */
export type AgeBucket =
  { kind: 'before' } | { kind: 'month'; month: number } | { kind: 'year'; year: number; month: number };

const DAY_MS = 86_400_000;

function parseDate(date: string): { y: number; m: number; d: number } {
  const [y = 1765, m = 1, d = 1] = date.split('-').map(Number);
  return { y, m, d };
}

/** Whole months and remaining days from `birth` to `on` (both calendar dates), or null before birth. */
export function ageParts(
  birthday: string | null | undefined,
  on: { y: number; m: number; d: number },
): { years: number; months: number; days: number; totalDays: number } | null {
  const b = parseDate(birthday || PLACEHOLDER_BIRTHDAY);
  const birthUtc = Date.UTC(b.y, b.m - 1, b.d);
  const onUtc = Date.UTC(on.y, on.m - 1, on.d);
  if (onUtc < birthUtc) return null;
  let months = (on.y - b.y) * 12 + (on.m - b.m);
  // A month is complete on the same day number; a birthday on the 31st completes on the month's last day.
  const lastDayOfOnMonth = new Date(Date.UTC(on.y, on.m, 0)).getUTCDate();
  if (on.d < Math.min(b.d, lastDayOfOnMonth)) months -= 1;
  const anchor = new Date(Date.UTC(b.y, b.m - 1 + months, 1));
  const anchorDay = Math.min(
    b.d,
    new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + 1, 0)).getUTCDate(),
  );
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
  return { kind: 'year', year: age.years, month: age.months };
}

const two = (n: number) => String(n).padStart(2, '0');

/** A stable string key: `before`, `m00`..`m11`, then `y01m00`..`y01m11`, `y02m00`, … */
export function bucketKey(bucket: AgeBucket): string {
  if (bucket.kind === 'before') return 'before';
  if (bucket.kind === 'month') return `m${two(bucket.month)}`;
  return `y${two(bucket.year)}m${two(bucket.month)}`;
}

/** The bucket of a key; null for anything else, including the whole-year keys (`y01`) written before issue 13. */
export function parseBucketKey(key: string): AgeBucket | null {
  if (key === 'before') return { kind: 'before' };
  const month = /^m(\d{2})$/.exec(key);
  if (month) return Number(month[1]) < 12 ? { kind: 'month', month: Number(month[1]) } : null;
  const year = /^y(\d{2,3})m(\d{2})$/.exec(key);
  if (!year || Number(year[2]) > 11 || Number(year[1]) < 1) return null;
  return { kind: 'year', year: Number(year[1]), month: Number(year[2]) };
}

/** Larger is newer: the age in whole months (before birth is -1). */
export function bucketOrder(bucket: AgeBucket): number {
  if (bucket.kind === 'before') return -1;
  if (bucket.kind === 'month') return bucket.month;
  return bucket.year * 12 + bucket.month;
}

/**
 * The label of a bucket as a catalogue key of the labels namespace and its
 * values, the same on the server (the table of contents) and the web (the
 * headers). A month from age one reads as an age ("1 yr 3 mo"); which form of
 * the year word is chosen here, as the server's catalogues have no plurals.
 */
export function bucketLabel(bucket: AgeBucket): {
  key: 'buckets.before_birth' | 'buckets.months' | 'buckets.year_month_one' | 'buckets.year_month_other';
  values: Record<string, number>;
} {
  if (bucket.kind === 'before') return { key: 'buckets.before_birth', values: {} };
  if (bucket.kind === 'month') return { key: 'buckets.months', values: { from: bucket.month, to: bucket.month + 1 } };
  return {
    key: bucket.year === 1 ? 'buckets.year_month_one' : 'buckets.year_month_other',
    values: { years: bucket.year, months: bucket.month },
  };
}
