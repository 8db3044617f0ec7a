/** Strings of the web app. Keys mirror the screens; placeholders are {{name}}. */
export const enWeb = {
  app: { title_suffix: 'Sprout' },
};
export type WebMessages = typeof enWeb;
