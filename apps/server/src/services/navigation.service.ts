import { bucketOrder, parseBucketKey, type NavigationsReply } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import { isCloseFamily } from '../policies/viewer.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { BucketCountsRepo } from '../repositories/bucket-counts.repo.js';
import type { Actor } from './actor.js';

/** The table of contents: one entry per age bucket the viewer has posts in, newest first. */
export class NavigationService {
  constructor(private readonly babiesRepo: BabiesRepo, private readonly counts: BucketCountsRepo) {}

  async forBaby(actor: Actor, babyId: number, locale: string): Promise<NavigationsReply> {
    const viewer = await actor.requireMember(babyId);
    const baby = await this.babiesRepo.findById(babyId);
    const counts = await this.counts.forViewer(babyId, actor.id, isCloseFamily(viewer));
    const list = [...counts.entries()].flatMap(([key, count]) => {
      const bucket = parseBucketKey(key);
      if (!bucket) return [];
      const [from, to] = bucket.kind === 'before' ? [-1, 0] : bucket.kind === 'month' ? [bucket.month, bucket.month + 1] : [bucket.year, bucket.year + 1];
      const label = bucket.kind === 'before'
        ? translate(locale, 'buckets.before_birth')
        : translate(locale, bucket.kind === 'month' ? 'buckets.months' : 'buckets.years', { from, to });
      return [{ key, label, count, from, to, order: bucketOrder(bucket) }];
    }).sort((a, b) => b.order - a.order).map(({ order: _order, ...entry }) => entry);
    return { baby_id: babyId, birthday: baby?.birthday ?? null, list };
  }
}
