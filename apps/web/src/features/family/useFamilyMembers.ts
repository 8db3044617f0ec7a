import { useQueries, useQuery } from '@tanstack/react-query';
import type { Permission, Relation } from '@sprout/shared';
import { fetchFamilyMembers } from '../../api/family';
import { queryKeys } from '../../api/queryKeys';
import { inviteGrantable } from './memberActions';

const familyMembersQuery = (babyId: number) => ({
  queryKey: queryKeys.familyMembers(babyId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchFamilyMembers(babyId, signal),
  staleTime: 30_000,
  refetchOnWindowFocus: 'always' as const,
});

/** A baby's family members (and, for Admins, pending invitations), fresh again on window focus. */
export function useFamilyMembers(babyId: number | null) {
  return useQuery({ ...familyMembersQuery(babyId ?? 0), enabled: babyId !== null });
}

/**
 * The relations the user may give themselves in a baby's family, from their
 * own member row; until it is loaded, only the one they have.
 */
export function useOwnRelationChoices(babyId: number, current: Relation): readonly Relation[] {
  const members = useFamilyMembers(babyId);
  return members.data?.list.find((member) => member.is_me)?.abilities.relations ?? [current];
}

/**
 * What an invitation to these babies may grant, from each baby's family (the
 * answers the family page uses too); undefined until all have answered. A
 * family that could not be loaded is left out: the server still refuses a grant too high.
 */
export function useInviteGrantable(babyIds: readonly number[]): Permission[] | undefined {
  return useQueries({
    queries: babyIds.map(familyMembersQuery),
    combine: (results) =>
      results.some((result) => result.isPending)
        ? undefined
        : inviteGrantable(results.flatMap((result) => (result.data ? [result.data.grantable_permissions] : []))),
  });
}
