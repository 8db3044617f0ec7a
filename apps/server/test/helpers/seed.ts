import type { AppContext } from '../../src/context.js';
import type { User } from '../../src/db/schema.js';
import { BucketCounts } from '../../src/services/bucket-counts.service.js';
import { nowSeconds } from '../../src/util/time.js';

/**
 * Text moments written straight through the repositories: fast fixtures for
 * timeline tests that are about ordering and visibility, not media.
 */
export async function seedMoment(
  ctx: AppContext,
  author: User,
  babyId: number,
  takenAt: number,
  privacy = 'family_and_relatives',
  options: { layout?: string; visibleFor?: number[] } = {},
) {
  const now = nowSeconds();
  const event = await ctx.repos.events.insert({
    baby_id: babyId,
    author_id: author.id,
    batch_id: null,
    local_date: new Date(takenAt * 1000).toISOString().slice(0, 10),
    taken_at_gmt: takenAt,
    layout: options.layout ?? 'default',
    caption: '',
    active: 1,
    likes_count: 0,
    comments_count: 0,
    created_at: now,
    updated_at: now,
  });
  const moment = await ctx.repos.moments.insert(
    {
      event_id: event.id,
      baby_id: babyId,
      author_id: author.id,
      type: 'text',
      content: `taken ${takenAt}`,
      taken_at_gmt: takenAt,
      privacy,
      service: 'test',
      client_id: null,
      original_key: null,
      original_mime: null,
      original_bytes: 0,
      content_sha256: null,
      picture_width: null,
      picture_height: null,
      duration: null,
      thumb_key: null,
      large_key: null,
      media_state: 'ready',
      active: 1,
      likes_count: 0,
      comments_count: 0,
      created_at: now,
      updated_at: now,
    },
    options.visibleFor ?? [],
  );
  const baby = await ctx.repos.babies.findById(babyId);
  await new BucketCounts(ctx.repos.bucketCounts, ctx.repos.moments).count(
    moment,
    options.visibleFor ?? [],
    baby?.birthday ?? null,
  );
  return { event, moment };
}
