import { useEffect } from 'react';
import { queryKeys } from '../api/queryKeys';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { fetchUser } from '../api/auth';
import { markSignedInByCookie } from '../api/tokenStore';
import { useHasToken } from '../hooks/useHasToken';
import { afterSignIn } from '../features/login/nextPath';
import { afterUserCheck, decideRoute, loginPathFor, normalizePath } from './guardDecision';

export type GuardState = { kind: 'pass' } | { kind: 'checking' } | { kind: 'redirect'; to: string };

/**
 * Carries out the route guard: redirects, or lets the page through, or first
 * asks the server whether the cookie still signs the user in. A successful
 * check stores the cookie placeholder and goes to the timeline (spec §2).
 */
export function useGuard(): GuardState {
  const { pathname, search } = useLocation();
  const hasToken = useHasToken();
  const decision = decideRoute(pathname, hasToken);
  const mustCheck = decision === 'fetchUser';
  const check = useQuery({
    queryKey: queryKeys.sessionCheck,
    queryFn: ({ signal }) => fetchUser({ allowUnauthorized: true, signal }),
    enabled: mustCheck,
    retry: false,
    gcTime: 0,
  });
  const confirmed = mustCheck && check.isSuccess && !check.isFetching;

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
  if (check.isError && !check.isFetching) return { kind: 'redirect', to: loginPathFor(`${pathname}${search}`) };
  return { kind: 'checking' };
}
