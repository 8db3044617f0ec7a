import { dateFormatter } from '../../lib/dateFormat';

/** A stored calendar date (YYYY-MM-DD) in the user's language, without time-zone drift. */
export function formatCalendarDate(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateFormatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
