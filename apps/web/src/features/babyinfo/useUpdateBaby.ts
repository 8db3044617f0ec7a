import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyRelationReply, FamilyRelationsReply } from '@sprout/shared';
import { updateBabyProfile, type BabyProfileChanges } from '../../api/babies';
import { queryKeys } from '../../api/queryKeys';

/**
 * PUT /babies/{id}: the reply (the user's relation to the baby) replaces the cached one at once.
 * `onSaved` runs with the mutation, not with the form that sent it: a form keyed by what it saved
 * is remounted by the new reply, and callbacks given to `mutate` would then never run.
 */
export function useUpdateBaby(babyId: number, onSaved?: (relation: FamilyRelationReply) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: BabyProfileChanges) => updateBabyProfile(babyId, changes),
    onSuccess: (relation) => {
      onSaved?.(relation);
      queryClient.setQueryData<FamilyRelationsReply>(
        queryKeys.family,
        (old) =>
          old && {
            ...old,
            list: old.list.map((item) => (item.with_user.linked_baby.id === babyId ? relation : item)),
          },
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.family }),
        queryClient.invalidateQueries({ queryKey: queryKeys.familyMembers(babyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.babyBackground(babyId) }),
      ]);
    },
  });
}
