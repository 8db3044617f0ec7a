import type { AlbumReply } from '@sprout/shared';
import { apiRequest } from './client';

/** One page (200) of the baby's pictures and videos the user may see, newest first. */
export function fetchAlbum(babyId: number, nextPage: string | null, signal?: AbortSignal): Promise<AlbumReply> {
  return apiRequest<AlbumReply>('GET', `/babies/${babyId}/album`, { query: { next_page: nextPage }, signal });
}
