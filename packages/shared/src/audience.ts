import { NON_CLOSE_RELATIONS, type Permission, type Privacy, type Relation } from './enums.js';

/** A family member as a privacy level sees them. */
export interface AudienceMember {
  userId: number;
  relation: Relation;
  permission: Permission;
}

/** Close family by relation alone: every relation but the distant ones (friend, follow, pet, custom). */
export function isCloseRelation(relation: Relation): boolean {
  return !NON_CLOSE_RELATIONS.includes(relation);
}

/** Close family sees `family_only` posts: every close relation, and every Admin (SPEC-NOTES). */
export function isCloseFamily(member: Pick<AudienceMember, 'relation' | 'permission'>): boolean {
  return member.permission === 'can_manage' || isCloseRelation(member.relation);
}

/**
 * Whether a post of this privacy, by `posterId`, reaches the member: the rule the server keeps
 * counts under (apps/server/src/policies/moment.policy.ts, checked equal by a unit test), here so
 * the privacy picker can say whom each choice reaches before anything is posted.
 */
export function privacyReaches(
  privacy: Privacy,
  member: AudienceMember,
  posterId: number,
  chosen: readonly number[] = [],
): boolean {
  if (member.userId === posterId) return true;
  switch (privacy) {
    case 'family_and_relatives':
      return true;
    case 'family_only':
      return isCloseFamily(member);
    case 'private':
      return false;
    case 'custom':
      return chosen.includes(member.userId);
  }
}
