import { useQuery } from '@tanstack/react-query';
import { fetchUser } from '../api/auth';
import { queryKeys } from '../api/queryKeys';

/** The signed-in user (set by sign-in, else fetched once). */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => fetchUser({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
