import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signIn, type SignInInput } from '../../api/auth';
import { queryKeys } from '../../api/queryKeys';
import { markSignedInByCookie } from '../../api/tokenStore';
import { sessionRefused } from '../../lib/session';

/**
 * Signs in (spec §4): the session lives in the HttpOnly cookie, so only the
 * "signed in by cookie" placeholder is stored, then the user goes to the timeline.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input),
    onSuccess: async (reply) => {
      queryClient.removeQueries();
      queryClient.setQueryData(queryKeys.user, reply.user);
      markSignedInByCookie();
      sessionRefused.set(false);
      await navigate('/timeline', { replace: true });
    },
  });
}
