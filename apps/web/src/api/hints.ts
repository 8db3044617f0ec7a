import type { WebHint, WebHintReply } from '@sprout/shared';
import { apiRequest } from './client';

/** Whether a first-run hint is still to be shown (spec §7: GET /users/{id}/web_hint_exist). */
export function fetchWebHint(userId: number, hint: WebHint, signal?: AbortSignal): Promise<WebHintReply> {
  return apiRequest<WebHintReply>('GET', `/users/${userId}/web_hint_exist`, {
    query: { hint_name: hint },
    ...(signal ? { signal } : {}),
  });
}

/** Closes a hint for good (spec §7: POST /users/{id}/web_close_hint). */
export function closeWebHint(userId: number, hint: WebHint): Promise<void> {
  return apiRequest<void>('POST', `/users/${userId}/web_close_hint`, { query: { hint_name: hint } });
}
