import { bucketLabel, bucketOrder, parseBucketKey, type AgeBucket, type NavigationsReply } from '@sprout/shared';
import { translate } from '@sprout/shared/i18n/server';
import { isCloseFamily } from '../policies/viewer.js';
import type { BabiesRepo } from '../repositories/babies.repo.js';
import type { BucketCountsRepo } from '../repositories/bucket-counts.repo.js';
import type { Actor } from './actor.js';

/** `from`/`to` of an entry: months of age in the first year, and from age one too (year 1, month 3 is 15-16); -1-0 before birth. */
function span(bucket: AgeBucket): [number, number] {
  if (bucket.kind === 'before') return [-1, 0];
  const months = bucketOrder(bucket);
  return [months, months + 1];
}

/** The table of contents: one entry per age bucket the viewer has posts in, newest first. */
export class NavigationService {
  constructor(
    private readonly babiesRepo: BabiesRepo,
    private readonly counts: BucketCountsRepo,
  ) {}

  async forBaby(actor: Actor, babyId: number, locale: string): Promise<NavigationsReply> {
    const viewer = await actor.requireMember(babyId);
    const baby = await this.babiesRepo.findById(babyId);
    const counts = await this.counts.forViewer(babyId, actor.id, isCloseFamily(viewer));
    const list = [...counts.entries()]
      .flatMap(([key, count]) => {
        const bucket = parseBucketKey(key);
        if (!bucket) return [];
        const { key: labelKey, values } = bucketLabel(bucket);
        const [from, to] = span(bucket);
        return [{ key, label: translate(locale, labelKey, values), count, from, to, order: bucketOrder(bucket) }];
      })
      .sort((a, b) => b.order - a.order)
      .map(({ order: _order, ...entry }) => entry);
    return { baby_id: babyId, birthday: baby?.birthday ?? null, list };
  }
}
