/** Events (the moments of one day and batch) and their captions (/events). */
import { z } from 'zod';
import { PRIVACY_LEVELS, type EventLayout, type Privacy } from '../enums.js';
import type { MomentReply } from './moments.js';

export interface EventAbilities {
  update: boolean;
  comment: boolean;
  like: boolean;
}

export interface EventReply {
  id: number;
  id_str: string;
  baby_id: number;
  taken_at_gmt: number;
  updated_at_in_ts: number;
  active: boolean;
  layout: EventLayout;
  layout_detail: null;
  caption: string;
  like: boolean;
  counts: {
    likes: number;
    comments: number;
    moments: number;
    pictures: number;
    videos: number;
    audios: number;
    texts: number;
  };
  moments: MomentReply[];
  abilities: EventAbilities;
  /** Diary entries only (layout `diary`): whether it is a draft, seen by its author alone. */
  draft?: boolean;
  /** A draft's audience once published (its moments are private meanwhile); only its author is shown a draft. */
  draft_privacy?: Privacy;
  draft_visible_for_ids?: number[];
}

export interface EventsReply {
  list: EventReply[];
  next_page: string | null;
}

/**
 * What the updates say of an event the viewer was shown before and cannot see now (deleted, made
 * private, its moments gone): only that it is gone, and when, so a device drops it from its cache.
 */
export interface InactiveEventEntry {
  id: number;
  /** The id as a string, as on every event (spec §3). */
  id_str: string;
  active: false;
  updated_at_in_ts: number;
}

/** Changes since a time: `since` is what to ask for next time (the newest change seen). */
export interface EventUpdatesReply {
  list: Array<EventReply | InactiveEventEntry>;
  next_page: string | null;
  since: number;
}

export const captionBody = z.object({ caption: z.string().max(20_000) });

const flagField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
const idList = z.union([
  z.array(z.coerce.number().int().positive()),
  z.coerce
    .number()
    .int()
    .positive()
    .transform((v) => [v]),
]);

/** POST /baby_contents: a diary entry (spec §3): its text, who sees it, and whether it is a draft. */
export const diaryBody = z.object({
  baby_id: z.coerce.number().int().positive(),
  content: z.string().max(100_000),
  privacy: z.enum(PRIVACY_LEVELS),
  visible_for_ids: idList.optional(),
  draft: flagField.optional(),
  /** Photos, videos and audio the author uploaded through the queue (as private moments), made part of the entry. */
  moment_ids: idList.optional(),
  taken_at_gmt: z.coerce.number().int().optional(),
  time_zone_offset: z.coerce.number().int().min(-900).max(900).optional(),
});

/** PUT /events/{id} of a diary entry: its text, its audience, or publishing a draft (`draft: false`). */
export const diaryEditBody = z.object({
  content: z.string().max(100_000).optional(),
  privacy: z.enum(PRIVACY_LEVELS).optional(),
  visible_for_ids: idList.optional(),
  draft: flagField.optional(),
  /** More media for the entry; the ones it has stay. */
  moment_ids: idList.optional(),
});
