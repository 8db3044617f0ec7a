import type { TimelineWebMessages } from './en.js';

export const jaTimelineWeb: TimelineWebMessages = {
  timeline_ui: { today: '今日' },
};
