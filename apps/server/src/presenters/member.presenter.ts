import type { FamilyMemberReply, InvitationReply, Permission, Relation } from '@sprout/shared';
import type { FamilyInvitation, FamilyInvitationBaby, FamilyMember } from '../db/schema.js';
import { permits } from '../policies/authorize.js';
import { memberAbilities, type MemberFacts } from '../policies/family.policy.js';
import type { Viewer } from '../policies/viewer.js';

type MemberRow = FamilyMember & { user_name: string; user_email: string };

/** A member with what the viewer may do to them, and their e-mail where member.policy shows it. */
export function presentMember(row: MemberRow, viewer: Viewer, adminCount: number): FamilyMemberReply {
  const isMe = row.user_id === viewer.userId;
  const member: MemberFacts = {
    user_id: row.user_id,
    permission: row.permission as Permission,
    relation: row.relation as Relation,
    adminCount,
  };
  return {
    id: row.id,
    baby_id: row.baby_id,
    user: {
      id: row.user_id,
      name: row.user_name,
      email: permits(viewer, 'member.see_email', member) ? row.user_email : null,
    },
    relation: row.relation as Relation,
    relation_name: row.relation_name,
    permission: row.permission as Permission,
    invitation_id: row.invitation_id,
    is_me: isMe,
    abilities: memberAbilities(viewer, member, adminCount),
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
