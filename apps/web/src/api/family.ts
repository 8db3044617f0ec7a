import type {
  FamilyMemberReply,
  FamilyMembersReply,
  FamilyRelationsReply,
  UserInfoReply,
  InvitationReply,
  Permission,
  Relation,
} from '@sprout/shared';
import { apiRequest } from './client';

export function fetchFamilyRelations(signal?: AbortSignal): Promise<FamilyRelationsReply> {
  return apiRequest<FamilyRelationsReply>('GET', '/family_relations', { signal });
}

/** PUT /family_relations/refresh: the same list, asked for when the timeline opens (spec §7). */
export function refreshFamilyRelations(): Promise<FamilyRelationsReply> {
  return apiRequest<FamilyRelationsReply>('PUT', '/family_relations/refresh');
}

/** GET /family_relations/user_info: one member, with the invitation they came with (its address for Admins and themselves). */
export function fetchMemberInfo(babyId: number, userId: number, signal?: AbortSignal): Promise<UserInfoReply> {
  return apiRequest<UserInfoReply>('GET', '/family_relations/user_info', {
    query: { user_id: userId, baby_id: babyId, with_family_invitation: 1 },
    signal,
  });
}

/** A baby's family: in the spec's model the baby is a "user", so its id goes in `user_id`. */
export function fetchFamilyMembers(babyId: number, signal?: AbortSignal): Promise<FamilyMembersReply> {
  return apiRequest<FamilyMembersReply>('GET', '/family_relations', { query: { user_id: babyId }, signal });
}

/** A relation as the forms hold it: `relationName` only counts for `custom`. */
export interface RelationChoice {
  relation: Relation;
  relationName: string;
}

const relationFields = (choice: RelationChoice) => ({
  relation: choice.relation,
  ...(choice.relation === 'custom' ? { relation_name: choice.relationName.trim() } : {}),
});

export interface InviteInput extends RelationChoice {
  email: string;
  permission: Permission;
  babyIds: number[];
}

/** Invites by email: a mail with a link to join goes out; nobody joins until they follow it. */
export function inviteFamilyMember(input: InviteInput): Promise<InvitationReply> {
  return apiRequest<InvitationReply>('POST', '/family_invitations', {
    json: {
      email: input.email.trim(),
      ...relationFields(input),
      permission: input.permission,
      babies: input.babyIds.map((id) => ({ id })),
    },
  });
}

export interface MemberChange {
  babyId: number;
  userId: number;
  relation?: RelationChoice;
  permission?: Permission;
}

export function changeFamilyMember(change: MemberChange): Promise<FamilyMemberReply> {
  return apiRequest<FamilyMemberReply>('POST', '/family_relations', {
    json: {
      baby_id: change.babyId,
      user_id: change.userId,
      ...(change.relation ? relationFields(change.relation) : {}),
      ...(change.permission ? { permission: change.permission } : {}),
    },
  });
}

/** Removes a member from a baby's family, or lets the user leave it (their own id). */
export function removeFamilyMember(babyId: number, userId: number): Promise<void> {
  return apiRequest<void>('PUT', '/family_invitations/delete_baby', { json: { user_id: userId, baby_id: babyId } });
}

/** Takes one baby out of an invitation that covers several. */
export function removeBabyFromInvitation(invitationId: number, babyId: number): Promise<void> {
  return apiRequest<void>('PUT', '/family_invitations/delete_baby', { json: { id: invitationId, baby_id: babyId } });
}

export function cancelInvitation(invitationId: number): Promise<void> {
  return apiRequest<void>('DELETE', `/family_invitations/${invitationId}`);
}

/** Changes a pending invitation's address and sends it again; the same address just resends it. */
export function sendInvitationTo(invitationId: number, email: string): Promise<InvitationReply> {
  return apiRequest<InvitationReply>('POST', '/family_relations/mailbox_edit', {
    json: { id: invitationId, email: email.trim() },
  });
}
