import type { MomentAbilities, Privacy } from '@sprout/shared';
import { isCloseFamily, type Viewer } from './viewer.js';

export interface MomentFacts {
  author_id: number;
  privacy: Privacy;
  /** Members chosen for `custom` privacy. */
  visibleFor: readonly number[];
}

/**
 * Who sees a post, as rows a count can be kept under: everyone, close
 * family (and the author, who may not be close), or named users. A viewer
 * sees the post exactly when one of these rows matches them (see `matchesAudience`).
 */
export type Audience =
  { audience: 'all' | 'close'; user_id: 0 } | { audience: 'close_author' | 'user'; user_id: number };

export function audienceOf(moment: MomentFacts): Audience[] {
  switch (moment.privacy) {
    case 'family_and_relatives':
      return [{ audience: 'all', user_id: 0 }];
    case 'family_only':
      return [
        { audience: 'close', user_id: 0 },
        { audience: 'close_author', user_id: moment.author_id },
      ];
    case 'private':
      return [{ audience: 'user', user_id: moment.author_id }];
    case 'custom':
      return [...new Set([moment.author_id, ...moment.visibleFor])].map((user_id) => ({
        audience: 'user' as const,
        user_id,
      }));
  }
}

/** Whether an audience row includes the viewer; repositories/bucket-counts.repo.ts is its SQL twin. */
export function matchesAudience(viewer: Viewer, row: Audience): boolean {
  switch (row.audience) {
    case 'all':
      return true;
    case 'close':
      return isCloseFamily(viewer);
    case 'close_author':
      return !isCloseFamily(viewer) && row.user_id === viewer.userId;
    case 'user':
      return row.user_id === viewer.userId;
  }
}

/**
 * Whether the viewer may see a post at all: the one rule of who sees what,
 * stated through the audience rows above so the table of contents can never
 * count differently. Its SQL twins are repositories/visibility.ts (lists) and
 * BucketCountsRepo.forViewer (counts); a parity test holds them together.
 */
export function canSeeMoment(viewer: Viewer, moment: MomentFacts): boolean {
  return audienceOf(moment).some((row) => matchesAudience(viewer, row));
}

export type MomentAction = keyof MomentAbilities | 'view';

/**
 * What the viewer may do with a post they can see: uploaders and Admins edit
 * the baby's photos (spec §6); a post's audience is its author's choice alone.
 */
export function momentAbilities(viewer: Viewer, moment: Pick<MomentFacts, 'author_id'>): MomentAbilities {
  const editor = moment.author_id === viewer.userId || viewer.permission !== 'can_view';
  return {
    update: editor,
    delete: editor,
    comment: true,
    like: true,
    change_privacy: moment.author_id === viewer.userId,
  };
}

export const momentPolicy = {
  see: canSeeMoment,
  can(viewer: Viewer, action: MomentAction, moment: MomentFacts): boolean {
    if (action === 'view') return true;
    return momentAbilities(viewer, moment)[action];
  },
};
