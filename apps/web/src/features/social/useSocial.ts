import { useEffect, useRef } from 'react';
import { queryKeys } from '../../api/queryKeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthSignInReply } from '@sprout/shared';
import {
  completeProvider,
  fetchLinkedIdentities,
  fetchProviders,
  socialSignUp,
  startProvider,
  unlinkIdentity,
  type SocialSignUpInput,
} from '../../api/authentications';
import { useArriveSignedIn } from '../../hooks/useArriveSignedIn';

/** The configured providers; none (or none reachable) means no buttons. */
export function useSocialProviders() {
  return useQuery({
    queryKey: queryKeys.socialProviders,
    queryFn: ({ signal }) => fetchProviders(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Leaves for the provider's sign-in page. */
export function useStartProvider() {
  return useMutation({
    mutationFn: (provider: string) => startProvider(provider),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/**
 * The callback page hands the provider's answer to the server once (the server
 * spends the flow on the first try): a linked identity arrives signed in, any
 * other gets the registration to complete.
 */
export function useProviderCallback(provider: string, query: string) {
  const arrive = useArriveSignedIn();
  const callback = useMutation({
    mutationFn: () => completeProvider(provider, query),
    onSuccess: async (reply: AuthSignInReply) => {
      if (reply.status === 'ok') await arrive(reply);
    },
  });
  const sent = useRef(false);
  const { mutate } = callback;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  return callback;
}

/** Completes a registration: a new account, or the link to an existing one with its password. */
export function useSocialSignUp() {
  const arrive = useArriveSignedIn();
  return useMutation({ mutationFn: (input: SocialSignUpInput) => socialSignUp(input), onSuccess: arrive });
}

export function useLinkedIdentities() {
  return useQuery({ queryKey: queryKeys.linkedSignIns, queryFn: ({ signal }) => fetchLinkedIdentities(signal) });
}

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider }: { provider: string; name: string }) => unlinkIdentity(provider),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.linkedSignIns }),
  });
}
