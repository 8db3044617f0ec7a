import { z } from 'zod';
import {
  DIGEST_RHYTHMS,
  NOTIFICATION_KINDS,
  type BabiesNewsReply,
  type NewsReply,
  type NotificationSettingsReply,
  type NotificationsReply,
  type OnThisDayReply,
  type UnreadCountReply,
  type UnsubscribePreview,
} from '@sprout/shared';
import { momentReply } from './moment.reply.js';

/** Reply schemas of the bell, its settings, the news markers and digests, typed against the shared reply types. */
export const notificationsReply: z.ZodType<NotificationsReply> = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(NOTIFICATION_KINDS),
      baby_id: z.number().int(),
      baby_name: z.string(),
      from: z.object({ id: z.number().int(), name: z.string() }),
      event_id: z.number().int().nullable(),
      moment_id: z.number().int().nullable(),
      thumb: z.string().nullable(),
      counts: z.object({
        pictures: z.number().int(),
        videos: z.number().int(),
        audios: z.number().int(),
        texts: z.number().int(),
      }),
      count: z.number().int(),
      target_type: z.enum(['event', 'moment', 'tag_attr']).nullable(),
      relation: z.string().nullable(),
      relation_name: z.string().nullable(),
      created_at: z.number(),
      updated_at: z.number(),
      read: z.boolean(),
    }),
  ),
  unread_count: z.number().int(),
  next_page: z.string().nullable(),
});

export const unreadCountReply: z.ZodType<UnreadCountReply> = z.object({ unread_count: z.number().int() });

export const notificationSettingsReply: z.ZodType<NotificationSettingsReply> = z.object({
  time_zone: z.string().nullable(),
  digest_hour: z.number().int(),
  digests_enabled: z.boolean(),
  push_public_key: z.string().nullable(),
  babies: z.array(
    z.object({
      baby_id: z.number().int(),
      baby_name: z.string(),
      digest: z.enum(DIGEST_RHYTHMS),
      push_uploads: z.boolean(),
      push_replies: z.boolean(),
      push_members: z.boolean(),
    }),
  ),
});

export const pushSubscribedReply = z.object({ subscribed: z.literal(true) });

export const newsReply: z.ZodType<NewsReply> = z.object({
  since: z.number(),
  event_ids: z.array(z.number().int()),
  new_count: z.number().int(),
});

export const babiesNewsReply: z.ZodType<BabiesNewsReply> = z.object({
  list: z.array(z.object({ baby_id: z.number().int(), new_count: z.number().int() })),
});

export const onThisDayReply: z.ZodType<OnThisDayReply> = z.object({
  date: z.string(),
  list: z.array(
    z.object({
      years_ago: z.number().int(),
      local_date: z.string(),
      taken_at_gmt: z.number().int(),
      moments: z.array(momentReply),
    }),
  ),
});

export const unsubscribePreview: z.ZodType<UnsubscribePreview> = z.object({
  kind: z.literal('digest'),
  baby_name: z.string(),
  used: z.boolean(),
});
