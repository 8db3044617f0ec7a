import type { Viewer } from './viewer.js';

export interface CommentFacts {
  user_id: number;
  /** Whether the viewer may see what the comment is on: a comment is seen with its post, never without. */
  targetVisible: boolean;
}

export interface CommentAbilities {
  delete: boolean;
}

/** A comment is deleted by whoever wrote it and by the baby's Admins. */
export function commentAbilities(viewer: Viewer, comment: Pick<CommentFacts, 'user_id'>): CommentAbilities {
  return { delete: comment.user_id === viewer.userId || viewer.permission === 'can_manage' };
}

export const commentPolicy = {
  see: (_viewer: Viewer, comment: CommentFacts) => comment.targetVisible,
  can: (viewer: Viewer, action: keyof CommentAbilities | 'view', comment: CommentFacts) =>
    action === 'view' || commentAbilities(viewer, comment)[action],
};
