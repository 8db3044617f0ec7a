import type { EventReply, EventsReply, EventUpdatesReply, NavigationsReply } from '@sprout/shared';
import { apiRequest } from './client';

export function fetchEvents(babyId: number, nextPage: string | null, signal?: AbortSignal): Promise<EventsReply> {
  return apiRequest<EventsReply>('GET', '/events', {
    query: { baby_id: babyId, style: 'best_12', next_page: nextPage },
    signal,
  });
}

/** Events changed at or after `since` (Unix s), oldest change first; `since` of the reply is what to send next. */
export function fetchEventUpdates(
  babyId: number,
  since: number,
  nextPage: string | null,
  signal?: AbortSignal,
  skipInvisible = false,
): Promise<EventUpdatesReply> {
  return apiRequest<EventUpdatesReply>('GET', '/events/updates', {
    query: { baby_id: babyId, style: 'best_12', since, next_page: nextPage, skip_invisible: skipInvisible ? 1 : null },
    signal,
  });
}

/** One event with every moment the user may see. */
export function fetchEvent(eventId: number, signal?: AbortSignal): Promise<EventReply> {
  return apiRequest<EventReply>('GET', `/events/${eventId}.json`, { signal });
}

export function updateCaption(eventId: number, caption: string): Promise<EventReply> {
  return apiRequest<EventReply>('PUT', `/events/${eventId}`, { json: { caption } });
}

/** The table of contents: age buckets with translated labels and moment counts, newest first. */
export function fetchNavigations(babyId: number, signal?: AbortSignal): Promise<NavigationsReply> {
  return apiRequest<NavigationsReply>('GET', '/navigations.json', { query: { baby_id: babyId }, signal });
}
