import { z } from 'zod';
import { TAG_ATTR_FLAGS, type TagAttrLikeReply, type TagAttrReply, type TagAttrsReply } from '@sprout/shared';

/** Reply schemas of special tags' values (/baby_moment_tag_attrs), typed against the shared reply types. */
export const tagAttrReply: z.ZodType<TagAttrReply> = z.object({
  id: z.number().int(),
  baby_id: z.number().int(),
  tag_id: z.number().int(),
  tag_flag: z.enum(TAG_ATTR_FLAGS),
  tagging_record_id: z.number().int().nullable(),
  moment_id: z.number().int().nullable(),
  value: z.number().nullable(),
  unit: z.enum(['cm', 'kg']).nullable(),
  measured_on: z.string().nullable(),
  place: z.object({ name: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() }).nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.number(),
  updated_at: z.number(),
  baby_moment_tag_attr_is_like: z.boolean(),
  baby_moment_tag_attr_likes_count: z.number().int(),
  comments_count: z.number().int(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});

export const tagAttrsReply: z.ZodType<TagAttrsReply> = z.object({ tag_attrs: z.array(tagAttrReply) });

export const tagAttrLikeReply: z.ZodType<TagAttrLikeReply> = z.object({
  baby_moment_tag_attr_is_like: z.boolean(),
  baby_moment_tag_attr_likes_count: z.number().int(),
});
