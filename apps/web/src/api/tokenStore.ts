/**
 * The stored sign-in token. The web app never keeps the real session token
 * (spec §4): after signing in it stores a placeholder meaning "signed in by
 * cookie", and the HttpOnly cookie carries the session.
 */
import { createStore } from '../lib/createStore';
import { localStore } from '../lib/localStore';

export const TOKEN_KEY = 'sprout.token';
export const COOKIE_PLACEHOLDER = 'cookie';

function readStoredToken(): string | null {
  const value = localStore()?.getItem(TOKEN_KEY) ?? null;
  return value === '' ? null : value;
}

/** The stored token, or null; hooks/useHasToken watches it. */
export const storedToken = createStore(readStoredToken());

// Signing in or out in another tab counts here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY) storedToken.set(readStoredToken());
  });
}

export function getStoredToken(): string | null {
  return storedToken.get();
}

/** The token to send as X-Token: a real one only, never the placeholder. */
export function headerToken(): string | null {
  const value = getStoredToken();
  return value === null || value === COOKIE_PLACEHOLDER ? null : value;
}

export function setStoredToken(value: string): void {
  if (getStoredToken() === value) return;
  localStore()?.setItem(TOKEN_KEY, value);
  storedToken.set(value);
}

export function markSignedInByCookie(): void {
  setStoredToken(COOKIE_PLACEHOLDER);
}

export function clearStoredToken(): void {
  if (getStoredToken() === null) return;
  localStore()?.removeItem(TOKEN_KEY);
  storedToken.set(null);
}
