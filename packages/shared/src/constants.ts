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

/** How long a password reset link works, and how soon another can be asked for. */
export const PASSWORD_RESET = { linkSeconds: 3600, resendSeconds: 60 } as const;

/** QR sign-in (spec §4): how long a key works, and how often the signed-out screen asks about it. */
export const QR_LOGIN = { keySeconds: 120, pollMs: 1000 } as const;

/** The web app's first-run hints on the timeline (spec §7 web_hint_exist / web_close_hint). */
export const WEB_HINTS = ['upload', 'invite_family', 'table_of_contents'] as const;
export type WebHint = (typeof WEB_HINTS)[number];

/** How long an address-change link works. */
export const EMAIL_CHANGE_SECONDS = 86_400;

/** The registration's lifetime. */
export const AUTH_REGISTRATION_SECONDS = 1800;

/** The special tags carry values besides moments (spec §3); a plain tag has ''. */
/** head_circumference is Sprout's own, beside the spec's three (see growth/tag-attrs.ts). */
export const TAG_FLAGS = ['height', 'weight', 'head_circumference', 'footprint_map'] as const;
export type TagFlag = (typeof TAG_FLAGS)[number] | '';

/** A tag name is at most this many characters (after trimming). */
export const TAG_NAME_MAX = 30;

/** How long a deleted moment waits in the trash before its files are removed. */
export const TRASH_DAYS = 30;
export const TRASH_SECONDS = TRASH_DAYS * 24 * 3600;

/** Most content hashes one duplicate check may ask about: one upload batch (spec §9, 50 files). */
export const MOMENT_DUPLICATES_MAX = 50;

/** A SHA-256 in lowercase hex, as the browser's worker computes it over the bytes it will send. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;
