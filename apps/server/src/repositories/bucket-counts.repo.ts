import type { Kysely } from 'kysely';
import type { BucketCountsTable, Database } from '../db/schema.js';

/** One audience a moment is counted under (policies/moment.policy.ts audienceOf). */
export type AudienceRow = Pick<BucketCountsTable, 'audience' | 'user_id'>;

export class BucketCountsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async add(babyId: number, bucket: string, rows: readonly AudienceRow[], delta: number): Promise<void> {
    for (const row of rows) {
      await this.db
        .insertInto('bucket_counts')
        .values({ baby_id: babyId, bucket, ...row, moments: delta })
        .onConflict((oc) =>
          oc
            .columns(['baby_id', 'bucket', 'audience', 'user_id'])
            .doUpdateSet((eb) => ({ moments: eb('bucket_counts.moments', '+', delta) })),
        )
        .execute();
    }
  }

  /** Moments per bucket the viewer may see: the SQL twin of matchesAudience, O(buckets × audiences), never a scan of the timeline. */
  async forViewer(babyId: number, userId: number, close: boolean): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('bucket_counts')
      .select(['bucket', (eb) => eb.fn.sum<number>('moments').as('moments')])
      .where('baby_id', '=', babyId)
      .where((eb) =>
        eb.or([
          eb('audience', '=', 'all'),
          close
            ? eb('audience', '=', 'close')
            : eb.and([eb('audience', '=', 'close_author'), eb('user_id', '=', userId)]),
          eb.and([eb('audience', '=', 'user'), eb('user_id', '=', userId)]),
        ]),
      )
      .groupBy('bucket')
      .execute();
    return new Map(rows.filter((r) => Number(r.moments) > 0).map((r) => [r.bucket, Number(r.moments)]));
  }

  async clear(babyId: number): Promise<void> {
    await this.db.deleteFrom('bucket_counts').where('baby_id', '=', babyId).execute();
  }
}
