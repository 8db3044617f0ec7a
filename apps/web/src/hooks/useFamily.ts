import { useQuery } from '@tanstack/react-query';
import { fetchFamilyRelations } from '../api/family';
import { queryKeys } from '../api/queryKeys';
import { withOfflineFallback } from '../lib/offlineSnapshot';

/**
 * The user's babies with their relation, permission and abilities. Asked
 * again whenever the window regains focus, so a permission an Admin changed
 * in another browser shows up (e.g. the upload button appears).
 */
export function useFamily() {
  return useQuery({
    queryKey: queryKeys.family,
    queryFn: ({ signal }) => withOfflineFallback('family', () => fetchFamilyRelations(signal))(),
    networkMode: 'offlineFirst',
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
  });
}
