import type { RestoreReply, TrashReply } from '@sprout/shared';
import { apiRequest } from './client';

/** The baby's "Recently deleted", the most recently deleted first (ADR 0015). */
export function fetchTrash(babyId: number, nextPage: string | null, signal?: AbortSignal): Promise<TrashReply> {
  return apiRequest<TrashReply>('GET', '/trash', { query: { baby_id: babyId, next_page: nextPage }, signal });
}

export function restoreMoment(momentId: number): Promise<RestoreReply> {
  return apiRequest<RestoreReply>('POST', `/trash/${momentId}/restore`, { json: {} });
}

/** Deletes a trashed moment for good: its files go, the space is freed. */
export function purgeMoment(momentId: number): Promise<void> {
  return apiRequest<void>('DELETE', `/trash/${momentId}`);
}
