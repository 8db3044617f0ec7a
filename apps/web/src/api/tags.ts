import type { MomentTagsReply, TaggedMomentsReply, TaggingRecordsReply, TagReply } from '@sprout/shared';
import { apiRequest } from './client';

/** One page of the baby's tags (most recently used first), counted over what the user may see, with starter tags in the UI language. */
export function fetchTags(babyId: number, page: number, signal?: AbortSignal): Promise<MomentTagsReply> {
  return apiRequest<MomentTagsReply>('GET', '/moment_tags/all', { query: { baby_id: babyId, page }, signal });
}

/** Makes a tag (multipart, as spec §7 sends it). */
export function createTag(babyId: number, name: string): Promise<TagReply> {
  const form = new FormData();
  form.append('name', name);
  form.append('insurance', 'false');
  form.append('baby_id', String(babyId));
  return apiRequest<TagReply>('POST', '/moment_tags', { formData: form });
}

export type TagChoice = { tag_id: number } | { tag_name: string };

/** Puts the chosen tags on every given moment; tagging twice changes nothing. */
export function tagMoments(
  babyId: number,
  momentIds: readonly number[],
  choices: readonly TagChoice[],
): Promise<TaggingRecordsReply> {
  return apiRequest<TaggingRecordsReply>('POST', '/tagging_records', {
    json: { baby_id: babyId, moments: momentIds.map((moment_id) => ({ moment_id, tagging_record: choices })) },
  });
}

/** The tags one moment has. */
export function fetchMomentTags(babyId: number, momentId: number, signal?: AbortSignal): Promise<TaggingRecordsReply> {
  return apiRequest<TaggingRecordsReply>('GET', '/tagging_records', {
    query: { baby_id: babyId, moment_id: momentId },
    signal,
  });
}

/** A tag's moments, newest first, with the tag and its counts. */
export function fetchTagged(
  babyId: number,
  tagId: number,
  nextPage: string | null,
  signal?: AbortSignal,
): Promise<TaggedMomentsReply> {
  return apiRequest<TaggedMomentsReply>('GET', '/tagging_records', {
    query: { baby_id: babyId, tag_id: tagId, next_page: nextPage },
    signal,
  });
}

export function untag(recordId: number): Promise<void> {
  return apiRequest<void>('DELETE', `/tagging_records/${recordId}`);
}
