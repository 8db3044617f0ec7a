import { useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isApiError } from '../api/ApiError';
import { fetchSessionState } from '../api/auth';
import { markSignedInByCookie } from '../api/tokenStore';
import { useHasToken } from '../hooks/useHasToken';
import { afterSignIn } from '../lib/nextPath';
import type { RouteHandle } from '../lib/routeHandle';
import { afterUserCheck, decideRoute, loginPathFor, normalizePath } from './guardDecision';

/** `unreachable`: no answer (offline, server restarting), so nothing is known yet and the check is asked again. */
type Check = 'pending' | 'confirmed' | 'refused' | 'unreachable';

/** How long a check without an answer waits before it asks again (sooner when the browser comes back online). */
const RETRY_MS = 3000;

/**
 * Asks the server once whether the cookie still signs the user in, each time `needed` turns true
 * (a plain request: the guard runs before sign-in, where TanStack Query is not loaded, ADR 0027).
 * A failed request is not a refusal: sending someone to sign in because the network blinked would
 * lose the page they asked for, so it says so (spec §8's verification retry) and asks again.
 */
function useSessionCheck(needed: boolean): Check {
  const [check, setCheck] = useState<{ needed: boolean; result: Check; attempt: number }>({
    needed,
    result: 'pending',
    attempt: 0,
  });
  // A later check starts afresh: the answer of an earlier one may no longer be true.
  if (check.needed !== needed) setCheck({ needed, result: 'pending', attempt: 0 });
  const { attempt } = check;
  useEffect(() => {
    if (!needed) return undefined;
    const controller = new AbortController();
    fetchSessionState(controller.signal).then(
      ({ signed_in }) =>
        !controller.signal.aborted && setCheck({ needed, result: signed_in ? 'confirmed' : 'refused', attempt }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 4xx answer is a refusal; no answer, or a server restarting (5xx), is not.
        const answered = isApiError(error) && error.status >= 400 && error.status < 500;
        setCheck({ needed, result: answered ? 'refused' : 'unreachable', attempt });
      },
    );
    return () => controller.abort();
  }, [needed, attempt]);
  const unreachable = needed && check.result === 'unreachable';
  useEffect(() => {
    if (!unreachable) return undefined;
    const again = () => setCheck((current) => ({ ...current, attempt: current.attempt + 1 }));
    const timer = window.setTimeout(again, RETRY_MS);
    window.addEventListener('online', again);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [unreachable, attempt]);
  return needed && check.needed ? check.result : 'pending';
}

export type GuardState =
  { kind: 'pass' } | { kind: 'checking' } | { kind: 'retrying' } | { kind: 'redirect'; to: string };

/**
 * Carries out the route guard: redirects, or lets the page through, or first
 * asks the server whether the cookie still signs the user in. A successful
 * check stores the cookie placeholder and goes to the timeline (spec §2).
 */
export function useGuard(): GuardState {
  const { pathname, search } = useLocation();
  const unknownPath = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.unknownPath === true);
  const hasToken = useHasToken();
  const decision = decideRoute(pathname, hasToken);
  const mustCheck = decision === 'fetchUser';
  const check = useSessionCheck(mustCheck);
  const confirmed = mustCheck && check === 'confirmed';

  useEffect(() => {
    if (confirmed) markSignedInByCookie();
  }, [confirmed]);

  if (typeof decision === 'object') {
    // Signed in on /login: on to the page a link asked for before signing in, if any.
    const fromLogin = normalizePath(pathname).toLowerCase() === '/login' && decision.redirect === '/timeline';
    return {
      kind: 'redirect',
      to: fromLogin ? afterSignIn(new URLSearchParams(search).get('next')) : decision.redirect,
    };
  }
  if (decision === 'pass') return { kind: 'pass' };
  // Spec §2: a user the server still knows goes to the timeline (a QR approval page stays where it is).
  if (confirmed) {
    const to = afterUserCheck(pathname, search);
    return to === '/timeline' ? { kind: 'redirect', to } : { kind: 'pass' };
  }
  if (mustCheck && check === 'refused')
    return { kind: 'redirect', to: loginPathFor(`${pathname}${search}`, unknownPath) };
  if (mustCheck && check === 'unreachable') return { kind: 'retrying' };
  return { kind: 'checking' };
}
