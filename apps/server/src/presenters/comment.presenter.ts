import type { CommentReply } from '@sprout/shared';
import { commentAbilities } from '../policies/comment.policy.js';
import type { Viewer } from '../policies/viewer.js';

/** A comment as it is stored, with its author's name: on an event, a moment or a tag's value alike. */
export interface CommentRow {
  id: number;
  content: string;
  created_at: number;
  user_id: number;
  user_name: string;
}

/** A comment as the viewer sees it: who wrote it, and whether they may delete it. */
export function presentComment(row: CommentRow, viewer: Viewer): CommentReply {
  return {
    id: row.id,
    content: row.content,
    created_at: row.created_at,
    user: { id: row.user_id, name: row.user_name },
    abilities: commentAbilities(viewer, row),
  };
}
