import { ageBucket, bucketKey, type Privacy } from '@sprout/shared';
import type { Moment } from '../db/schema.js';
import { audienceOf } from '../policies/moment.policy.js';
import type { BucketCountsRepo } from '../repositories/bucket-counts.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';

type Counted = Pick<Moment, 'author_id' | 'baby_id' | 'taken_at_gmt' | 'privacy'>;

/**
 * Keeps bucket_counts (the table of contents) in step with the timeline:
 * each moment counts once in its age bucket under every audience that sees
 * it. Built over the repositories of the caller's transaction; MomentWriter is
 * its one user, so no write can count without keeping the rest in step.
 */
export class BucketCounts {
  constructor(
    private readonly counts: BucketCountsRepo,
    private readonly moments: MomentsRepo,
  ) {}

  count(moment: Counted, visibleFor: readonly number[], birthday: string | null): Promise<void> {
    return this.change(moment, visibleFor, birthday, 1);
  }

  uncount(moment: Counted, visibleFor: readonly number[], birthday: string | null): Promise<void> {
    return this.change(moment, visibleFor, birthday, -1);
  }

  /** After a birthday change every moment may move bucket: count them all again. */
  async rebuild(babyId: number, birthday: string | null): Promise<void> {
    await this.counts.clear(babyId);
    for await (const batch of this.moments.activeOfBaby(babyId, 2_000)) {
      const visible = await this.moments.visibleFor(batch.filter((m) => m.privacy === 'custom').map((m) => m.id));
      for (const moment of batch) await this.count(moment, visible.get(moment.id) ?? [], birthday);
    }
  }

  private async change(
    moment: Counted,
    visibleFor: readonly number[],
    birthday: string | null,
    delta: 1 | -1,
  ): Promise<void> {
    const bucket = bucketKey(ageBucket(birthday, moment.taken_at_gmt));
    const rows = audienceOf({ author_id: moment.author_id, privacy: moment.privacy as Privacy, visibleFor });
    await this.counts.add(moment.baby_id, bucket, rows, delta);
  }
}
