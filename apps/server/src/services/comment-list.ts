import type { CommentsReply } from '@sprout/shared';
import type { LikeCommentTarget } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { presentComment } from '../presenters/comment.presenter.js';
import type { CommentsRepo } from '../repositories/comments.repo.js';
import { keysetPage } from './paging.js';

const PAGE = 50;
/** A comments cursor: a comment id, at most 15 digits, so it stays a safe integer the database can compare. */
export const COMMENT_CURSOR = /^\d{1,15}$/;

/**
 * One page of the comments on an event, a moment or a tag's value, oldest
 * first, for a viewer the caller has let see the target. The cursor is the
 * last comment's id; one this server did not make (the routes check its form)
 * starts from the beginning.
 */
export async function listComments(
  comments: Pick<CommentsRepo, 'list'>,
  viewer: Viewer,
  type: LikeCommentTarget,
  targetId: number,
  nextPage: string | undefined,
): Promise<CommentsReply> {
  const after = nextPage && COMMENT_CURSOR.test(nextPage) ? Number(nextPage) : 0;
  const rows = await comments.list(type, targetId, after, PAGE + 1);
  const { page, next_page } = keysetPage(rows, PAGE, (last) => String(last.id));
  return { list: page.map((row) => presentComment(row, viewer)), next_page };
}
