import { z } from 'zod';
import {
  EVENT_LAYOUTS,
  PRIVACY_LEVELS,
  type EventReply,
  type EventsReply,
  type EventUpdatesReply,
  type InactiveEventEntry,
} from '@sprout/shared';
import { momentReply } from './moment.reply.js';

/** Reply schemas of /events (the timeline), typed against the shared reply types. */
export const eventReply: z.ZodType<EventReply> = z.object({
  id: z.number().int(),
  id_str: z.string(),
  baby_id: z.number().int(),
  taken_at_gmt: z.number().int(),
  updated_at_in_ts: z.number(),
  active: z.boolean(),
  layout: z.enum(EVENT_LAYOUTS),
  layout_detail: z.null(),
  caption: z.string(),
  like: z.boolean(),
  counts: z.object({
    likes: z.number().int(),
    comments: z.number().int(),
    moments: z.number().int(),
    pictures: z.number().int(),
    videos: z.number().int(),
    audios: z.number().int(),
    texts: z.number().int(),
  }),
  moments: z.array(momentReply),
  abilities: z.object({ update: z.boolean(), comment: z.boolean(), like: z.boolean() }),
  draft: z.boolean().optional(),
  draft_privacy: z.enum(PRIVACY_LEVELS).optional(),
  draft_visible_for_ids: z.array(z.number().int()).optional(),
});

export const eventsReply: z.ZodType<EventsReply> = z.object({
  list: z.array(eventReply),
  next_page: z.string().nullable(),
});

const inactiveEvent: z.ZodType<InactiveEventEntry> = z.object({
  id: z.number().int(),
  id_str: z.string(),
  active: z.literal(false),
  updated_at_in_ts: z.number(),
});

export const eventUpdatesReply: z.ZodType<EventUpdatesReply> = z.object({
  list: z.array(z.union([eventReply, inactiveEvent])),
  next_page: z.string().nullable(),
  since: z.number(),
});
