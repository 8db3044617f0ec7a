import type { LikeReply } from '@sprout/shared';
import { apiRequest } from './client';

/** Likes or unlikes an event or a moment; idempotent, answers the new state. */
export function setLike(type: 'event' | 'moment', id: number, like: boolean): Promise<LikeReply> {
  return apiRequest<LikeReply>(like ? 'POST' : 'DELETE', `/${type}s/${id}/likes`);
}
