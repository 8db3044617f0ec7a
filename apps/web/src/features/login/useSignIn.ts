import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignInReply } from '@sprout/shared';
import { afterSignIn } from './nextPath';
import { signIn, type SignInInput } from '../../api/auth';
import { queryKeys } from '../../api/queryKeys';
import { markSignedInByCookie } from '../../api/tokenStore';
import { sessionRefused } from '../../lib/session';

/**
 * What follows any sign-in (spec §4): the session lives in the HttpOnly
 * cookie, so only the "signed in by cookie" placeholder is stored, then the
 * user goes to the timeline, or to the page a link asked for before signing
 * in (`?next=`).
 */
export function useArriveSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next');
  return useCallback(
    async (reply: SignInReply) => {
      queryClient.removeQueries();
      queryClient.setQueryData(queryKeys.user, reply.user);
      markSignedInByCookie();
      sessionRefused.set(false);
      await navigate(afterSignIn(next), { replace: true });
    },
    [queryClient, navigate, next],
  );
}

/** Signs in with email and password. */
export function useSignIn() {
  const arrive = useArriveSignedIn();
  return useMutation({ mutationFn: (input: SignInInput) => signIn(input), onSuccess: arrive });
}
