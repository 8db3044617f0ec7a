import { storedToken } from '../api/tokenStore';
import { useStore } from '../lib/createStore';

/** True while a token or the cookie placeholder is stored; re-renders when it changes. */
export function useHasToken(): boolean {
  return useStore(storedToken, (token) => token !== null);
}
