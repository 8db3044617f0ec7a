import type { TrashAbilities } from '@sprout/shared';
import { canSeeMoment, type MomentFacts } from './moment.policy.js';
import type { Viewer } from './viewer.js';

export interface TrashFacts extends MomentFacts {
  /** Who moved it to the trash; null for moments deleted before the trash existed. */
  deleted_by: number | null;
}

export type TrashAction = keyof TrashAbilities | 'view';

/**
 * Who finds a deleted moment in the trash: Admins (every post of the baby
 * they could see), its uploader, and whoever deleted it (so the Undo in their
 * notice works). Privacy still holds: nobody meets a post there they could
 * not see on the timeline.
 */
function keeps(viewer: Viewer, item: TrashFacts): boolean {
  return viewer.permission === 'can_manage' || item.author_id === viewer.userId || item.deleted_by === viewer.userId;
}

/** Restoring is open to all who see it; deleting for good to Admins and the uploader, whose photo it is. */
export function trashAbilities(viewer: Viewer, item: TrashFacts): TrashAbilities {
  return { restore: true, purge: viewer.permission === 'can_manage' || item.author_id === viewer.userId };
}

export const trashPolicy = {
  see: (viewer: Viewer, item: TrashFacts) => canSeeMoment(viewer, item) && keeps(viewer, item),
  can(viewer: Viewer, action: TrashAction, item: TrashFacts): boolean {
    if (action === 'view') return true;
    return trashAbilities(viewer, item)[action];
  },
};
