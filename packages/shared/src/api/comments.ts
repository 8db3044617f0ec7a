/** Comments on an event or a moment (/comments). */
import { z } from 'zod';

export interface CommentReply {
  id: number;
  content: string;
  created_at: number;
  user: { id: number; name: string };
  abilities: { delete: boolean };
}
export interface CommentsReply {
  list: CommentReply[];
  next_page: string | null;
}

export const commentBody = z.object({ content: z.string().trim().min(1).max(20_000) });
