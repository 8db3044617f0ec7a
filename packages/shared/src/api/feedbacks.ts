import { z } from 'zod';

/** GET /feedbacks.json and the console's list: `page` from 1. */
export const feedbackPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The console's list: newest first, `unanswered=1` for only those without a reply. */
export const supportFeedbackQuery = feedbackPageQuery.extend({
  unanswered: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** PUT /support/feedbacks/{id}/reply (form or JSON). */
export const feedbackReplyForm = z.object({ reply: z.string().max(100_000) });

/** One feedback in its writer's history (spec §3: id, content, reply). */
export interface FeedbackItem {
  id: number;
  content: string;
  /** The official reply, or null while there is none. */
  reply: string | null;
  created_at: number;
  replied_at: number | null;
}

/** GET /feedbacks.json (spec §7). */
export interface FeedbackListReply {
  list: FeedbackItem[];
  next_page: number | null;
}

/** A screenshot as the console shows it: its bytes under /media/feedback_screenshots/{id}. */
export interface FeedbackScreenshotItem {
  id: number;
  url: string;
  width: number;
  height: number;
}

/** One feedback in the support console. */
export interface SupportFeedbackItem extends FeedbackItem {
  contact_email: string;
  locale: string;
  category: string;
  /** Whether the writer's text carries the ignore marker (hidden from their history). */
  ignored: boolean;
  /** The writer's account, or null for feedback sent from /noLoginFeedback. */
  writer: { id: number; name: string; email: string } | null;
  screenshots: FeedbackScreenshotItem[];
}

export interface SupportFeedbackListReply {
  list: SupportFeedbackItem[];
  next_page: number | null;
}
