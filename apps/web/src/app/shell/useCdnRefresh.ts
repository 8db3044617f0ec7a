import { useEffect } from 'react';
import { refreshCdnsIfStale } from '../../api/auth';

/** How often an open app looks at the age of its media configuration. */
const LOOK_EVERY_MS = 5 * 60 * 1000;

/**
 * Keeps config.cdns fresh while the app stays open (spec §4: older than its
 * expiry triggers a refresh): looked at every few minutes and whenever the
 * tab comes back into view, asked for only when past its expiry.
 */
export function useCdnRefresh(): void {
  useEffect(() => {
    const look = () => {
      if (document.visibilityState === 'visible') void refreshCdnsIfStale();
    };
    look();
    const timer = window.setInterval(look, LOOK_EVERY_MS);
    document.addEventListener('visibilitychange', look);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', look);
    };
  }, []);
}
