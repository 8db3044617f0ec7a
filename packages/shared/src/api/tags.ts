/** Tags of a baby's album and the records that put them on moments (/moment_tags, /tagging_records). */
import { z } from 'zod';
import type { MomentReply } from './moments.js';
import type { TagFlag } from '../constants.js';

export interface TagCover {
  moment_id: number;
  thumb: string;
}

export interface TagReply {
  /** This baby's tag; `tag_id` names the same tag (the spec's two fields, one id here). */
  id: number;
  tag_id: number;
  tag_name: string;
  tag_flag: TagFlag;
  active: boolean;
  /** The newest pictures and videos of the tag the viewer may see (at most 3). */
  covers: TagCover[];
  /** Counted over the moments the viewer may see. */
  moments_count: number;
  pictures_count: number;
  videos_count: number;
  /** Diary entries (text moments) with the tag. */
  records_count: number;
}

export interface RecommendTag {
  tag_name: string;
}

export interface MomentTagsReply {
  tags: TagReply[];
  recommend_tags: RecommendTag[];
  next_page: number | null;
}

export const momentTagsQuery = z.object({
  baby_id: z.coerce.number().int().positive(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** POST /moment_tags (multipart): the spec's `name`; `tag_name` is taken too. `insurance` is accepted and ignored. */
export const createTagBody = z.object({
  baby_id: z.coerce.number().int().positive(),
  name: z.string().max(1_000).optional(),
  tag_name: z.string().max(1_000).optional(),
  insurance: z.string().max(10).optional(),
});

export const taggingRecordsBody = z.object({
  baby_id: z.coerce.number().int().positive(),
  moments: z
    .array(
      z.object({
        moment_id: z.coerce.number().int().positive(),
        tagging_record: z
          .array(
            z
              .object({
                tag_id: z.coerce.number().int().positive().optional(),
                tag_name: z.string().max(1_000).optional(),
              })
              .refine((r) => r.tag_id !== undefined || r.tag_name !== undefined),
          )
          .min(1)
          .max(20),
      }),
    )
    .min(1)
    .max(50),
});

export interface TaggingRecordReply {
  id: number;
  tag_id: number;
  tag_name: string;
  moment_id: number;
}

export interface TaggingRecordsReply {
  tagging_records: TaggingRecordReply[];
}

export const taggingRecordsQuery = z
  .object({
    baby_id: z.coerce.number().int().positive(),
    tag_id: z.coerce.number().int().positive().optional(),
    /** Sprout's addition: the tags one moment has (the add-tag dialog warns about those). */
    moment_id: z.coerce.number().int().positive().optional(),
    next_page: z.string().max(100).optional(),
  })
  .refine((q) => (q.tag_id === undefined) !== (q.moment_id === undefined));

/** A tagged moment with the record that tags it (DELETE /tagging_records/{id} removes that one). */
export type TaggedMoment = MomentReply & { tagging_record_id: number };

export interface TaggedMomentsReply {
  moments: TaggedMoment[];
  tag: TagReply;
  next_page: string | null;
}

/** GET /babies/{id}/album: the pictures and videos the user may see, newest first, 200 a page. */
export interface AlbumReply {
  moments: MomentReply[];
  next_page: string | null;
}
