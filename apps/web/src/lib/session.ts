import type { QueryClient } from '@tanstack/react-query';
import { clearStoredToken } from '../api/tokenStore';

/** The event sent when local data must go (spec §4: cache cleared on clean-event). */
export const CLEAN_EVENT = 'clean-event';

/** Asks every listener (the timeline cache among them) to drop local event data. */
export function emitCleanEvent(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CLEAN_EVENT));
}

/**
 * Forgets the session: cached data first (so nothing of the old user is
 * shown, and the guard's cached check cannot count as signed in), then the
 * stored token.
 */
export function endSession(queryClient: QueryClient): void {
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.removeQueries();
  // Cached timelines of the old user go too (spec §4 clean-event).
  emitCleanEvent();
  clearStoredToken();
}
