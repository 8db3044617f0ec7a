/**
 * What reaches the family (issue 24, ADR 0030): in-app notifications, what is new since a
 * member's last visit, "on this day", digest and push preferences, push subscriptions and the
 * one-click unsubscribe of a digest.
 */
import { z } from 'zod';
import type { MomentReply } from './moments.js';

export const NOTIFICATION_KINDS = ['upload', 'diary', 'comment', 'like', 'reply', 'member'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const DIGEST_RHYTHMS = ['every_upload', 'daily', 'weekly', 'none'] as const;
export type DigestRhythm = (typeof DIGEST_RHYTHMS)[number];

/**
 * One notification as its recipient may see it: counts are of the moments they may see now
 * (a moment made private since, or trashed, is no longer counted; a notification left with
 * nothing visible is not listed at all).
 */
export interface NotificationReply {
  id: number;
  kind: NotificationKind;
  baby_id: number;
  baby_name: string;
  /** Who did it. */
  from: { id: number; name: string };
  event_id: number | null;
  /** The moment to open in the viewer; null for a new member, or a comment on a whole event. */
  moment_id: number | null;
  /** A small picture of what it is about (a picture's or video's thumb), never for a new member. */
  thumb: string | null;
  counts: { pictures: number; videos: number; audios: number; texts: number };
  /** Comments or likes folded into this one (the same person, the same post). */
  count: number;
  /** What a comment or like is on. */
  target_type: 'event' | 'moment' | 'tag_attr' | null;
  /** A new member's relation to the baby (the key of labels:relations), else null. */
  relation: string | null;
  relation_name: string | null;
  created_at: number;
  updated_at: number;
  read: boolean;
}

export interface NotificationsReply {
  list: NotificationReply[];
  unread_count: number;
  next_page: string | null;
}

export interface UnreadCountReply {
  unread_count: number;
}

export const notificationsQuery = z.object({
  next_page: z.string().max(200).optional(),
});

/** PUT /notifications/read_all: every notification, or one baby's. */
export const readAllBody = z.object({ baby_id: z.coerce.number().int().positive().optional() }).optional();

/** GET /events/news: what arrived or got comments since the member's previous visit. */
export interface NewsReply {
  /** What counts as new: after this (Unix seconds). */
  since: number;
  /** The events that are new or have new comments, newest first, as the timeline orders them. */
  event_ids: number[];
  /** New moments and comments, as the baby list counts them. */
  new_count: number;
}

/** GET /babies/news: the baby list's count of new items per baby. */
export interface BabiesNewsReply {
  list: Array<{ baby_id: number; new_count: number }>;
}

/** GET /events/on_this_day: the member's local date (YYYY-MM-DD). */
export const onThisDayQuery = z.object({
  baby_id: z.coerce.number().int().positive(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export interface OnThisDayReply {
  date: string;
  /** One entry per earlier year with something to show, most recent year first. */
  list: Array<{ years_ago: number; local_date: string; taken_at_gmt: number; moments: MomentReply[] }>;
}

/** A member's choices for one baby. */
export interface BabyNotificationPrefs {
  baby_id: number;
  baby_name: string;
  digest: DigestRhythm;
  push_uploads: boolean;
  push_replies: boolean;
  push_members: boolean;
}

export interface NotificationSettingsReply {
  /** The member's IANA time zone, as their browser reported it; null until it has. */
  time_zone: string | null;
  /** The hour of the member's morning when daily and weekly digests go out. */
  digest_hour: number;
  /** False when the operator turned digests off (DIGESTS=off). */
  digests_enabled: boolean;
  /** The server's VAPID public key (base64url) for PushManager.subscribe; null when push is off. */
  push_public_key: string | null;
  babies: BabyNotificationPrefs[];
}

/** An IANA zone name as Intl reports it: letters, digits and `/ _ + -`. */
export const timeZoneName = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/);

export const notificationSettingsBody = z.object({
  time_zone: timeZoneName.optional(),
  babies: z
    .array(
      z.object({
        baby_id: z.number().int().positive(),
        digest: z.enum(DIGEST_RHYTHMS).optional(),
        push_uploads: z.boolean().optional(),
        push_replies: z.boolean().optional(),
        push_members: z.boolean().optional(),
      }),
    )
    .max(100)
    .optional(),
});

/** A browser's PushSubscription.toJSON(): where to send and the keys to encrypt with (RFC 8291). */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().url().max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/)
      .max(200),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+={0,2}$/)
      .max(100),
  }),
});

export const pushEndpointQuery = z.object({ endpoint: z.string().url().max(2000) });

/** What a phone shows for a push: words only, never a picture, and only what the member may see. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path to open when it is tapped. */
  url: string;
  /** One notification on the phone per Sprout notification: a later push replaces it. */
  tag: string;
}

/** GET /unsubscribe/{token}: what the link turns off. */
export interface UnsubscribePreview {
  kind: 'digest';
  baby_name: string;
  used: boolean;
}
