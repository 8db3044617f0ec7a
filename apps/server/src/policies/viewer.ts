import { NON_CLOSE_RELATIONS, type Permission, type Relation } from '@sprout/shared';

/** Who is looking at a baby's album: the user and their membership in that baby's family. */
export interface Viewer {
  userId: number;
  relation: Relation;
  permission: Permission;
}

/** Close family by relation alone: every relation but the distant ones (friend, follow, pet, custom). */
export function isCloseRelation(relation: Relation): boolean {
  return !NON_CLOSE_RELATIONS.includes(relation);
}

/** Close family sees `family_only` posts: every close relation, and every Admin. */
export function isCloseFamily(viewer: Pick<Viewer, 'relation' | 'permission'>): boolean {
  return viewer.permission === 'can_manage' || isCloseRelation(viewer.relation);
}
