import type { Permission, Relation } from '@sprout/shared';

/** Who is looking at a baby's album: the user and their membership in that baby's family. */
export interface Viewer {
  userId: number;
  relation: Relation;
  permission: Permission;
}

// The rule is shared with the web's privacy picker, which says whom each choice reaches.
export { isCloseFamily, isCloseRelation } from '@sprout/shared';
