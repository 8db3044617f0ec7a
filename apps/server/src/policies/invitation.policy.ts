import type { Permission } from '@sprout/shared';
import type { Refusal } from './authorize.js';
import { canGrant, canManageFamily } from './family.policy.js';
import type { Viewer } from './viewer.js';

/** An invitation as it concerns one baby of it (an invitation may name several; each is decided with its own viewer). */
export interface InvitationFacts {
  /** Who accepted it; null while pending. */
  invitee_id: number | null;
  /** The permission it grants in this baby's family. */
  permission: Permission;
}

/**
 * `invite`: send one granting `permission`; `manage`: change its address,
 * resend or cancel it; `remove_baby`: take this baby out of it, which for an
 * accepted one removes the member.
 */
export type InvitationAction = 'view' | 'invite' | 'manage' | 'remove_baby';

/**
 * Invitations are the Admins' (spec §6), never granting more than the Admin
 * has; whoever came in through one may also leave through it. Every member
 * of the baby's family may know an invitation exists; strangers may not (404).
 */
export const invitationPolicy = {
  see: (_viewer: Viewer, _invitation: InvitationFacts) => true,
  can(viewer: Viewer, action: InvitationAction, invitation: InvitationFacts): boolean {
    switch (action) {
      case 'view':
        return true;
      case 'invite':
        return canGrant(viewer.permission, invitation.permission);
      case 'manage':
        return canManageFamily(viewer.permission);
      case 'remove_baby':
        return canManageFamily(viewer.permission) || invitation.invitee_id === viewer.userId;
    }
  },
  refusal(viewer: Viewer, action: InvitationAction): Refusal {
    return action === 'invite' && canManageFamily(viewer.permission)
      ? { status: 403, code: 'grant_too_high' }
      : { status: 403, code: 'forbidden' };
  },
};
