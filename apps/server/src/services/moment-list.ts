import type { MomentReply } from '@sprout/shared';
import type { Moment } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { presentMoment } from '../presenters/moment.presenter.js';
import type { LikesRepo } from '../repositories/likes.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';
import { encodeCursor, keysetPage } from './paging.js';

/** What presenting moments to a viewer reads: custom audiences and the viewer's likes. */
export interface MomentListRepos {
  moments: Pick<MomentsRepo, 'visibleFor'>;
  likes: Pick<LikesRepo, 'likedBy'>;
}

/** The chosen members of those moments whose privacy is custom, in one query (the others have none). */
export function customAudiences(
  moments: Pick<MomentsRepo, 'visibleFor'>,
  rows: readonly Moment[],
): Promise<Map<number, number[]>> {
  return moments.visibleFor(rows.filter((m) => m.privacy === 'custom').map((m) => m.id));
}

/** Moments as the viewer sees them (audience, their like, abilities), in two queries however many. */
export async function presentMoments(
  repos: MomentListRepos,
  viewer: Viewer,
  rows: readonly Moment[],
): Promise<MomentReply[]> {
  // Side by side: on PostgreSQL each is a round trip, and a timeline render after a change waits for all of them (ADR 0034).
  const [audiences, liked] = await Promise.all([
    customAudiences(repos.moments, rows),
    repos.likes.likedBy(
      viewer.userId,
      'moment',
      rows.map((m) => m.id),
    ),
  ]);
  return rows.map((m) => presentMoment(m, viewer, audiences.get(m.id) ?? [], liked.has(m.id)));
}

/**
 * A newest-first page of moments for a viewer (the album, a tag's moments):
 * `size + 1` rows fetched on (taken_at_gmt, id), the page presented beside its
 * rows, and the cursor to the next.
 */
export async function momentPage<M extends Moment>(
  repos: MomentListRepos,
  viewer: Viewer,
  rows: readonly M[],
  size: number,
): Promise<{ rows: M[]; moments: MomentReply[]; next_page: string | null }> {
  const { page, next_page } = keysetPage(rows, size, (last) =>
    encodeCursor({ takenAt: last.taken_at_gmt, id: last.id }),
  );
  return { rows: page, moments: await presentMoments(repos, viewer, page), next_page };
}
