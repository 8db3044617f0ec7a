import { useLayoutEffect } from 'react';
import { applyTextSize, readTextSize } from './textSizeStore';

/**
 * Applies the signed-in user's text size while the signed-in shell is shown,
 * before the first paint; the public pages (sign-in, …) go back to normal.
 */
export function useAppliedTextSize(userId: number | null): void {
  useLayoutEffect(() => {
    if (userId === null) return;
    applyTextSize(readTextSize(userId));
    return () => applyTextSize('normal');
  }, [userId]);
}
