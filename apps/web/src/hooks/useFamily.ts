import { useQuery } from '@tanstack/react-query';
import { fetchFamilyRelations } from '../api/family';
import { queryKeys } from '../api/queryKeys';

export function useFamily() {
  return useQuery({
    queryKey: queryKeys.family,
    queryFn: ({ signal }) => fetchFamilyRelations(signal),
    staleTime: 60_000,
  });
}
