import { clearStoredToken, getStoredToken } from '../api/tokenStore';
import { clearAppCache } from './appCache';
import { createStore } from './createStore';

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
export function endSession(): void {
  clearAppCache();
  // Cached timelines of the old user go too (spec §4 clean-event).
  emitCleanEvent();
  clearStoredToken();
}

const REFUSED_KEY = 'sprout.sessionRefused';

function storedRefusal(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(REFUSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Set when a stored session was refused by the server (spec §8: "Verification failed, please Login again."); the sign-in page says so until the next sign-in. */
export const sessionRefused = createStore(storedRefusal());

// Kept in the tab's session storage as well: a refusal that a background call noticed just before
// a reload (another device changed the password) is still explained after it.
sessionRefused.subscribe(() => {
  try {
    if (sessionRefused.get()) sessionStorage.setItem(REFUSED_KEY, '1');
    else sessionStorage.removeItem(REFUSED_KEY);
  } catch {
    // No storage (private mode): the notice lasts until the page is reloaded.
  }
});

/** A 401 from any call: forget the session, and remember to say why if one was stored. */
export function endRefusedSession(): void {
  if (getStoredToken() !== null) sessionRefused.set(true);
  endSession();
}
