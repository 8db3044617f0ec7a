import { z } from 'zod';
import { MOMENT_TYPES, type NavigationsReply, type RestoreReply, type TrashReply } from '@sprout/shared';

/** Reply schemas of the trash and the timeline's navigation, typed against the shared reply types. */
export const trashReply: z.ZodType<TrashReply> = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      event_id: z.number().int(),
      baby_id: z.number().int(),
      author_id: z.number().int(),
      type: z.enum(MOMENT_TYPES),
      content: z.string(),
      thumb: z.string().nullable(),
      picture_width: z.number().int().nullable(),
      picture_height: z.number().int().nullable(),
      duration: z.number().nullable(),
      taken_at_gmt: z.number().int(),
      deleted_at: z.number(),
      deleted_by: z.number().int().nullable(),
      purge_at: z.number(),
      abilities: z.object({ restore: z.boolean(), purge: z.boolean() }),
    }),
  ),
  next_page: z.string().nullable(),
});

export const restoreReply: z.ZodType<RestoreReply> = z.object({
  moment_id: z.number().int(),
  event_id: z.number().int(),
});

export const navigationsReply: z.ZodType<NavigationsReply> = z.object({
  baby_id: z.number().int(),
  birthday: z.string().nullable(),
  list: z.array(
    z.object({ key: z.string(), label: z.string(), count: z.number().int(), from: z.number(), to: z.number() }),
  ),
});
