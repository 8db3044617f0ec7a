import type { FamilyMemberReply, InvitationReply, Permission, Relation } from '@sprout/shared';
import type { FamilyInvitation, FamilyInvitationBaby, FamilyMember } from '../db/schema.js';
import { memberAbilities } from '../policies/family.policy.js';
import type { Viewer } from '../policies/viewer.js';

type MemberRow = FamilyMember & { user_name: string; user_email: string };

/** Emails are shown to Admins (who manage the family) and to the member themselves. */
export function presentMember(row: MemberRow, viewer: Viewer, adminCount: number): FamilyMemberReply {
  const isMe = row.user_id === viewer.userId;
  return {
    id: row.id,
    baby_id: row.baby_id,
    user: {
      id: row.user_id,
      name: row.user_name,
      email: isMe || viewer.permission === 'can_manage' ? row.user_email : null,
    },
    relation: row.relation as Relation,
    relation_name: row.relation_name,
    permission: row.permission as Permission,
    invitation_id: row.invitation_id,
    is_me: isMe,
    abilities: memberAbilities(
      viewer,
      { user_id: row.user_id, permission: row.permission as Permission, relation: row.relation as Relation },
      adminCount,
    ),
  };
}

export function presentInvitation(
  invitation: FamilyInvitation,
  babies: readonly FamilyInvitationBaby[],
): InvitationReply {
  return {
    id: invitation.id,
    email: invitation.email,
    invitee_id: invitation.invitee_id,
    family: invitation.accepted_at !== null,
    babies: babies
      .filter((b) => b.invitation_id === invitation.id)
      .map((b) => ({
        id: b.baby_id,
        relation: b.relation as Relation,
        relation_name: b.relation_name,
        permission: b.permission as Permission,
      })),
    created_at: invitation.created_at,
  };
}
