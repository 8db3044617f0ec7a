/**
 * Media URLs that never end as a broken image (ADR 0029): the media
 * configuration the server hands out (config.cdns) is kept with the time it
 * came and asked for again once older than its `expire` (spec §4), and a
 * picture or video that fails to load is asked for once more, under a fresh
 * URL, before its placeholder is shown instead.
 */
import { LIMITS, type CdnConfig } from '@sprout/shared';

export interface StoredCdns {
  cdns: CdnConfig[];
  /** When the server sent them (ms since the epoch). */
  at: number;
}

/** Whether the configuration must be asked for again: none kept, or older than the shortest `expire` it names. */
export function cdnsStale(stored: StoredCdns | null, now: number): boolean {
  if (!stored || stored.cdns.length === 0) return true;
  const expire = Math.min(...stored.cdns.map((cdn) => (cdn.expire > 0 ? cdn.expire : LIMITS.cdnExpireSeconds)));
  return now - stored.at >= expire * 1000 || now < stored.at;
}

/** The URL of a media file for its `attempt`-th try: the first as given, later ones fresh (never a cached failure). */
export function retrySrc(src: string, attempt: number): string {
  if (attempt === 0) return src;
  const [path = '', query = ''] = src.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('retry', String(attempt));
  return `${path}?${params.toString()}`;
}

/** How many times a failed media file is asked for again before its placeholder shows. */
export const MEDIA_RETRIES = 1;

export interface MediaAttempt {
  /** The URL this state is about; another URL starts again from its first try. */
  src: string | null;
  attempt: number;
  failed: boolean;
}

export const firstAttempt = (src: string | null): MediaAttempt => ({ src, attempt: 0, failed: false });

/** What an error on `src` leads to: one more try under a fresh URL, then the placeholder; an error on an old URL changes nothing. */
export function afterMediaError(state: MediaAttempt, src: string | null): MediaAttempt {
  const current = state.src === src ? state : firstAttempt(src);
  if (current.failed) return current;
  if (current.attempt >= MEDIA_RETRIES) return { ...current, failed: true };
  return { ...current, attempt: current.attempt + 1 };
}
