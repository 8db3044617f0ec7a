/**
 * Which buttons a family member's row shows. The server sends `abilities`
 * with every member and the baby; this only turns them into buttons, and
 * names the reason when a button is shown but disabled.
 */
import { PERMISSIONS, permissionRank, type BabyAbilities, type FamilyMemberReply, type Permission } from '@sprout/shared';

export interface MemberActions {
  /** Change the relation (Admins for anyone, everyone for themselves). */
  editRelation: boolean;
  /** Change the permission (Admins only). */
  editPermission: boolean;
  /** Show a remove (or, on one's own row, leave) button. */
  showRemove: boolean;
  /** The button does something; else it is shown disabled with `blockedBy`. */
  canRemove: boolean;
  removeKind: 'remove' | 'leave';
  blockedBy: 'last_admin' | null;
  /** This member is the baby's only Admin: their permission cannot go down. */
  lastAdmin: boolean;
}

export function adminCount(members: readonly Pick<FamilyMemberReply, 'permission'>[]): number {
  return members.filter((member) => member.permission === 'can_manage').length;
}

export function memberActions(
  member: Pick<FamilyMemberReply, 'is_me' | 'permission' | 'abilities'>,
  baby: Pick<BabyAbilities, 'manage'>,
  admins: number,
): MemberActions {
  const lastAdmin = member.permission === 'can_manage' && admins <= 1;
  const mayAct = baby.manage || member.is_me;
  return {
    editRelation: member.abilities.edit,
    editPermission: baby.manage && member.abilities.edit,
    showRemove: mayAct,
    canRemove: member.abilities.remove,
    removeKind: member.is_me ? 'leave' : 'remove',
    blockedBy: mayAct && !member.abilities.remove && lastAdmin ? 'last_admin' : null,
    lastAdmin,
  };
}

/** Nobody grants more than they have: the permissions one may give, weakest first. */
export function grantablePermissions(mine: Permission): Permission[] {
  return PERMISSIONS.filter((permission) => permissionRank(permission) <= permissionRank(mine));
}

/** Only Admins invite, and only Admins see and handle pending invitations. */
export function canInvite(baby: Pick<BabyAbilities, 'manage'>): boolean {
  return baby.manage;
}

/**
 * Cancelling an invitation from one baby's page: an invitation that also
 * covers other babies only loses this one; otherwise it is cancelled whole.
 */
export function invitationCancelKind(invitation: { babies: readonly { id: number }[] }, babyId: number): 'cancel' | 'remove_baby' {
  return invitation.babies.some((baby) => baby.id !== babyId) ? 'remove_baby' : 'cancel';
}
