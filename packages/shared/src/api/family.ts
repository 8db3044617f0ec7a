/** Family members, their relations and permissions, and invitations (/family_relations, /family_invitations; spec §3, §7 Family). */
import { z } from 'zod';
import { PERMISSIONS, RELATIONS, type Permission, type Relation } from '../enums.js';
import { RELATION_NAME_MAX } from '../rules.js';
import type { BabyAbilities, LinkedBaby } from './babies.js';

export const permissionSchema = z.enum(PERMISSIONS);
export const relationSchema = z.enum(RELATIONS);

export interface FamilyRelationReply {
  id: number;
  relation: Relation;
  relation_name: string | null;
  permission: Permission;
  is_baby: boolean;
  birthday: string | null;
  with_user: { id: number; name: string; linked_baby_id: number; linked_baby: LinkedBaby };
  abilities: BabyAbilities;
}

export interface FamilyRelationsReply {
  list: FamilyRelationReply[];
  user: { timeline_family_ids: number[] };
  /** The operator's notice that free storage ends on this day (YYYY-MM-DD), shown to every member; null when none. */
  storage_notice: { free_storage_ends_on: string } | null;
}

export const inviteBody = z.object({
  email: z.string().trim().min(1).max(254),
  relation: z.enum(RELATIONS).optional(),
  relation_name: z.string().trim().max(RELATION_NAME_MAX).optional(),
  permission: z.enum(PERMISSIONS).optional(),
  babies: z
    .array(
      z.object({
        id: z.coerce.number().int().positive(),
        relation: z.enum(RELATIONS).optional(),
        relation_name: z.string().trim().max(RELATION_NAME_MAX).optional(),
        permission: z.enum(PERMISSIONS).optional(),
      }),
    )
    .min(1)
    .max(50),
});

export const changeMemberBody = z.object({
  baby_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive(),
  relation: z.enum(RELATIONS).optional(),
  relation_name: z.string().trim().max(RELATION_NAME_MAX).optional(),
  permission: z.enum(PERMISSIONS).optional(),
});

/**
 * What the viewer may do to one member, decided by the server so the web
 * never re-derives a rule: the relations and permissions it may set for them.
 */
export interface MemberAbilitiesReply {
  edit: boolean;
  remove: boolean;
  /** The member is the baby's only Admin: their permission cannot go down and they cannot leave. */
  last_admin: boolean;
  /** Relations the viewer may give this member (a member relabelling themselves stays within their closeness). */
  relations: Relation[];
  /** Permissions the viewer may give this member: none for a non-Admin, only can_manage for the last Admin. */
  permissions: Permission[];
}

export interface FamilyMemberReply {
  id: number;
  baby_id: number;
  user: { id: number; name: string; email: string | null };
  relation: Relation;
  relation_name: string | null;
  permission: Permission;
  invitation_id: number | null;
  is_me: boolean;
  abilities: MemberAbilitiesReply;
}

export interface InvitationReply {
  id: number;
  email: string;
  invitee_id: number | null;
  /** True once the invitee has an account and is in the family. */
  family: boolean;
  babies: Array<{ id: number; relation: Relation; relation_name: string | null; permission: Permission }>;
  created_at: number;
}

export interface FamilyMembersReply {
  baby_id: number;
  list: FamilyMemberReply[];
  invitations: InvitationReply[];
  abilities: BabyAbilities;
  /** Permissions the viewer may grant in an invitation (nobody grants more than they have). */
  grantable_permissions: Permission[];
}

export interface UserInfoReply {
  user: { id: number; name: string; email: string | null };
  relation: FamilyMemberReply | null;
  /** The invitation the member came with; its address only for Admins and the member, like `user.email`. */
  family_invitation: (Omit<InvitationReply, 'email'> & { email: string | null }) | null;
}

/** What an invitation link offers, for its page (GET /family_invitations/by_token/{token}). */
export interface InvitationPreview {
  email: string;
  inviter: string;
  babies: Array<{ id: number; name: string }>;
  relation: Relation;
  relation_name: string | null;
  permission: Permission;
  /** An account with the invited address exists: the page asks to sign in instead of creating one. */
  account_exists: boolean;
}
