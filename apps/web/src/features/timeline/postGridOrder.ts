import type { MomentReply } from '@sprout/shared';
import { viewableMoments } from '../media';
import { freshIds, newestFirst } from './cardGrowth';

/** One post's pictures, videos and audio as its grid lays them out, and which of them were just added. */
export interface PostGridOrder {
  shown: MomentReply[];
  added: ReadonlySet<number>;
}

/**
 * The order of one post's grid (`/timeline/moments?post=&new=`), which the
 * viewer opened over it walks through too: with `fresh` just-added moments
 * they come first, newest first, and previous / next must follow what the
 * person just saw rather than jump back to the event's taken-at order.
 */
export function postGridOrder(moments: readonly MomentReply[], fresh: number): PostGridOrder {
  const added = freshIds(moments, fresh);
  return { shown: newestFirst(viewableMoments(moments), added), added };
}
