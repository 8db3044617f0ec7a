import { useSyncExternalStore } from 'react';
import { hasStoredToken, subscribeToken } from '../api/tokenStore';

/** True while a token or the cookie placeholder is stored; re-renders when it changes. */
export function useHasToken(): boolean {
  return useSyncExternalStore(subscribeToken, hasStoredToken, () => false);
}
