import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRouteError } from 'react-router';
import { decideRouteError, parseReloadAt, RELOAD_KEY, type RouteErrorKind } from './routeErrorRecovery';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

function storedReloadAt(): number | null {
  try {
    return parseReloadAt(sessionStorage.getItem(RELOAD_KEY));
  } catch {
    return null;
  }
}

/** One reload per page, however many boundaries or effects ask for it. */
let reloading = false;

/**
 * Reloads the page. After a deploy (`forUpdate`) it remembers when, so a chunk still missing
 * afterwards is not reloaded again at once; coming back online it does not, so a deploy missed
 * while offline still gets its one reload.
 */
function reloadPage(forUpdate: boolean): void {
  if (reloading) return;
  reloading = true;
  if (forUpdate) {
    try {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    } catch {
      // private mode: without the guard a second failure shows the retry all the same (no stored time: it reloads once more).
    }
  }
  window.location.reload();
}

export interface RouteErrorRecovery {
  kind: RouteErrorKind;
  /** The user's retry: the page again, its code fetched afresh (react-router keeps a failed screen's import). */
  retry: () => void;
}

/**
 * Carries out routeErrorRecovery's decision for the error of the route it is drawn in: reloads once
 * after a deploy, waits for the network and then opens the page, or offers a retry.
 */
export function useRouteErrorRecovery(failedLoad?: unknown): RouteErrorRecovery {
  const routeError = useRouteError();
  const error = failedLoad ?? routeError;
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  // Read once per error: the reload's own timestamp must not turn this page's decision into another.
  const [facts] = useState(() => ({ lastReloadAt: storedReloadAt(), now: Date.now() }));
  const kind = decideRouteError({ error, online, ...facts });
  const [wentOffline, setWentOffline] = useState(false);
  if (kind === 'offline' && !wentOffline) setWentOffline(true);

  // Back online after waiting: open the page as it was asked for; else a deploy's one reload.
  useEffect(() => {
    if (wentOffline && online) reloadPage(false);
    else if (kind === 'reload') reloadPage(true);
  }, [kind, wentOffline, online]);

  return { kind, retry: () => window.location.reload() };
}
