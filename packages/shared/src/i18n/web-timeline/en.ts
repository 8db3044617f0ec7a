/** Web strings of the timeline (age buckets, table of contents, likes, comments, viewer). */
export const enTimelineWeb = {
  timeline_ui: { today: 'Today' },
};
export type TimelineWebMessages = typeof enTimelineWeb;
