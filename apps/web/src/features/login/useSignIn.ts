import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { afterSignIn } from './nextPath';
import { signIn, type SignInInput } from '../../api/auth';
import { queryKeys } from '../../api/queryKeys';
import { markSignedInByCookie } from '../../api/tokenStore';

/**
 * Signs in (spec §4): the session lives in the HttpOnly cookie, so only the
 * "signed in by cookie" placeholder is stored, then the user goes to the
 * timeline, or to the page a link asked for before signing in (`?next=`).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next');
  return useMutation({
    mutationFn: (input: SignInInput) => signIn(input),
    onSuccess: async (reply) => {
      queryClient.removeQueries();
      queryClient.setQueryData(queryKeys.user, reply.user);
      markSignedInByCookie();
      await navigate(afterSignIn(next), { replace: true });
    },
  });
}
