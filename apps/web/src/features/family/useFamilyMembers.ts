import { useQuery } from '@tanstack/react-query';
import { fetchFamilyMembers } from '../../api/family';
import { queryKeys } from '../../api/queryKeys';

/** A baby's family members (and, for Admins, pending invitations), fresh again on window focus. */
export function useFamilyMembers(babyId: number | null) {
  return useQuery({
    queryKey: queryKeys.familyMembers(babyId ?? 0),
    queryFn: ({ signal }) => fetchFamilyMembers(babyId ?? 0, signal),
    enabled: babyId !== null,
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
  });
}
