import type { TimelineWebMessages } from './en.js';

export const zhCNTimelineWeb: TimelineWebMessages = {
  timeline_ui: { today: '今天' },
};
