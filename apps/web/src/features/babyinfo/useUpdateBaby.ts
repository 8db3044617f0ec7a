import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyRelationsReply } from '@sprout/shared';
import { updateBabyProfile, type BabyProfileChanges } from '../../api/babies';
import { queryKeys } from '../../api/queryKeys';

/** PUT /babies/{id}: the reply (the user's relation to the baby) replaces the cached one at once. */
export function useUpdateBaby(babyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: BabyProfileChanges) => updateBabyProfile(babyId, changes),
    onSuccess: (relation) => {
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
