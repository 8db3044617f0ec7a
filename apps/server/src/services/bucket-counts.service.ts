import { ageBucket, bucketKey, type Privacy } from '@sprout/shared';
import type { Moment } from '../db/schema.js';
import type { AudienceRow, BucketCountsRepo } from '../repositories/bucket-counts.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';

/**
 * Who counts a moment in the table of contents, mirroring canSeeMoment:
 * everyone, close family (and a non-close author), or named users.
 */
export function audienceRows(moment: Pick<Moment, 'author_id'> & { privacy: Privacy | string }, visibleFor: readonly number[]): AudienceRow[] {
  switch (moment.privacy) {
    case 'family_and_relatives': return [{ audience: 'all', user_id: 0 }];
    case 'family_only': return [{ audience: 'close', user_id: 0 }, { audience: 'close_author', user_id: moment.author_id }];
    case 'private': return [{ audience: 'user', user_id: moment.author_id }];
    default: return [...new Set([moment.author_id, ...visibleFor])].map((user_id) => ({ audience: 'user' as const, user_id }));
  }
}

/** Keeps bucket_counts in step with the timeline on every moment change. */
export class BucketCountsService {
  constructor(private readonly counts: BucketCountsRepo, private readonly moments: MomentsRepo) {}

  async add(moment: Pick<Moment, 'author_id' | 'baby_id' | 'taken_at_gmt' | 'privacy'>, visibleFor: readonly number[], birthday: string | null, delta: 1 | -1): Promise<void> {
    const bucket = bucketKey(ageBucket(birthday, moment.taken_at_gmt));
    await this.counts.add(moment.baby_id, bucket, audienceRows(moment, visibleFor), delta);
  }

  /** After a birthday change every moment may move bucket: count them all again. */
  async rebuild(babyId: number, birthday: string | null): Promise<void> {
    await this.counts.clear(babyId);
    for await (const batch of this.moments.activeOfBaby(babyId, 2_000)) {
      const visible = await this.moments.visibleFor(batch.filter((m) => m.privacy === 'custom').map((m) => m.id));
      for (const moment of batch) await this.add(moment, visible.get(moment.id) ?? [], birthday, 1);
    }
  }
}
