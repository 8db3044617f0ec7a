import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignInReply } from '@sprout/shared';
import { markSignedInByCookie } from '../api/tokenStore';
import { startSignedIn } from '../lib/appCache';
import { afterSignIn } from '../lib/nextPath';
import { sessionRefused } from '../lib/session';

/**
 * What follows any sign-in (spec §4): the session lives in the HttpOnly
 * cookie, so only the "signed in by cookie" placeholder is stored, then the
 * user goes to the timeline, or to the page a link asked for before signing
 * in (`?next=`). Drawn before sign-in too, so no query client: the signed-in
 * app's cache is cleared and seeded through lib/appCache.
 */
export function useArriveSignedIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next');
  return useCallback(
    async (reply: SignInReply) => {
      startSignedIn(reply.user);
      markSignedInByCookie();
      sessionRefused.set(false);
      await navigate(afterSignIn(next), { replace: true });
    },
    [navigate, next],
  );
}
