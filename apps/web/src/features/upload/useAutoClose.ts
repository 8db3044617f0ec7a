import { useEffect } from 'react';
import { LIMITS } from '@sprout/shared';

/** Closes the upload-done panel after 10 s (spec §9), whether or not something failed (failed rows stay in the queue). */
export function useAutoClose(shouldClose: boolean, close: () => void): void {
  useEffect(() => {
    if (!shouldClose) return undefined;
    const timer = window.setTimeout(close, LIMITS.uploadDonePanelMs);
    return () => window.clearTimeout(timer);
  }, [shouldClose, close]);
}
