import type { Viewer } from './viewer.js';

/**
 * A baby's tags belong to its family: every member sees them (what a tag
 * holds is filtered moment by moment). Uploaders and Admins make tags and
 * put them on, or take them off, the moments they see; view-only members
 * look, like and comment (spec §6).
 */
export type TagAction = 'view' | 'create' | 'tag' | 'untag';

export function canTag(viewer: Viewer): boolean {
  return viewer.permission === 'can_upload' || viewer.permission === 'can_manage';
}

export const tagPolicy = {
  see: (_viewer: Viewer, _tag: object) => true,
  can: (viewer: Viewer, action: TagAction, _tag: object) => action === 'view' || canTag(viewer),
};
