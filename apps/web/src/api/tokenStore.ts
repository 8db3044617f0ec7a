/**
 * The stored sign-in token. The web app never keeps the real session token
 * (spec §4): after signing in it stores a placeholder meaning "signed in by
 * cookie", and the HttpOnly cookie carries the session.
 */
export const TOKEN_KEY = 'sprout.token';
export const COOKIE_PLACEHOLDER = 'cookie';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getStoredToken(): string | null {
  const value = storage()?.getItem(TOKEN_KEY) ?? null;
  return value === '' ? null : value;
}

/** True when a real token or the cookie placeholder is stored. */
export function hasStoredToken(): boolean {
  return getStoredToken() !== null;
}

/** The token to send as X-Token: a real one only, never the placeholder. */
export function headerToken(): string | null {
  const token = getStoredToken();
  return token === null || token === COOKIE_PLACEHOLDER ? null : token;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function setStoredToken(token: string): void {
  if (getStoredToken() === token) return;
  storage()?.setItem(TOKEN_KEY, token);
  emit();
}

export function markSignedInByCookie(): void {
  setStoredToken(COOKIE_PLACEHOLDER);
}

export function clearStoredToken(): void {
  if (getStoredToken() === null) return;
  storage()?.removeItem(TOKEN_KEY);
  emit();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
