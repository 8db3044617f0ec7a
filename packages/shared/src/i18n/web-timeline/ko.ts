import type { TimelineWebMessages } from './en.js';

export const koTimelineWeb: TimelineWebMessages = {
  timeline_ui: { today: '오늘' },
};
