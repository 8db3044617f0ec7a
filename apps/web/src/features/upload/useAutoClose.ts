import { useEffect } from 'react';
import { LIMITS } from '@sprout/shared';

/** Closes the done panel after 10 s (spec §9) when every file went up; failures stay until closed. */
export function useAutoClose(shouldClose: boolean, close: () => void): void {
  useEffect(() => {
    if (!shouldClose) return undefined;
    const timer = window.setTimeout(close, LIMITS.uploadDonePanelMs);
    return () => window.clearTimeout(timer);
  }, [shouldClose, close]);
}
