import { z } from 'zod';
import { EVENT_LAYOUTS, GENDERS, MOMENT_TYPES, PERMISSIONS, PRIVACY_LEVELS, RELATIONS } from '@sprout/shared';

/** The archive format this Sprout writes and the newest it reads (docs/EXPORT.md). */
export const FORMAT_VERSION = 1;

const id = z.number().int().positive();
const time = z.number().int().nonnegative();
const text = (max: number) => z.string().max(max);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const originalPath = z.string().regex(/^originals\/[0-9]+\.[a-z0-9]{1,8}$/);

export const albumDocumentSchema = z.object({
  format: z.literal('sprout-album'),
  format_version: z.literal(FORMAT_VERSION),
  exported_at: time,
  exported_by: z.object({ user_id: id, email: z.string().nullable() }),
  scope: z.enum(['whole_baby', 'member_view']),
  baby: z.object({
    id,
    name: text(200),
    birthday: day.nullable(),
    gender: z.enum(GENDERS),
    is_baby: z.boolean(),
    created_by: id,
    created_at: time,
  }),
  members: z
    .array(
      z.object({
        user_id: id,
        email: text(320).nullable(),
        name: text(200),
        relation: z.enum(RELATIONS),
        relation_name: text(200).nullable(),
        permission: z.enum(PERMISSIONS),
      }),
    )
    .max(10_000),
  events: z
    .array(
      z.object({
        id,
        author_id: id,
        local_date: day,
        taken_at_gmt: z.number().int(),
        layout: z.enum(EVENT_LAYOUTS),
        caption: text(100_000),
        draft: z.boolean(),
        draft_privacy: z.enum(PRIVACY_LEVELS).nullable(),
        draft_visible_for: z.array(id),
        created_at: time,
        updated_at: time,
      }),
    )
    .max(1_000_000),
  moments: z
    .array(
      z.object({
        id,
        event_id: id,
        author_id: id,
        type: z.enum(MOMENT_TYPES),
        content: text(1_000_000),
        taken_at_gmt: z.number().int(),
        taken_at_iso: z.string(),
        privacy: z.enum(PRIVACY_LEVELS),
        visible_for: z.array(id),
        place: z
          .object({ name: text(1000).nullable(), latitude: z.number().nullable(), longitude: z.number().nullable() })
          .nullable(),
        original: z
          .object({
            path: originalPath,
            mime: text(200),
            bytes: z.number().int().nonnegative(),
            sha256,
            filename: text(1000).nullable(),
            width: z.number().int().nullable(),
            height: z.number().int().nullable(),
            duration: z.number().nullable(),
          })
          .nullable(),
        created_at: time,
        updated_at: time,
      }),
    )
    .max(1_000_000),
  tags: z.array(z.object({ id, name: text(200), flag: text(40), created_by: id, created_at: time })),
  taggings: z.array(z.object({ tag_id: id, moment_id: id, user_id: id, created_at: time })),
  tag_values: z.array(
    z.object({
      id,
      tag_id: id,
      moment_id: id.nullable(),
      flag: text(40),
      value: z.number().nullable(),
      measured_on: day.nullable(),
      place_name: text(1000).nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      user_id: id,
      created_at: time,
      updated_at: time,
    }),
  ),
  comments: z.array(
    z.object({
      id,
      target_type: z.enum(['event', 'moment', 'tag_attr']),
      target_id: id,
      user_id: id,
      content: text(100_000),
      created_at: time,
      updated_at: time,
    }),
  ),
  likes: z.array(
    z.object({ target_type: z.enum(['event', 'moment', 'tag_attr']), target_id: id, user_id: id, created_at: time }),
  ),
});

export type AlbumDocument = z.infer<typeof albumDocumentSchema>;
