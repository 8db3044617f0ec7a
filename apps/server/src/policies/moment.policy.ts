import type { MomentAbilities, Privacy } from '@sprout/shared';
import { isCloseFamily, type Viewer } from './viewer.js';

export interface MomentFacts {
  author_id: number;
  privacy: Privacy;
  /** Members chosen for `custom` privacy. */
  visibleFor: readonly number[];
}

/** Whether the viewer may see a post at all. The SQL filter in repositories/visibility.ts must agree. */
export function canSeeMoment(viewer: Viewer, moment: MomentFacts): boolean {
  if (moment.author_id === viewer.userId) return true;
  switch (moment.privacy) {
    case 'family_and_relatives': return true;
    case 'family_only': return isCloseFamily(viewer);
    case 'private': return false;
    case 'custom': return moment.visibleFor.includes(viewer.userId);
  }
}

/** What the viewer may do with a post they can see: uploaders and Admins edit the baby's photos (spec §6). */
export function momentAbilities(viewer: Viewer, moment: Pick<MomentFacts, 'author_id'>): MomentAbilities {
  const editor = moment.author_id === viewer.userId || viewer.permission !== 'can_view';
  return { update: editor, delete: editor, comment: true, like: true };
}
