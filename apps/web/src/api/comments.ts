import type { CommentReply, CommentsReply } from '@sprout/shared';
import { apiRequest } from './client';

export type CommentTarget = { type: 'event' | 'moment'; id: number };

/** Comments oldest first, 50 a page. */
export function fetchComments(
  target: CommentTarget,
  nextPage: string | null,
  signal?: AbortSignal,
): Promise<CommentsReply> {
  return apiRequest<CommentsReply>('GET', `/${target.type}s/${target.id}/comments`, {
    query: { next_page: nextPage },
    signal,
  });
}

export function addComment(target: CommentTarget, content: string): Promise<CommentReply> {
  return apiRequest<CommentReply>('POST', `/${target.type}s/${target.id}/comments`, { json: { content } });
}

export function deleteComment(commentId: number): Promise<void> {
  return apiRequest<void>('DELETE', `/comments/${commentId}`);
}
