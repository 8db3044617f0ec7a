import type { Kysely } from 'kysely';
import type { Database, Moment, UploadBatch } from '../db/schema.js';

/** Upload batches: moments of one batch taken on the same local day share an event. */
export class BatchesRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async openFor(userId: number, babyId: number, now: number): Promise<number> {
    const open = await this.db
      .selectFrom('upload_batches')
      .select('id')
      .where('user_id', '=', userId)
      .where('baby_id', '=', babyId)
      .where('finished_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (open) return open.id;
    const created = await this.db
      .insertInto('upload_batches')
      .values({ user_id: userId, baby_id: babyId, created_at: now, finished_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }

  /** Closes the user's open batches (of one baby, or all); answers the batches it closed. */
  async finish(userId: number, babyId: number | null, now: number): Promise<UploadBatch[]> {
    let query = this.db
      .updateTable('upload_batches')
      .set({ finished_at: now })
      .where('user_id', '=', userId)
      .where('finished_at', 'is', null);
    if (babyId !== null) query = query.where('baby_id', '=', babyId);
    return query.returningAll().execute();
  }

  /**
   * Open batches nobody added to since `quietSince`: the uploader closed the tab before
   * PUT /moments/finish. Their last moment (or their start, when empty) is older than that.
   */
  async quietOpen(quietSince: number, limit: number): Promise<UploadBatch[]> {
    return this.db
      .selectFrom('upload_batches as b')
      .selectAll('b')
      .where('b.finished_at', 'is', null)
      .where('b.created_at', '<', quietSince)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('moments')
              .select('moments.id')
              .whereRef('moments.batch_id', '=', 'b.id')
              .where('moments.created_at', '>=', quietSince),
          ),
        ),
      )
      .orderBy('b.id')
      .limit(limit)
      .execute();
  }

  /** Closes one batch if it is still open; false when someone closed it meanwhile. */
  async finishOne(batchId: number, now: number): Promise<UploadBatch | undefined> {
    return this.db
      .updateTable('upload_batches')
      .set({ finished_at: now })
      .where('id', '=', batchId)
      .where('finished_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Claims the right to announce a finished batch, once: the uploader's finish and the quiet-period job
   * may both get there, and only the first writes notifications.
   */
  async claimNotify(batchId: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('upload_batches')
      .set({ notified_at: now })
      .where('id', '=', batchId)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The batch's moments still shown, oldest first, as the family will see them. */
  momentsOf(batchId: number): Promise<Moment[]> {
    return this.db
      .selectFrom('moments')
      .selectAll()
      .where('batch_id', '=', batchId)
      .where('active', '=', 1)
      .orderBy('taken_at_gmt')
      .orderBy('id')
      .execute();
  }
}
