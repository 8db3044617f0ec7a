import type {
  FamilyRelationReply,
  FamilyRelationsReply,
  Gender,
  LinkedBaby,
  Permission,
  Relation,
} from '@sprout/shared';
import type { Baby, FamilyMember } from '../db/schema.js';
import { babyAbilities } from '../policies/baby.policy.js';

export function babyImageUrl(babyId: number, variant: 'profile' | 'background', version: number): string {
  return `/media/babies/${babyId}/${variant}?v=${version}`;
}

/**
 * In the spec's model a baby is itself a "user" of the family; `with_user` is
 * that baby, and `timeline_family_ids` lists the babies whose timelines one sees.
 */
/** What a baby's space shows: its storage against the free limit and the VIP in force (ADR 0040). */
export type SpaceFields = Pick<
  LinkedBaby,
  'space_overflow' | 'vip_expiration' | 'storage_bytes' | 'free_storage_bytes' | 'vip_from_baby_id'
>;

/** A baby's space with nothing known beyond its row: no limit read, its own VIP only. */
function ownSpace(baby: Baby): SpaceFields {
  return {
    space_overflow: false,
    vip_expiration: baby.vip_expiration,
    storage_bytes: baby.storage_bytes,
    free_storage_bytes: null,
    vip_from_baby_id: null,
  };
}

export function presentRelation(
  member: FamilyMember,
  baby: Baby,
  space: SpaceFields = ownSpace(baby),
): FamilyRelationReply {
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
        ...space,
      },
    },
    abilities: babyAbilities(member.permission as Permission),
  };
}

export function presentRelations(
  rows: Array<{ member: FamilyMember; baby: Baby }>,
  spaces: ReadonlyMap<number, SpaceFields>,
  storageNotice: FamilyRelationsReply['storage_notice'],
): FamilyRelationsReply {
  return {
    list: rows.map(({ member, baby }) => presentRelation(member, baby, spaces.get(baby.id))),
    user: { timeline_family_ids: rows.map(({ baby }) => baby.id) },
    storage_notice: storageNotice,
  };
}
