import { z } from 'zod';
import {
  MOMENT_TYPES,
  PRIVACY_LEVELS,
  type CreateMomentReply,
  type MomentDuplicatesReply,
  type MomentReply,
  type PictureUrls,
  type UploadTokenReply,
} from '@sprout/shared';

/** Reply schemas of /moments, typed against the shared reply types so they cannot drift from them. */
const renditionState = z.enum(['processing', 'ready', 'failed']);

const pictureUrls: z.ZodType<PictureUrls> = z.object({
  thumb: z.string().nullable(),
  large: z.string().nullable(),
  // For full-screen viewing on big displays; the original's URL over 4e7 pixels (ADR 0042).
  xlarge: z.string().nullable(),
  original: z.string(),
  state: renditionState,
});

/** The fields of a moment, for replies that add their own (a tagged moment). */
export const momentFields = {
  id: z.number().int(),
  id_str: z.string(),
  event_id: z.number().int(),
  baby_id: z.number().int(),
  author_id: z.number().int(),
  type: z.enum(MOMENT_TYPES),
  content: z.string(),
  picture: pictureUrls.nullable(),
  video: z
    .object({ url: z.string(), poster: z.string().nullable(), thumb: z.string().nullable(), state: renditionState })
    .nullable(),
  audio: z.object({ url: z.string() }).nullable(),
  picture_width: z.number().int().nullable(),
  picture_height: z.number().int().nullable(),
  duration: z.number().nullable(),
  taken_at_gmt: z.number().int(),
  privacy: z.enum(PRIVACY_LEVELS),
  visible_for_ids: z.array(z.number().int()),
  service: z.string(),
  client_id: z.string().nullable(),
  like: z.boolean(),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  abilities: z.object({
    update: z.boolean(),
    delete: z.boolean(),
    comment: z.boolean(),
    like: z.boolean(),
    change_privacy: z.boolean(),
  }),
};
export const momentReply: z.ZodType<MomentReply> = z.object(momentFields);

export const createMomentReply: z.ZodType<CreateMomentReply> = z.object({
  moment: momentReply,
  event_id: z.number().int(),
  duplicate: z.boolean(),
});

export const momentDuplicatesReply: z.ZodType<MomentDuplicatesReply> = z.object({
  duplicates: z.array(z.object({ sha256: z.string(), moment_id: z.number().int() })),
});

export const uploadTokenReply: z.ZodType<UploadTokenReply> = z.object({
  service: z.literal('tus'),
  bucket: z.string(),
  endpoint: z.string(),
  sts_token: z.string(),
  access_key_id: z.string(),
  access_key_secret: z.string(),
  paths: z.object({ pictures: z.string(), videos: z.string(), audios: z.string() }),
  expiration: z.number().int(),
  max_bytes: z.number().int(),
});
