import { z } from 'zod';
import type { CommentReply, CommentsReply, LikeReply } from '@sprout/shared';

/** Reply schemas of comments and likes on an event or a moment, typed against the shared reply types. */
export const commentReply: z.ZodType<CommentReply> = z.object({
  id: z.number().int(),
  content: z.string(),
  created_at: z.number(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  abilities: z.object({ delete: z.boolean() }),
});

export const commentsReply: z.ZodType<CommentsReply> = z.object({
  list: z.array(commentReply),
  next_page: z.string().nullable(),
});

export const likeReply: z.ZodType<LikeReply> = z.object({ like: z.boolean(), likes_count: z.number().int() });
