import type { TimelineWebMessages } from './en.js';

export const deTimelineWeb: TimelineWebMessages = {
  timeline_ui: { today: 'Heute' },
};
