import type { CreateMomentReply, MomentDuplicatesReply, MomentReply, Privacy, UploadTokenReply } from '@sprout/shared';
import { apiRequest } from './client';

export function fetchUploadToken(babyId: number): Promise<UploadTokenReply> {
  return apiRequest<UploadTokenReply>('GET', '/moments/new', { query: { baby_id: babyId } });
}

export interface NewMoment {
  type: 'picture' | 'video' | 'audio';
  path: string;
  takenAtGmt: number;
  /** Pictures and videos only; the server measures the file itself and keeps its own figures. */
  width?: number;
  height?: number;
  /** Videos and audio, in seconds. */
  duration?: number;
  clientId: string;
  timeZoneOffset: number;
  privacy?: Privacy;
  /** With privacy 'custom': who may see it, the poster included. */
  visibleForIds?: readonly number[];
  /** Tags the server puts on the moment as it makes it. */
  tagIds?: readonly number[];
}

export function createMoment(babyId: number, moment: NewMoment): Promise<CreateMomentReply> {
  return apiRequest<CreateMomentReply>('POST', '/moments', {
    json: {
      baby_id: babyId,
      // The same picture twice (two parents, one shot) is one moment: the server answers the first as a duplicate.
      raise_on_dupilcation: true,
      ...(moment.tagIds?.length ? { tag_ids: moment.tagIds } : {}),
      moment: {
        type: moment.type,
        service: 'tus',
        path: moment.path,
        taken_at_gmt: moment.takenAtGmt,
        privacy: moment.privacy ?? 'family_and_relatives',
        ...(moment.privacy === 'custom' ? { visible_for_ids: moment.visibleForIds ?? [] } : {}),
        picture_width: moment.width,
        picture_height: moment.height,
        duration: moment.duration,
        client_id: moment.clientId,
        time_zone_offset: moment.timeZoneOffset,
      },
    },
  });
}

/** Ends an upload batch; the server groups the batch's moments into events. */
export function finishMoments(babyId: number): Promise<void> {
  return apiRequest<void>('PUT', '/moments/finish', { json: { baby_id: babyId } });
}

export function fetchMoment(momentId: number, signal?: AbortSignal): Promise<MomentReply> {
  return apiRequest<MomentReply>('GET', `/moments/${momentId}`, { signal });
}

export function deleteMoment(momentId: number): Promise<void> {
  return apiRequest<void>('DELETE', `/moments/${momentId}`);
}

/** Changes who may see one moment (PUT /moments/{id}); only its poster may. */
export function updateMomentPrivacy(
  momentId: number,
  privacy: Privacy,
  visibleForIds: readonly number[] = [],
): Promise<MomentReply> {
  return apiRequest<MomentReply>('PUT', `/moments/${momentId}`, {
    json: { privacy, ...(privacy === 'custom' ? { visible_for_ids: visibleForIds } : {}) },
  });
}

/** Which of these contents (SHA-256, hex) are already moments of the baby that the user may see. */
export function findDuplicates(babyId: number, sha256s: readonly string[]): Promise<MomentDuplicatesReply> {
  return apiRequest<MomentDuplicatesReply>('POST', '/moments/duplicates', { json: { baby_id: babyId, sha256s } });
}
