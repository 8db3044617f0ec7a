import type { EventReply, Privacy } from '@sprout/shared';
import { apiRequest } from './client';

export interface DiaryDraft {
  content: string;
  privacy: Privacy;
  visible_for_ids: number[];
  /** The author's uploads (through the queue) the entry takes, with its audience. */
  moment_ids?: readonly number[];
}

/** POST /baby_contents (multipart): a diary entry, as a draft or published. */
export function createDiary(babyId: number, entry: DiaryDraft, draft: boolean): Promise<EventReply> {
  const form = new FormData();
  form.append('baby_id', String(babyId));
  form.append('content', entry.content);
  form.append('privacy', entry.privacy);
  form.append('draft', draft ? 'true' : 'false');
  form.append('time_zone_offset', String(new Date().getTimezoneOffset()));
  if (entry.privacy === 'custom') for (const id of entry.visible_for_ids) form.append('visible_for_ids[]', String(id));
  for (const id of entry.moment_ids ?? []) form.append('moment_ids[]', String(id));
  return apiRequest<EventReply>('POST', '/baby_contents', { formData: form });
}

/** PUT /events/{id} of a diary entry: its text and audience; `publish` turns a draft into a post. */
export function editDiary(eventId: number, entry: DiaryDraft, publish: boolean): Promise<EventReply> {
  return apiRequest<EventReply>('PUT', `/events/${eventId}`, {
    json: {
      content: entry.content,
      privacy: entry.privacy,
      ...(entry.privacy === 'custom' ? { visible_for_ids: entry.visible_for_ids } : {}),
      ...(publish ? { draft: false } : {}),
      ...(entry.moment_ids?.length ? { moment_ids: entry.moment_ids } : {}),
    },
  });
}
