import type {
  CommentReply,
  CommentsReply,
  TagAttrFlag,
  TagAttrLikeReply,
  TagAttrReply,
  TagAttrsReply,
} from '@sprout/shared';
import { apiRequest } from './client';

/** Special tags' values (/baby_moment_tag_attrs): heights, weights and places, with likes and comments. */

/** The baby's values the user may see, by measuring day; optionally of one tag or one kind. */
export function fetchTagAttrs(
  babyId: number,
  filter: { tagId?: number; flag?: TagAttrFlag },
  signal?: AbortSignal,
): Promise<TagAttrsReply> {
  return apiRequest<TagAttrsReply>('GET', '/baby_moment_tag_attrs', {
    query: { baby_id: babyId, tag_id: filter.tagId ?? null, tag_flag: filter.flag ?? null },
    signal,
  });
}

export interface NewTagAttr {
  babyId: number;
  /** Null for a height or weight with no photo (a doctor's measurement, ADR 0033). */
  momentId: number | null;
  flag: TagAttrFlag;
  value?: number;
  measuredOn?: string;
  placeName?: string;
  latitude?: number;
  longitude?: number;
}

/** Tags the moment with the baby's special tag of `flag` and gives it the value; with no moment, records a measurement. */
export function createTagAttr(input: NewTagAttr): Promise<TagAttrReply> {
  return apiRequest<TagAttrReply>('POST', '/baby_moment_tag_attrs', {
    json: {
      baby_id: input.babyId,
      moment_id: input.momentId ?? undefined,
      tag_flag: input.flag,
      value: input.value,
      measured_on: input.measuredOn,
      place_name: input.placeName,
      latitude: input.latitude,
      longitude: input.longitude,
    },
  });
}

/** What a place's edit may change (PUT sends only what is given; the rest stays). */
/** A null latitude and longitude clear the place's point. */
export interface TagAttrChange {
  placeName?: string;
  latitude?: number | null;
  longitude?: number | null;
}

export function updateTagAttr(id: number, change: TagAttrChange): Promise<TagAttrReply> {
  return apiRequest<TagAttrReply>('PUT', `/baby_moment_tag_attrs/${id}`, {
    json: { place_name: change.placeName, latitude: change.latitude, longitude: change.longitude },
  });
}

export function removeTagAttr(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/baby_moment_tag_attrs/${id}`);
}

export function setTagAttrLike(id: number, like: boolean): Promise<TagAttrLikeReply> {
  return apiRequest<TagAttrLikeReply>(like ? 'POST' : 'DELETE', `/baby_moment_tag_attrs/${id}/likes`);
}

export function fetchTagAttrComments(id: number, signal?: AbortSignal): Promise<CommentsReply> {
  return apiRequest<CommentsReply>('GET', `/baby_moment_tag_attrs/${id}/comments`, { signal });
}

export function addTagAttrComment(id: number, content: string): Promise<CommentReply> {
  return apiRequest<CommentReply>('POST', `/baby_moment_tag_attrs/${id}/comments`, { json: { content } });
}

export function deleteComment(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/comments/${id}`);
}
