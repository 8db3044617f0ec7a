import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

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

  async finish(userId: number, babyId: number | null, now: number): Promise<void> {
    let query = this.db
      .updateTable('upload_batches')
      .set({ finished_at: now })
      .where('user_id', '=', userId)
      .where('finished_at', 'is', null);
    if (babyId !== null) query = query.where('baby_id', '=', babyId);
    await query.execute();
  }
}
