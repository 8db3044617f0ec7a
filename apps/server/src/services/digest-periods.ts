/** Where a member is in their own day: their date, hour and weekday (1 Monday … 7 Sunday). */
export interface LocalMoment {
  date: string;
  hour: number;
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formats = new Map<string, Intl.DateTimeFormat>();

/** The moment `seconds` in a time zone (UTC when none is known yet, or it is not one Intl knows). */
export function localMoment(seconds: number, zone: string | null): LocalMoment {
  const key = zone ?? 'UTC';
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: key });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(seconds * 1000)).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 1,
  };
}

/** The ISO week of a date (YYYY-MM-DD) as `YYYY-Www`: the week belongs to the year of its Thursday. */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  const thursday = new Date(day.getTime() + (4 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Weekly digests go on Sunday morning: a calm time for a family to look back at the week. */
export const WEEKLY_DAY = 7;

/**
 * The digest period due for a member now, or null: daily from the digest hour of each day, weekly
 * from the digest hour of Sunday. Periods are named by the member's own calendar.
 */
export function duePeriod(rhythm: string, local: LocalMoment, digestHour: number): string | null {
  if (local.hour < digestHour) return null;
  if (rhythm === 'daily') return `d:${local.date}`;
  if (rhythm === 'weekly' && local.weekday === WEEKLY_DAY) return `w:${isoWeek(local.date)}`;
  return null;
}

/** Which rhythm a period belongs to. */
export function rhythmOf(period: string): 'daily' | 'weekly' | 'every_upload' | null {
  if (period.startsWith('d:')) return 'daily';
  if (period.startsWith('w:')) return 'weekly';
  if (period.startsWith('u:')) return 'every_upload';
  return null;
}

/** How far back a first digest looks when the member has had none: one period. */
export function firstWindowSeconds(rhythm: 'daily' | 'weekly' | 'every_upload'): number {
  return rhythm === 'weekly' ? 7 * 86_400 : 86_400;
}
