import type {
  BabiesNewsReply,
  NewsReply,
  NotificationSettingsReply,
  NotificationsReply,
  OnThisDayReply,
  UnreadCountReply,
  UnsubscribePreview,
} from '@sprout/shared';
import { apiRequest } from './client';

/** The bell (ADR 0030): the member's notifications across their babies, newest first. */
export function fetchNotifications(nextPage: string | null, signal?: AbortSignal): Promise<NotificationsReply> {
  return apiRequest<NotificationsReply>('GET', '/notifications', {
    query: { next_page: nextPage },
    ...(signal ? { signal } : {}),
  });
}

export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCountReply> {
  return apiRequest<UnreadCountReply>('GET', '/notifications/unread_count', signal ? { signal } : {});
}

export function markNotificationRead(id: number): Promise<void> {
  return apiRequest<void>('PUT', `/notifications/${id}/read`, { json: {} });
}

/** Everything read and seen: the bell and the timeline's "new" markers clear together. */
export function markAllNotificationsRead(babyId?: number): Promise<void> {
  return apiRequest<void>('PUT', '/notifications/read_all', { json: babyId ? { baby_id: babyId } : {} });
}

/** A look at a baby's timeline: recorded, answered with what is new to this visit. */
export function visitBaby(babyId: number): Promise<NewsReply> {
  return apiRequest<NewsReply>('POST', `/babies/${babyId}/visits`, { json: {} });
}

export function fetchBabiesNews(signal?: AbortSignal): Promise<BabiesNewsReply> {
  return apiRequest<BabiesNewsReply>('GET', '/babies/news', signal ? { signal } : {});
}

export function fetchOnThisDay(babyId: number, date: string, signal?: AbortSignal): Promise<OnThisDayReply> {
  return apiRequest<OnThisDayReply>('GET', '/events/on_this_day', {
    query: { baby_id: babyId, date },
    ...(signal ? { signal } : {}),
  });
}

export function fetchNotificationSettings(signal?: AbortSignal): Promise<NotificationSettingsReply> {
  return apiRequest<NotificationSettingsReply>('GET', '/notification_settings', signal ? { signal } : {});
}

export interface SettingsChange {
  time_zone?: string;
  babies?: Array<{
    baby_id: number;
    digest?: string;
    push_uploads?: boolean;
    push_replies?: boolean;
    push_members?: boolean;
  }>;
}

export function saveNotificationSettings(change: SettingsChange): Promise<NotificationSettingsReply> {
  return apiRequest<NotificationSettingsReply>('PUT', '/notification_settings', { json: change });
}

export function subscribePush(subscription: PushSubscriptionJSON): Promise<void> {
  return apiRequest<void>('POST', '/push_subscriptions', {
    json: { endpoint: subscription.endpoint, keys: subscription.keys },
  });
}

export function unsubscribePush(endpoint: string): Promise<void> {
  return apiRequest<void>('DELETE', '/push_subscriptions', { query: { endpoint } });
}

/** The page a digest's "stop these mails" link opens: what it turns off, and then turning it off. */
export function fetchUnsubscribe(token: string): Promise<UnsubscribePreview> {
  return apiRequest<UnsubscribePreview>('GET', `/unsubscribe/${encodeURIComponent(token)}`, {
    allowUnauthorized: true,
  });
}

export function confirmUnsubscribe(token: string): Promise<UnsubscribePreview> {
  return apiRequest<UnsubscribePreview>('POST', `/unsubscribe/${encodeURIComponent(token)}`, {
    allowUnauthorized: true,
  });
}
