import { PERMISSIONS, permissionRank, RELATIONS, type Permission, type Relation } from '@sprout/shared';
import type { Refusal } from './authorize.js';
import type { Viewer } from './viewer.js';
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

/** A member of the baby's family as a rule needs them, with what a change asks for. */
export interface MemberFacts {
  user_id: number;
  permission: Permission;
  relation: Relation;
  /** The baby's Admins now: the last one stays. */
  adminCount: number;
  /** What a change asks for (`member.change`); a field left out, or unchanged, asks nothing. */
  wanted?: { permission?: Permission | undefined; relation?: Relation | undefined };
}

export type MemberAction = 'view' | 'change' | 'remove' | 'see_email';

const asks = <T>(wanted: T | undefined, now: T): wanted is T => wanted !== undefined && wanted !== now;

/**
 * What a member may do to another, enforced through `memberAbilities`, the
 * same answer the web is sent: a change within `edit`, a permission among
 * `permissions`, a relation among `relations`; a removal when `remove`.
 * E-mail addresses are shown to Admins and to the member themselves.
 */
export const memberPolicy = {
  // Every member of a family sees the others.
  see: (_viewer: Viewer, _member: MemberFacts) => true,
  can(viewer: Viewer, action: MemberAction, member: MemberFacts): boolean {
    const abilities = memberAbilities(viewer, member, member.adminCount);
    switch (action) {
      case 'view':
        return true;
      case 'see_email':
        return viewer.userId === member.user_id || canManageFamily(viewer.permission);
      case 'remove':
        return abilities.remove;
      case 'change': {
        const { permission, relation } = member.wanted ?? {};
        return (
          abilities.edit &&
          (!asks(permission, member.permission) || abilities.permissions.includes(permission)) &&
          (!asks(relation, member.relation) || abilities.relations.includes(relation))
        );
      }
    }
  },
  /** The last Admin is a 409 (the family's state, not the viewer's rights); a relation or a grant out of reach says which. */
  refusal(viewer: Viewer, action: MemberAction, member: MemberFacts): Refusal {
    const abilities = memberAbilities(viewer, member, member.adminCount);
    if (!abilities.edit) return { status: 403, code: 'forbidden' };
    const { permission, relation } = member.wanted ?? {};
    if (action === 'remove' || (action === 'change' && asks(permission, member.permission))) {
      if (!canManageFamily(viewer.permission) && action === 'change') return { status: 403, code: 'forbidden' };
      if (leavesNoAdmin(member.permission, action === 'remove' ? null : (permission ?? null), member.adminCount))
        return { status: 409, code: 'last_admin' };
      if (action === 'change' && permission && !abilities.permissions.includes(permission))
        return { status: 403, code: 'grant_too_high' };
    }
    if (action === 'change' && asks(relation, member.relation)) return { status: 403, code: 'relation_admin_only' };
    return { status: 403, code: 'forbidden' };
  },
};
