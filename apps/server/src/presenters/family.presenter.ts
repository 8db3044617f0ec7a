import type { FamilyRelationReply, FamilyRelationsReply, Gender, Permission, Relation } from '@sprout/shared';
import type { Baby, FamilyMember } from '../db/schema.js';
import { babyAbilities } from '../policies/baby.policy.js';

export function babyImageUrl(babyId: number, variant: 'profile' | 'background', version: number): string {
  return `/media/babies/${babyId}/${variant}?v=${version}`;
}

/**
 * In the spec's model a baby is itself a "user" of the family; `with_user` is
 * that baby, and `timeline_family_ids` lists the babies whose timelines one sees.
 */
export function presentRelation(member: FamilyMember, baby: Baby): FamilyRelationReply {
  return {
    id: member.id,
    relation: member.relation as Relation,
    relation_name: member.relation_name,
    permission: member.permission as Permission,
    is_baby: baby.is_baby === 1,
    birthday: baby.birthday,
    with_user: {
      id: baby.id,
      name: baby.name,
      linked_baby_id: baby.id,
      linked_baby: {
        id: baby.id,
        id_str: String(baby.id),
        name: baby.name,
        birthday: baby.birthday,
        gender: baby.gender as Gender,
        is_baby: baby.is_baby === 1,
        profile_picture: baby.profile_picture ? babyImageUrl(baby.id, 'profile', baby.updated_at) : null,
        personal_domain: baby.personal_domain,
        space_overflow: false,
        vip_expiration: baby.vip_expiration,
      },
    },
    abilities: babyAbilities(member.permission as Permission),
  };
}

export function presentRelations(rows: Array<{ member: FamilyMember; baby: Baby }>): FamilyRelationsReply {
  return {
    list: rows.map(({ member, baby }) => presentRelation(member, baby)),
    user: { timeline_family_ids: rows.map(({ baby }) => baby.id) },
  };
}
