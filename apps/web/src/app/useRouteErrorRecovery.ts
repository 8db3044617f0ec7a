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

/** Reloads the page, remembering when, so a chunk still missing afterwards is not reloaded again at once. */
function reloadForUpdate(now: number): void {
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    // private mode: without the guard, reload anyway; a second failure then shows the retry.
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
export function useRouteErrorRecovery(): RouteErrorRecovery {
  const error = useRouteError();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  // Read once per error: the reload's own timestamp must not turn this page's decision into another.
  const [facts] = useState(() => ({ lastReloadAt: storedReloadAt(), now: Date.now() }));
  const kind = decideRouteError({ error, online, ...facts });
  const [wentOffline, setWentOffline] = useState(false);
  if (kind === 'offline' && !wentOffline) setWentOffline(true);

  useEffect(() => {
    if (kind === 'reload') reloadForUpdate(Date.now());
  }, [kind]);

  // Back online after waiting: open the page as it was asked for.
  useEffect(() => {
    if (wentOffline && online) window.location.reload();
  }, [wentOffline, online]);

  return { kind, retry: () => window.location.reload() };
}
