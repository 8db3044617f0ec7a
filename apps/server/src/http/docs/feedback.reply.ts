import { z } from 'zod';
import type { FeedbackItem, FeedbackListReply, SupportFeedbackItem, SupportFeedbackListReply } from '@sprout/shared';

/** Reply schemas of feedback (a user's history, the support console), typed against the shared reply types. */
const feedbackFields = {
  id: z.number().int(),
  content: z.string(),
  reply: z.string().nullable(),
  created_at: z.number(),
  replied_at: z.number().nullable(),
};
export const feedbackItem: z.ZodType<FeedbackItem> = z.object(feedbackFields);

export const feedbackListReply: z.ZodType<FeedbackListReply> = z.object({
  list: z.array(feedbackItem),
  next_page: z.number().int().nullable(),
});

export const supportFeedbackItem: z.ZodType<SupportFeedbackItem> = z.object({
  ...feedbackFields,
  contact_email: z.string(),
  locale: z.string(),
  category: z.string(),
  ignored: z.boolean(),
  writer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  screenshots: z.array(
    z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() }),
  ),
});

export const supportFeedbackListReply: z.ZodType<SupportFeedbackListReply> = z.object({
  list: z.array(supportFeedbackItem),
  next_page: z.number().int().nullable(),
});
