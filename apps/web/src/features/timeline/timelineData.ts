/** Pure helpers over the events of the timeline (spec §4 "Timeline data"). */
import type { EventReply } from '@sprout/shared';
import { dateFormatter } from '../../lib/dateFormat';

/** Whether any picture or video still waits for its thumbnails or poster (then the timeline polls every 2 s). */
export function hasProcessing(events: readonly EventReply[]): boolean {
  return events.some((event) =>
    event.moments.some((moment) => moment.picture?.state === 'processing' || moment.video?.state === 'processing'),
  );
}

/**
 * Below this inner width a card's header cannot hold a long date beside the age ("November 6, 20…"
 * on a phone), so the date is written in the locale's shorter form ("Nov 6, 2026").
 */
const LONG_DATE_MIN_PX = 420;

/** The date style of a card whose inner width is `innerWidth`. */
export function eventDateStyle(innerWidth: number): 'long' | 'medium' {
  return innerWidth < LONG_DATE_MIN_PX ? 'medium' : 'long';
}

/** The date of an event in the reader's language and time zone. */
export function formatEventDate(
  takenAtGmt: number,
  locale: string,
  timeZone?: string,
  dateStyle: 'long' | 'medium' = 'long',
): string {
  return dateFormatter(locale, { dateStyle, timeZone }).format(new Date(takenAtGmt * 1000));
}

/** The neighbours of a picture in its event, for the viewer's previous / next. */
export function neighbours<T extends { id: number }>(
  items: readonly T[],
  id: number,
): { index: number; previous: T | null; next: T | null } {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return { index, previous: null, next: null };
  return { index, previous: items[index - 1] ?? null, next: items[index + 1] ?? null };
}
