/** Strings of the web app. Keys mirror the screens; placeholders are {{name}}. */
import type { WebMessages } from './en.js';
export const koWeb: WebMessages = {
  app: { title_suffix: 'Sprout' },
};
