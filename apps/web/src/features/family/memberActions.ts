/**
 * Which buttons a family member's row shows, and what its dialogs offer.
 * The server sends `abilities` with every member and the baby (the relations
 * and permissions the viewer may set, whether the member is the last Admin);
 * this only turns them into buttons, and names the reason when a button is
 * shown but disabled. No rule is decided here.
 */
import {
  PERMISSIONS,
  type BabyAbilities,
  type FamilyMemberReply,
  type Permission,
  type Relation,
} from '@sprout/shared';

export interface MemberActions {
  /** Show the edit button (Admins for anyone, everyone for themselves). */
  editRelation: boolean;
  /** The permission can be changed: the server offers at least one. */
  editPermission: boolean;
  /** Show a remove (or, on one's own row, leave) button. */
  showRemove: boolean;
  /** The button does something; else it is shown disabled with `blockedBy`. */
  canRemove: boolean;
  removeKind: 'remove' | 'leave';
  blockedBy: 'last_admin' | null;
  /** This member is the baby's only Admin: their permission cannot go down. */
  lastAdmin: boolean;
  /** The relations the relation picker offers. */
  relations: readonly Relation[];
  /** The permissions the permission picker lets one choose. */
  permissions: readonly Permission[];
}

export function memberActions(member: Pick<FamilyMemberReply, 'is_me' | 'abilities'>): MemberActions {
  const { abilities } = member;
  // Someone who may act on this member but for the last-Admin rule sees the button disabled, with the reason.
  const blocked = abilities.edit && !abilities.remove && abilities.last_admin;
  return {
    editRelation: abilities.edit,
    editPermission: abilities.permissions.length > 0,
    showRemove: abilities.remove || blocked,
    canRemove: abilities.remove,
    removeKind: member.is_me ? 'leave' : 'remove',
    blockedBy: blocked ? 'last_admin' : null,
    lastAdmin: abilities.last_admin,
    relations: abilities.relations,
    permissions: abilities.permissions,
  };
}

/**
 * What an invitation to several babies may grant: the permissions the server
 * lets the user grant for every one of them (FamilyMembersReply.grantable_permissions), weakest first.
 */
export function inviteGrantable(perBaby: readonly (readonly Permission[])[]): Permission[] {
  if (perBaby.length === 0) return [];
  return PERMISSIONS.filter((permission) => perBaby.every((grantable) => grantable.includes(permission)));
}

/** Only Admins invite, and only Admins see and handle pending invitations. */
export function canInvite(baby: Pick<BabyAbilities, 'manage'>): boolean {
  return baby.manage;
}

/**
 * Cancelling an invitation from one baby's page: an invitation that also
 * covers other babies only loses this one; otherwise it is cancelled whole.
 */
export function invitationCancelKind(
  invitation: { babies: readonly { id: number }[] },
  babyId: number,
): 'cancel' | 'remove_baby' {
  return invitation.babies.some((baby) => baby.id !== babyId) ? 'remove_baby' : 'cancel';
}
