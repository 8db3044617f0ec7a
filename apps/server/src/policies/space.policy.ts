import type { Refusal } from './authorize.js';
import { babyAbilities } from './baby.policy.js';
import type { Viewer } from './viewer.js';

/** A baby's space as the storage rules read it (spec §1, §4; ADR 0040). */
export interface SpaceFacts {
  /** Every byte stored for the baby's moments. */
  storageBytes: number;
  /** FREE_STORAGE_BYTES; null: no limit. */
  freeBytes: number | null;
  /** The VIP in force, its own or shared (Unix seconds; 0 never VIP). */
  vipExpiration: number;
  now: number;
}

export type SpaceState = 'free' | 'vip' | 'vip_expired';

export const isVip = (space: Pick<SpaceFacts, 'vipExpiration' | 'now'>) => space.vipExpiration > space.now;

/** Free, VIP (unlimited) or VIP expired (spec §4): active while vip_expiration is in the future, out of VIP when positive but past. */
export function spaceState(space: SpaceFacts): SpaceState {
  if (isVip(space)) return 'vip';
  return space.vipExpiration > 0 ? 'vip_expired' : 'free';
}

/** The free storage is used up: never with no limit set. */
export function spaceOverflow(space: SpaceFacts): boolean {
  return space.freeBytes !== null && space.storageBytes >= space.freeBytes;
}

/**
 * Uploads to a space: a member who may upload, unless the free storage is used up and no VIP is in force.
 * Nothing stored is ever hidden or removed by these rules; only new uploads wait.
 */
export const spacePolicy = {
  see: (_viewer: Viewer, _space: SpaceFacts) => true,
  can: (viewer: Viewer, action: 'upload', space: SpaceFacts) =>
    action === 'upload' && babyAbilities(viewer.permission).upload && (isVip(space) || !spaceOverflow(space)),
  refusal: (viewer: Viewer, _action: 'upload', space: SpaceFacts): Refusal => {
    if (!babyAbilities(viewer.permission).upload) return { status: 403, code: 'forbidden' };
    return { status: 409, code: spaceState(space) === 'vip_expired' ? 'vip_expired' : 'free_storage_used_up' };
  },
};

/** Sharing VIP (spec §6): an Admin of both babies. */
export const vipPolicy = {
  see: (_viewer: Viewer, _baby: object) => true,
  can: (viewer: Viewer, action: 'share' | 'revoke', _baby: object) =>
    (action === 'share' || action === 'revoke') && babyAbilities(viewer.permission).manage,
};
