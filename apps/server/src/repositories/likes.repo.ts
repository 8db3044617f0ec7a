import type { Kysely } from 'kysely';
import type { Database, TargetType } from '../db/schema.js';

export class LikesRepo {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds the like and bumps the count; false when the user had already liked it (one like per user). */
  async like(type: TargetType, targetId: number, userId: number, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('likes').values({ target_type: type, target_id: targetId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.doNothing()).returning('user_id').executeTakeFirst();
      if (!inserted) return false;
      await trx.updateTable(type === 'event' ? 'events' : 'moments')
        .set((eb) => ({ likes_count: eb('likes_count', '+', 1) })).where('id', '=', targetId).execute();
      return true;
    });
  }

  async unlike(type: TargetType, targetId: number, userId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom('likes')
        .where('target_type', '=', type).where('target_id', '=', targetId).where('user_id', '=', userId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await trx.updateTable(type === 'event' ? 'events' : 'moments')
        .set((eb) => ({ likes_count: eb('likes_count', '-', 1) })).where('id', '=', targetId).execute();
      return true;
    });
  }

  async count(type: TargetType, targetId: number): Promise<number> {
    const row = await this.db.selectFrom(type === 'event' ? 'events' : 'moments').select('likes_count').where('id', '=', targetId).executeTakeFirst();
    return row?.likes_count ?? 0;
  }

  /** Which of these targets the user likes. */
  async likedBy(userId: number, type: TargetType, targetIds: readonly number[]): Promise<Set<number>> {
    if (targetIds.length === 0) return new Set();
    const rows = await this.db.selectFrom('likes').select('target_id')
      .where('user_id', '=', userId).where('target_type', '=', type).where('target_id', 'in', targetIds).execute();
    return new Set(rows.map((r) => r.target_id));
  }
}
