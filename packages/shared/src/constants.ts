/** Display languages; every API path carries one as its first segment (spec §1, §7). */
export const LOCALES = ['en', 'ko', 'ja', 'zh-CN', 'zh-TW', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const PRODUCT_NAME = 'Sprout';

/** Business constants and limits from spec §9. */
export const LIMITS = {
  uploadConcurrency: 3,
  uploadChunkBytes: 512_000,
  uploadTimeoutMs: 120_000,
  uploadRetries: 3,
  uploadPollMs: 2_000,
  compressThresholdBytes: 20_971_520,
  compressQuality: 0.8,
  noResizePixels: 4e7,
  uploadTokenRefreshSeconds: 1_800,
  uploadDonePanelMs: 10_000,
  cdnExpireSeconds: 43_200,
  requestTimeoutMs: 300_000,
  maxFilesPerBatch: 50,
  maxTextWords: 1_000,
  maxFeedbackPictures: 3,
  passwordMinLength: 8,
  vipBabyQuota: 3,
  cacheVersion: '0.0.4',
  queueNameTooltipAt: 25,
  tagNameTooltipAt: 12,
  audioSliderStep: 0.01,
  firstLoadDelayMs: 2_000,
} as const;

/** The placeholder birthday used when there is no baby or no birthday (spec §4). */
export const PLACEHOLDER_BIRTHDAY = '1765-01-01';
