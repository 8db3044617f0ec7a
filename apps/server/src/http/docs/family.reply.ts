import { z } from 'zod';
import {
  PERMISSIONS,
  RELATIONS,
  type FamilyMemberReply,
  type FamilyMembersReply,
  type FamilyRelationReply,
  type FamilyRelationsReply,
  type InvitationPreview,
  type InvitationReply,
  type UserInfoReply,
} from '@sprout/shared';
import { babyAbilities, linkedBaby } from './baby.reply.js';

/** Reply schemas of /family_relations, typed against the shared reply types. */
const relation = z.enum(RELATIONS);
const permission = z.enum(PERMISSIONS);

export const familyRelationReply: z.ZodType<FamilyRelationReply> = z.object({
  id: z.number().int(),
  relation,
  relation_name: z.string().nullable(),
  permission,
  is_baby: z.boolean(),
  birthday: z.string().nullable(),
  with_user: z.object({
    id: z.number().int(),
    name: z.string(),
    linked_baby_id: z.number().int(),
    linked_baby: linkedBaby,
  }),
  abilities: babyAbilities,
});

export const familyRelationsReply: z.ZodType<FamilyRelationsReply> = z.object({
  list: z.array(familyRelationReply),
  user: z.object({ timeline_family_ids: z.array(z.number().int()) }),
  storage_notice: z.object({ free_storage_ends_on: z.string() }).nullable(),
});

const memberUser = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });

export const familyMemberReply: z.ZodType<FamilyMemberReply> = z.object({
  id: z.number().int(),
  baby_id: z.number().int(),
  user: memberUser,
  relation,
  relation_name: z.string().nullable(),
  permission,
  invitation_id: z.number().int().nullable(),
  is_me: z.boolean(),
  abilities: z.object({
    edit: z.boolean(),
    remove: z.boolean(),
    last_admin: z.boolean(),
    relations: z.array(relation),
    permissions: z.array(permission),
  }),
});

const invitationFields = {
  id: z.number().int(),
  invitee_id: z.number().int().nullable(),
  family: z.boolean(),
  babies: z.array(z.object({ id: z.number().int(), relation, relation_name: z.string().nullable(), permission })),
  created_at: z.number(),
};

export const invitationReply: z.ZodType<InvitationReply> = z.object({ ...invitationFields, email: z.string() });

export const familyMembersReply: z.ZodType<FamilyMembersReply> = z.object({
  baby_id: z.number().int(),
  list: z.array(familyMemberReply),
  invitations: z.array(invitationReply),
  abilities: babyAbilities,
  grantable_permissions: z.array(permission),
});

export const userInfoReply: z.ZodType<UserInfoReply> = z.object({
  user: memberUser,
  relation: familyMemberReply.nullable(),
  family_invitation: z.object({ ...invitationFields, email: z.string().nullable() }).nullable(),
});

/** GET /family_relations answers the viewer's own relations, or with `user_id` the members of that baby. */
export const familyRelationsListReply = z.union([familyRelationsReply, familyMembersReply]);

export const invitationPreview: z.ZodType<InvitationPreview> = z.object({
  email: z.string(),
  inviter: z.string(),
  babies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  relation,
  relation_name: z.string().nullable(),
  permission,
  account_exists: z.boolean(),
});
