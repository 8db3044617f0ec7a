import { z } from 'zod';
import type { FeedbackItem, FeedbackListReply } from '@sprout/shared';

/** Reply schemas of a user's feedback (/feedbacks), typed against the shared reply types. */
export const feedbackItem: z.ZodType<FeedbackItem> = z.object({
  id: z.number().int(),
  content: z.string(),
  reply: z.string().nullable(),
  created_at: z.number(),
  replied_at: z.number().nullable(),
});

export const feedbackListReply: z.ZodType<FeedbackListReply> = z.object({
  list: z.array(feedbackItem),
  next_page: z.number().int().nullable(),
});
