import type { TimelineWebMessages } from './en.js';

export const frTimelineWeb: TimelineWebMessages = {
  timeline_ui: { today: 'Aujourd’hui' },
};
