import { useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { fetchSessionState } from '../api/auth';
import { markSignedInByCookie } from '../api/tokenStore';
import { useHasToken } from '../hooks/useHasToken';
import { afterSignIn } from '../lib/nextPath';
import type { RouteHandle } from '../lib/routeHandle';
import { afterUserCheck, decideRoute, loginPathFor, normalizePath } from './guardDecision';

type Check = 'pending' | 'confirmed' | 'refused';

/**
 * Asks the server once whether the cookie still signs the user in, each time `needed` turns true
 * (a plain request: the guard runs before sign-in, where TanStack Query is not loaded, ADR 0027).
 */
function useSessionCheck(needed: boolean): Check {
  const [check, setCheck] = useState<{ needed: boolean; result: Check }>({ needed, result: 'pending' });
  // A later check starts afresh: the answer of an earlier one may no longer be true.
  if (check.needed !== needed) setCheck({ needed, result: 'pending' });
  useEffect(() => {
    if (!needed) return undefined;
    const controller = new AbortController();
    fetchSessionState(controller.signal).then(
      ({ signed_in }) =>
        !controller.signal.aborted && setCheck({ needed, result: signed_in ? 'confirmed' : 'refused' }),
      () => !controller.signal.aborted && setCheck({ needed, result: 'refused' }),
    );
    return () => controller.abort();
  }, [needed]);
  return needed && check.needed ? check.result : 'pending';
}

export type GuardState = { kind: 'pass' } | { kind: 'checking' } | { kind: 'redirect'; to: string };

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
  return { kind: 'checking' };
}
