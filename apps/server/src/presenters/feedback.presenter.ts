import type { FeedbackItem, SupportFeedbackItem } from '@sprout/shared';
import type { Feedback, FeedbackScreenshot, User } from '../db/schema.js';

/** A feedback with what the console shows beside it (FeedbackService's ConsoleFeedback). */
export interface ConsoleFeedbackView {
  feedback: Feedback;
  writer: Pick<User, 'id' | 'name' | 'email'> | null;
  screenshots: FeedbackScreenshot[];
}

/** Where a screenshot's bytes are served (its writer and support only). */
export function feedbackScreenshotUrl(id: number): string {
  return `/media/feedback_screenshots/${id}`;
}

/** A feedback in its writer's history: spec §3's id, content and reply, with when. */
export function presentFeedback(feedback: Feedback): FeedbackItem {
  return {
    id: feedback.id,
    content: feedback.content,
    reply: feedback.reply,
    created_at: feedback.created_at,
    replied_at: feedback.replied_at,
  };
}

/** A feedback as the support console shows it. */
export function presentSupportFeedback({ feedback, writer, screenshots }: ConsoleFeedbackView): SupportFeedbackItem {
  return {
    ...presentFeedback(feedback),
    contact_email: feedback.contact_email,
    locale: feedback.locale,
    category: feedback.category,
    ignored: feedback.ignored === 1,
    writer,
    screenshots: screenshots.map((s) => ({
      id: s.id,
      url: feedbackScreenshotUrl(s.id),
      width: s.width,
      height: s.height,
    })),
  };
}
