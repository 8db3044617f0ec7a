import type { TimelineWebMessages } from './en.js';

export const zhTWTimelineWeb: TimelineWebMessages = {
  timeline_ui: { today: '今天' },
};
