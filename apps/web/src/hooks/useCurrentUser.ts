import { useQuery } from '@tanstack/react-query';
import { fetchUser } from '../api/auth';
import { queryKeys } from '../api/queryKeys';
import { withOfflineFallback } from '../lib/offlineSnapshot';

/** The signed-in user (set by sign-in, else fetched once). */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => withOfflineFallback('user', () => fetchUser({ signal }))(),
    staleTime: Number.POSITIVE_INFINITY,
    // Asked even offline: the answer is then the one kept for the installed app (ADR 0030).
    networkMode: 'offlineFirst',
  });
}
