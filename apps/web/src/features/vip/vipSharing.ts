import type { FamilyRelationReply, LinkedBaby } from '@sprout/shared';
import { membershipOf, type Membership } from './space';

/** One VIP covers this many babies, the one that holds it included (spec §1; the server's VIP_QUOTA). */
export const VIP_PLACES = 3;

export interface ShareTarget {
  baby: LinkedBaby;
  /** Shares this VIP: it can be taken back. */
  shared: boolean;
  membership: Membership;
}

export interface VipSharing {
  /** Places of the VIP in use, the VIP baby's own included, as far as this user's family list shows them. */
  used: number;
  places: number;
  targets: ShareTarget[];
}

/**
 * What the Admin of a VIP baby may do with its VIP (spec §6, ADR 0040): share it with the other babies they
 * administer, and take it back from those sharing it. Null when `babyId` has no VIP of its own or the user
 * is not its Admin: only a VIP of its own is shared. Whether a grant goes through is the server's answer
 * (no quota, already VIP), so every other baby is offered.
 */
export function vipSharingOf(
  list: readonly FamilyRelationReply[],
  babyId: number,
  nowSeconds: number,
): VipSharing | null {
  const source = list.find((relation) => relation.with_user.linked_baby_id === babyId);
  if (!source?.abilities.manage) return null;
  const baby = source.with_user.linked_baby;
  if (baby.vip_from_baby_id !== null || membershipOf(baby, nowSeconds).kind !== 'member') return null;
  const targets = list
    .filter((relation) => relation.abilities.manage && relation.with_user.linked_baby_id !== babyId)
    .map((relation) => {
      const target = relation.with_user.linked_baby;
      return { baby: target, shared: target.vip_from_baby_id === babyId, membership: membershipOf(target, nowSeconds) };
    });
  return { used: 1 + targets.filter((t) => t.shared).length, places: VIP_PLACES, targets };
}

/**
 * Whether the baby's VIP menu items are worth showing (ADR 0040): a family running its own Sprout with no free
 * limit never meets VIP screens, unless the baby has (or had) a VIP to manage.
 */
export function showsVipScreens(baby: Pick<LinkedBaby, 'free_storage_bytes'>, membership: Membership): boolean {
  return baby.free_storage_bytes !== null || membership.kind !== 'none';
}
