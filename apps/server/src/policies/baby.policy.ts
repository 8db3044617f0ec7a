import type { BabyAbilities, Permission } from '@sprout/shared';
import type { Viewer } from './viewer.js';

/** What a member may do with a baby's album, by permission (spec §6). */
export function babyAbilities(permission: Permission | undefined): BabyAbilities {
  if (!permission) return { view: false, upload: false, manage: false, comment: false, like: false };
  return {
    view: true,
    comment: true,
    like: true,
    upload: permission === 'can_upload' || permission === 'can_manage',
    manage: permission === 'can_manage',
  };
}

/** Every member sees the album; the viewer exists only for members. */
export const babyPolicy = {
  see: (_viewer: Viewer, _baby: object) => true,
  can: (viewer: Viewer, action: keyof BabyAbilities, _baby: object) => babyAbilities(viewer.permission)[action],
};
