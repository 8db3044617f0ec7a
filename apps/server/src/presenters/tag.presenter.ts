import type { TagFlag, TagReply } from '@sprout/shared';
import type { MomentTag } from '../db/schema.js';
import { mediaUrl } from './moment.presenter.js';

/** How many of a tag's moments the viewer may see, by kind. */
export interface TagCountsView {
  moments: number;
  pictures: number;
  videos: number;
  texts: number;
}

export const NO_COUNTS: TagCountsView = { moments: 0, pictures: 0, videos: 0, texts: 0 };

/** A tag with its counts and covers as one viewer sees them (ADR 0016: counted over what they may see). */
export function presentTag(
  tag: MomentTag,
  counts: TagCountsView,
  covers: ReadonlyArray<{ moment_id: number; updated_at: number }>,
): TagReply {
  return {
    id: tag.id,
    tag_id: tag.id,
    tag_name: tag.name,
    tag_flag: tag.flag as TagFlag,
    active: tag.active === 1,
    covers: covers.map((c) => ({ moment_id: c.moment_id, thumb: mediaUrl(c.moment_id, 'thumb', c.updated_at) })),
    moments_count: counts.moments,
    pictures_count: counts.pictures,
    videos_count: counts.videos,
    records_count: counts.texts,
  };
}
