import { PERMISSIONS, permissionRank, RELATIONS, type Permission, type Relation } from '@sprout/shared';
import { isCloseRelation } from './viewer.js';

/** Only Admins manage a family: invite, change and remove members (spec §6). */
export function canManageFamily(actor: Permission): boolean {
  return actor === 'can_manage';
}

/** Nobody grants more than they have. */
export function canGrant(actor: Permission, granted: Permission): boolean {
  return canManageFamily(actor) && permissionRank(granted) <= permissionRank(actor);
}

/** The permissions an actor may give, weakest first; none for a non-Admin. */
export function grantablePermissions(actor: Permission): Permission[] {
  return PERMISSIONS.filter((permission) => canGrant(actor, permission));
}

/** Whether a change would leave the baby with no Admin: the last one cannot be demoted or removed. */
export function leavesNoAdmin(target: Permission, next: Permission | null, adminCount: number): boolean {
  return target === 'can_manage' && next !== 'can_manage' && adminCount <= 1;
}

/**
 * The relations an actor may give a member. "Family only" posts are decided
 * by relation, so closeness is the Admin's to grant: a member relabelling
 * themselves may move away from close family but never into it (a friend may
 * become "follow", never "mom"), so what they see never widens.
 */
export function settableRelations(
  actor: { userId: number; permission: Permission },
  member: { user_id: number; relation: Relation },
): Relation[] {
  if (canManageFamily(actor.permission)) return [...RELATIONS];
  if (actor.userId !== member.user_id) return [];
  return isCloseRelation(member.relation) ? [...RELATIONS] : RELATIONS.filter((relation) => !isCloseRelation(relation));
}

export interface MemberAbilities {
  edit: boolean;
  remove: boolean;
  last_admin: boolean;
  relations: Relation[];
  permissions: Permission[];
}

/** What the actor may do to one member; everyone may leave or relabel themselves, Admins may act on anyone. */
export function memberAbilities(
  actor: { userId: number; permission: Permission },
  member: { user_id: number; permission: Permission; relation: Relation },
  adminCount: number,
): MemberAbilities {
  const self = actor.userId === member.user_id;
  const lastAdmin = leavesNoAdmin(member.permission, null, adminCount);
  const admin = canManageFamily(actor.permission);
  return {
    edit: admin || self,
    remove: (admin || self) && !lastAdmin,
    last_admin: lastAdmin,
    relations: settableRelations(actor, member),
    // The last Admin keeps can_manage: it is the only permission left to choose for them.
    permissions: !admin ? [] : lastAdmin ? ['can_manage'] : grantablePermissions(actor.permission),
  };
}
