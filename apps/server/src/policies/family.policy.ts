import { permissionRank, type Permission } from '@sprout/shared';

/** Only Admins manage a family: invite, change and remove members (spec §6). */
export function canManageFamily(actor: Permission): boolean {
  return actor === 'can_manage';
}

/** Nobody grants more than they have. */
export function canGrant(actor: Permission, granted: Permission): boolean {
  return canManageFamily(actor) && permissionRank(granted) <= permissionRank(actor);
}

/** Whether a change would leave the baby with no Admin: the last one cannot be demoted or removed. */
export function leavesNoAdmin(target: Permission, next: Permission | null, adminCount: number): boolean {
  return target === 'can_manage' && next !== 'can_manage' && adminCount <= 1;
}

export interface MemberAbilities { edit: boolean; remove: boolean }

/** What the actor may do to one member; everyone may leave or relabel themselves, Admins may act on anyone. */
export function memberAbilities(actor: { userId: number; permission: Permission }, member: { user_id: number; permission: Permission }, adminCount: number): MemberAbilities {
  const self = actor.userId === member.user_id;
  const lastAdmin = leavesNoAdmin(member.permission, null, adminCount);
  return {
    edit: canManageFamily(actor.permission) || self,
    remove: (canManageFamily(actor.permission) || self) && !lastAdmin,
  };
}
