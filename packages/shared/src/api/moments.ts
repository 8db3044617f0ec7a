/** Moments (one photo, video, audio or text) and the upload token that precedes them (/moments). */
import { z } from 'zod';
import { PRIVACY_LEVELS, type MomentType, type Privacy } from '../enums.js';
import { MOMENT_DUPLICATES_MAX, SHA256_HEX } from '../constants.js';

export const momentPrivacy = z.enum(PRIVACY_LEVELS);

/** A photo, video or audio: a finished upload (`path`) made into a moment. */
const fileMoment = z
  .object({
    type: z.enum(['picture', 'video', 'audio']),
    service: z.literal('tus'),
    path: z.string().min(1).max(200),
    taken_at_gmt: z.number().int(),
    privacy: momentPrivacy,
    visible_for_ids: z.array(z.number().int().positive()).max(500).optional(),
    picture_width: z.number().int().positive().optional(),
    picture_height: z.number().int().positive().optional(),
    duration: z.number().positive().optional(),
    client_id: z.string().max(100).optional(),
    content: z.string().max(10_000).optional(),
    /** Minutes as JavaScript's getTimezoneOffset() gives them; decides the local day of the event. */
    time_zone_offset: z.number().int().min(-900).max(900).optional(),
  })
  .refine((m) => m.type === 'audio' || (m.picture_width !== undefined && m.picture_height !== undefined), {
    // Spec §5: a moment needs width and height (the server then trusts the file's own).
    message: 'width and height are required for pictures and videos',
  });

/**
 * A text moment (spec: a moment is a picture, video, audio or text): words
 * alone, no upload. The server checks the words as a diary's (some, at most
 * 1000); the length cap here only keeps absurd bodies out before counting.
 */
const textMoment = z.object({
  type: z.literal('text'),
  content: z.string().max(100_000),
  taken_at_gmt: z.number().int(),
  privacy: momentPrivacy,
  visible_for_ids: z.array(z.number().int().positive()).max(500).optional(),
  client_id: z.string().max(100).optional(),
  time_zone_offset: z.number().int().min(-900).max(900).optional(),
});

export const createMomentBody = z.object({
  baby_id: z.coerce.number().int().positive(),
  raise_on_dupilcation: z.boolean().optional(),
  /**
   * Tags every moment of the batch is given as it is made (uploading from a
   * tag's page, issue 11): one call, so no moment is ever seen untagged.
   */
  tag_ids: z.array(z.number().int().positive()).max(20).optional(),
  moment: z.union([fileMoment, textMoment]),
});

export interface UploadTokenReply {
  service: 'tus';
  bucket: string;
  endpoint: string;
  sts_token: string;
  access_key_id: string;
  access_key_secret: string;
  paths: { pictures: string; videos: string; audios: string };
  expiration: number;
  /** The largest file the endpoint accepts (UPLOAD_MAX_BYTES): the client refuses bigger ones before sending. */
  max_bytes: number;
}

export interface PictureUrls {
  thumb: string | null;
  large: string | null;
  /**
   * For full-screen viewing on big displays (spec §9): its own rendition, or the original itself for a picture
   * over 4e7 pixels; null when the large already holds every pixel (or it is not made yet).
   */
  xlarge: string | null;
  original: string;
  state: 'processing' | 'ready' | 'failed';
}

export interface MomentAbilities {
  update: boolean;
  delete: boolean;
  comment: boolean;
  like: boolean;
  /** Only the poster chooses who sees a post (PUT /moments/{id} with privacy). */
  change_privacy: boolean;
}

export interface MomentReply {
  id: number;
  id_str: string;
  event_id: number;
  baby_id: number;
  author_id: number;
  type: MomentType;
  content: string;
  picture: PictureUrls | null;
  /** The video (MP4), its poster frame at 0 s in two sizes, and whether the poster is made yet. */
  video: { url: string; poster: string | null; thumb: string | null; state: 'processing' | 'ready' | 'failed' } | null;
  audio: { url: string } | null;
  picture_width: number | null;
  picture_height: number | null;
  duration: number | null;
  taken_at_gmt: number;
  privacy: Privacy;
  visible_for_ids: number[];
  service: string;
  client_id: string | null;
  like: boolean;
  likes_count: number;
  comments_count: number;
  abilities: MomentAbilities;
}

export const updateMomentBody = z.object({
  content: z.string().max(20_000).optional(),
  privacy: z.enum(PRIVACY_LEVELS).optional(),
  visible_for_ids: z.array(z.coerce.number().int().positive()).max(500).optional(),
  taken_at_gmt: z.coerce.number().int().optional(),
});

export interface CreateMomentReply {
  moment: MomentReply;
  event_id: number;
  duplicate: boolean;
}

/**
 * POST /moments/duplicates: which of these contents are already moments of
 * the baby that the asker may see (ADR 0013). Bad hashes answer 422 `invalid_checksums`.
 */
export const momentDuplicatesBody = z.object({
  baby_id: z.number().int().positive(),
  sha256s: z.array(z.string().regex(SHA256_HEX)).min(1).max(MOMENT_DUPLICATES_MAX),
});

/** One entry per asked hash that is already a moment the asker may see (the oldest such moment). */
export interface MomentDuplicatesReply {
  duplicates: Array<{ sha256: string; moment_id: number }>;
}
