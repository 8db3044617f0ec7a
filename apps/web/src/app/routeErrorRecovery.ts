/**
 * What a route's error boundary does with what went wrong (issue 23), as pure decisions so they are
 * tested without a browser; useRouteErrorRecovery carries them out.
 *
 * - A screen's code that cannot be fetched while the device is offline is no error: the page says
 *   calmly that it opens once the connection is back, and does so by itself.
 * - A screen's code that cannot be fetched while online is most likely a tab kept open across a
 *   deploy (its chunk names are gone): the page reloads once by itself, to the new version. A second
 *   failure soon after is shown with a retry instead, so a broken server never loops the page.
 * - Anything else is a translated message with a retry.
 */

/** How long after a self-reload a second chunk failure counts as the same one (no further reload). */
export const RELOAD_GUARD_MS = 60_000;

/** The sessionStorage key holding when the page last reloaded itself for a missing chunk. */
export const RELOAD_KEY = 'sprout.chunkReloadAt';

/** The ways browsers word a dynamic import or a module preload that could not be fetched. */
const CHUNK_FAILURE = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's stylesheet preload
  /failed to load module script/i,
];

/** Whether the error is a screen's code (a chunk) the browser could not fetch. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return CHUNK_FAILURE.some((pattern) => pattern.test(message));
}

export type RouteErrorKind =
  /** Reload now: the app was most likely updated. */
  | 'reload'
  /** No network: wait calmly and open the page once it is back. */
  | 'offline'
  /** A chunk still missing right after a reload: say the app could not be loaded, with a retry. */
  | 'update_failed'
  /** Anything else: a translated message with a retry. */
  | 'error';

export interface RouteErrorFacts {
  error: unknown;
  online: boolean;
  /** When the page last reloaded itself for a missing chunk (ms since epoch), if it did. */
  lastReloadAt: number | null;
  now: number;
}

export function decideRouteError({ error, online, lastReloadAt, now }: RouteErrorFacts): RouteErrorKind {
  if (!isChunkLoadError(error)) return online ? 'error' : 'offline';
  if (!online) return 'offline';
  const reloadedRecently = lastReloadAt !== null && now - lastReloadAt >= 0 && now - lastReloadAt < RELOAD_GUARD_MS;
  return reloadedRecently ? 'update_failed' : 'reload';
}

/** Reads the stored time of the last self-reload; a value that is no number counts as none. */
export function parseReloadAt(stored: string | null): number | null {
  if (stored === null) return null;
  const value = Number(stored);
  return Number.isFinite(value) && value > 0 ? value : null;
}
