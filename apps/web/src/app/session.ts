import type { QueryClient } from '@tanstack/react-query';
import { clearStoredToken } from '../api/tokenStore';
import { emitCleanEvent } from '../features/timeline/timelineCache';

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
