import { useCallback, useState } from 'react';
import { refreshCdnsIfStale } from '../api/auth';
import { afterMediaError, firstAttempt, retrySrc } from '../lib/mediaSrc';

/**
 * A media element's URL that survives a failed load (ADR 0029): on an error
 * the media configuration is refreshed if it is past its expiry, and the file
 * is asked for once more under a fresh URL; after that `src` is null and the
 * caller shows its placeholder, never a broken image.
 */
export function useMediaSrc(src: string | null): { src: string | null; onError: () => void } {
  const [state, setState] = useState(() => firstAttempt(src));
  const current = state.src === src ? state : firstAttempt(src);
  const onError = useCallback(() => {
    const next = afterMediaError(current, src);
    if (next.failed) {
      setState(next);
      return;
    }
    void refreshCdnsIfStale().finally(() => setState(next));
  }, [current, src]);
  return { src: current.failed || src === null ? null : retrySrc(src, current.attempt), onError };
}
