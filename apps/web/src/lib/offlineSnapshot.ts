/**
 * What the installed app needs to open offline besides the timeline cache (ADR 0030): the signed-in
 * user and their babies, as last fetched, kept in this device's storage and dropped on a clean-event
 * (sign-out), like the timeline cache. Used only when asking the server fails for want of a network.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError';
import { CLEAN_EVENT } from './session';

const KEY = 'sprout.offline';

interface Snapshot {
  user: unknown;
  family: unknown;
}

function read(): Snapshot | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Snapshot) : null;
  } catch {
    return null;
  }
}

/**
 * A query function that, when the server cannot be reached, answers what was last fetched: the shell
 * and the cached timeline show offline instead of an error. Any other failure is the server's answer.
 */
export function withOfflineFallback<T>(part: keyof Snapshot, fetcher: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await fetcher();
    } catch (error) {
      const saved = read();
      if (isApiError(error) && error.status === 0 && saved) return saved[part] as T;
      throw error;
    }
  };
}

/** Keeps the latest user and family answers, for withOfflineFallback. */
export function installOfflineSnapshot(
  queryClient: QueryClient,
  keys: { user: readonly unknown[]; family: readonly unknown[] },
): void {
  if (typeof window === 'undefined') return;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const user = queryClient.getQueryData(keys.user);
    const family = queryClient.getQueryData(keys.family);
    if (!user || !family) return;
    try {
      localStorage.setItem(KEY, JSON.stringify({ user, family } satisfies Snapshot));
    } catch {
      // A full or refused storage: the app just cannot open offline.
    }
  });
  window.addEventListener(CLEAN_EVENT, () => {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // nothing to forget
    }
  });
}
