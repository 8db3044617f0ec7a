import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Permission } from '@sprout/shared';
import {
  cancelInvitation,
  changeFamilyMember,
  inviteFamilyMember,
  removeBabyFromInvitation,
  removeFamilyMember,
  sendInvitationTo,
  type InviteInput,
  type RelationChoice,
} from '../../api/family';
import { queryKeys } from '../../api/queryKeys';
import { invitationCancelKind } from './memberActions';

/** After any family change: the baby's member list and the user's own babies (their rights may have changed). */
export async function refreshFamily(queryClient: QueryClient, babyIds: readonly number[]): Promise<void> {
  await Promise.all([
    ...babyIds.map((id) => queryClient.invalidateQueries({ queryKey: queryKeys.familyMembers(id) })),
    queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  ]);
}

export interface MemberEdit {
  userId: number;
  relation?: RelationChoice;
  permission?: Permission;
}

/** The changes one can make on a baby's family page; each refreshes the lists when it settles. */
export function useFamilyActions(babyId: number) {
  const queryClient = useQueryClient();
  const settle = () => refreshFamily(queryClient, [babyId]);

  const change = useMutation({
    mutationFn: (edit: MemberEdit) => changeFamilyMember({ babyId, ...edit }),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (userId: number) => removeFamilyMember(babyId, userId),
    onSettled: settle,
  });
  const cancel = useMutation({
    mutationFn: (invitation: { id: number; babies: readonly { id: number }[] }) =>
      invitationCancelKind(invitation, babyId) === 'cancel'
        ? cancelInvitation(invitation.id)
        : removeBabyFromInvitation(invitation.id, babyId),
    onSettled: settle,
  });
  const sendTo = useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) => sendInvitationTo(id, email),
    onSettled: settle,
  });
  return { change, remove, cancel, sendTo };
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => inviteFamilyMember(input),
    onSettled: (_data, _error, input) => refreshFamily(queryClient, input.babyIds),
  });
}
