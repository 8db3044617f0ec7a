import type { EventsReply } from '@sprout/shared';
import { apiRequest } from './client';

export function fetchEvents(babyId: number, nextPage: string | null, signal?: AbortSignal): Promise<EventsReply> {
  return apiRequest<EventsReply>('GET', '/events', {
    query: { baby_id: babyId, style: 'best_12', next_page: nextPage },
    signal,
  });
}
