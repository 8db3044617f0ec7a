import type { FeedbackItem, FeedbackListReply, SupportFeedbackItem, SupportFeedbackListReply } from '@sprout/shared';
import { apiRequest } from './client';

export interface FeedbackDraft {
  content: string;
  contactEmail: string;
  screenshots: File[];
}

function feedbackForm(draft: FeedbackDraft): FormData {
  const form = new FormData();
  form.append('content', draft.content);
  form.append('contact_email', draft.contactEmail.trim());
  // Spec §7: `category` is sent empty.
  form.append('category', '');
  for (const file of draft.screenshots) form.append('screenshots[]', file, file.name);
  return form;
}

/** POST /feedbacks (multipart): from a signed-in user. */
export function sendFeedback(draft: FeedbackDraft): Promise<FeedbackItem> {
  return apiRequest<FeedbackItem>('POST', '/feedbacks', { formData: feedbackForm(draft) });
}

/** /noLoginFeedback's call: the same form without a session, the contact address required. */
export function sendNoLoginFeedback(draft: FeedbackDraft): Promise<FeedbackItem> {
  return apiRequest<FeedbackItem>('POST', '/no_login_feedbacks', {
    formData: feedbackForm(draft),
    allowUnauthorized: true,
  });
}

/** GET /feedbacks.json (page): the user's history with the official replies. */
export function fetchFeedbacks(page: number, signal?: AbortSignal): Promise<FeedbackListReply> {
  return apiRequest<FeedbackListReply>('GET', '/feedbacks.json', { query: { page }, ...(signal ? { signal } : {}) });
}

/** The support console's list: every family's feedback, newest first. */
export function fetchSupportFeedbacks(
  page: number,
  unanswered: boolean,
  signal?: AbortSignal,
): Promise<SupportFeedbackListReply> {
  return apiRequest<SupportFeedbackListReply>('GET', '/support/feedbacks.json', {
    query: { page, unanswered: unanswered ? 1 : 0 },
    ...(signal ? { signal } : {}),
  });
}

export function fetchSupportFeedback(id: number, signal?: AbortSignal): Promise<SupportFeedbackItem> {
  return apiRequest<SupportFeedbackItem>('GET', `/support/feedbacks/${id}`, signal ? { signal } : {});
}

export function replyToFeedback(id: number, reply: string): Promise<SupportFeedbackItem> {
  return apiRequest<SupportFeedbackItem>('PUT', `/support/feedbacks/${id}/reply`, { form: { reply } });
}
