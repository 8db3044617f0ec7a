import { z } from 'zod';
import {
  TAG_FLAGS,
  type AlbumReply,
  type MomentTagsReply,
  type TaggedMomentsReply,
  type TaggingRecordsReply,
  type TagReply,
} from '@sprout/shared';
import { momentFields, momentReply } from './moment.reply.js';

/** Reply schemas of tags (/moment_tags, /tagging_records) and the album, typed against the shared reply types. */
export const tagReply: z.ZodType<TagReply> = z.object({
  id: z.number().int(),
  tag_id: z.number().int(),
  tag_name: z.string(),
  tag_flag: z.enum([...TAG_FLAGS, '']),
  active: z.boolean(),
  covers: z.array(z.object({ moment_id: z.number().int(), thumb: z.string() })),
  moments_count: z.number().int(),
  pictures_count: z.number().int(),
  videos_count: z.number().int(),
  records_count: z.number().int(),
});

export const momentTagsReply: z.ZodType<MomentTagsReply> = z.object({
  tags: z.array(tagReply),
  recommend_tags: z.array(z.object({ tag_name: z.string() })),
  next_page: z.number().int().nullable(),
});

export const taggingRecordsReply: z.ZodType<TaggingRecordsReply> = z.object({
  tagging_records: z.array(
    z.object({ id: z.number().int(), tag_id: z.number().int(), tag_name: z.string(), moment_id: z.number().int() }),
  ),
});

export const taggedMomentsReply: z.ZodType<TaggedMomentsReply> = z.object({
  moments: z.array(z.object({ ...momentFields, tagging_record_id: z.number().int() })),
  tag: tagReply,
  next_page: z.string().nullable(),
});

/** GET /tagging_records: a moment's records (`moment_id`), or a tag's moments (`tag_id`). */
export const taggingRecordsListReply = z.union([taggingRecordsReply, taggedMomentsReply]);

export const albumReply: z.ZodType<AlbumReply> = z.object({
  moments: z.array(momentReply),
  next_page: z.string().nullable(),
});
