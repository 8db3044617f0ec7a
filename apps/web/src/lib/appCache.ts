/**
 * The signed-in app's query cache as the pages before sign-in see it (ADR 0027). Those pages are drawn
 * without TanStack Query, which loads with the signed-in app: until it has, there is no cache to clear,
 * and the user a sign-in answered with waits here to seed it, so the timeline does not ask again.
 */
import type { UserReply } from '@sprout/shared';

export interface AppCache {
  /** Drops every cached answer (another user's must never show). */
  clear: () => void;
  /** Puts the signed-in user in the cache. */
  seedUser: (user: UserReply) => void;
  /** Marks every cached answer stale (a family was joined). */
  invalidate: () => Promise<void>;
}

let cache: AppCache | null = null;
let pendingUser: UserReply | null = null;

/** Called once by the signed-in app when its query client exists; hands it the user that signed in. */
export function registerAppCache(next: AppCache): void {
  cache = next;
  if (pendingUser) next.seedUser(pendingUser);
  pendingUser = null;
}

/** A sign-in's answer: everything cached before goes, and the new user is kept. */
export function startSignedIn(user: UserReply): void {
  if (!cache) {
    pendingUser = user;
    return;
  }
  cache.clear();
  cache.seedUser(user);
}

export function clearAppCache(): void {
  pendingUser = null;
  cache?.clear();
}

export async function invalidateAppCache(): Promise<void> {
  await cache?.invalidate();
}
