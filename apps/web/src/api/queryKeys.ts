import type { WebHint } from '@sprout/shared';

/** TanStack Query keys, in one place so invalidations match. */
export const queryKeys = {
  signupMode: ['signup_mode'] as const,
  qrInfo: (key: string) => ['qr-info', key] as const,
  socialProviders: ['authentication_providers'] as const,
  linkedSignIns: ['user_authentications'] as const,
  webHint: (userId: number, hint: WebHint) => ['web-hint', userId, hint] as const,
  user: ['user'] as const,
  family: ['family_relations'] as const,
  familyMembers: (babyId: number) => ['family_members', babyId] as const,
  memberInfo: (babyId: number, userId: number) => ['family_user_info', babyId, userId] as const,
  babyBackground: (babyId: number) => ['baby_background', babyId] as const,
  address: (address: string) => ['baby_address', address] as const,
  /** Every baby's timeline: an upload may land under any baby the user has. */
  allEvents: ['events'] as const,
  events: (babyId: number) => ['events', babyId] as const,
  album: (babyId: number) => ['album', babyId] as const,
  event: (eventId: number) => ['event', eventId] as const,
  moment: (momentId: number) => ['moment', momentId] as const,
  comments: (type: 'event' | 'moment', id: number) => ['comments', type, id] as const,
  navigations: (babyId: number, locale: string) => ['navigations', babyId, locale] as const,
  navigationsOf: (babyId: number) => ['navigations', babyId] as const,
  trash: (babyId: number) => ['trash', babyId] as const,
  tags: (babyId: number) => ['moment_tags', babyId] as const,
  /** Every tagging of a baby: a tag on one moment changes its tag's list too. */
  taggings: (babyId: number) => ['tagging_records', babyId] as const,
  tagged: (babyId: number, tagId: number) => ['tagging_records', babyId, 'tag', tagId] as const,
  momentTags: (babyId: number, momentId: number) => ['tagging_records', babyId, 'moment', momentId] as const,
  /** Special tags' values: one prefix, so a change refreshes the chart, the list and the tag page together. */
  tagAttrs: (babyId: number) => ['tag_attrs', babyId] as const,
  tagAttrList: (babyId: number, flag: string) => ['tag_attrs', babyId, 'flag', flag] as const,
  tagAttrsOfTag: (babyId: number, tagId: number) => ['tag_attrs', babyId, 'tag', tagId] as const,
  tagAttrComments: (attrId: number) => ['tag_attr_comments', attrId] as const,
  /** The bell: its list and its count share a prefix, so one invalidation refreshes both. */
  notifications: ['notifications'] as const,
  notificationList: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread'] as const,
  /** What is new since the last visit, per baby; the baby list's counts under the same prefix. */
  news: (babyId: number) => ['news', babyId] as const,
  allNews: ['news'] as const,
  babiesNews: ['news', 'babies'] as const,
  onThisDay: (babyId: number, date: string) => ['on_this_day', babyId, date] as const,
  notificationSettings: ['notification_settings'] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
  /** The user's feedback history; its first page also feeds the sidebar's new-reply counter. */
  feedbacks: ['feedbacks'] as const,
  feedbackPage: (page: number) => ['feedbacks', page] as const,
  /** The support console: its lists and one feedback under one prefix. */
  support: ['support_feedbacks'] as const,
  supportList: (unanswered: boolean) => ['support_feedbacks', 'list', unanswered] as const,
  supportOne: (id: number) => ['support_feedbacks', 'one', id] as const,
};
