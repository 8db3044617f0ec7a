import type { Kysely } from 'kysely';
import type { Comment, Database, TargetType } from '../db/schema.js';

export class CommentsRepo {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: number): Promise<Comment | undefined> {
    return this.db.selectFrom('comments').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  }

  async insert(row: { baby_id: number; target_type: TargetType; target_id: number; user_id: number; content: string; now: number }): Promise<Comment> {
    return this.db.transaction().execute(async (trx) => {
      const comment = await trx.insertInto('comments').values({
        baby_id: row.baby_id, target_type: row.target_type, target_id: row.target_id, user_id: row.user_id,
        content: row.content, active: 1, created_at: row.now, updated_at: row.now,
      }).returningAll().executeTakeFirstOrThrow();
      await trx.updateTable(row.target_type === 'event' ? 'events' : 'moments')
        .set((eb) => ({ comments_count: eb('comments_count', '+', 1) })).where('id', '=', row.target_id).execute();
      return comment;
    });
  }

  async deactivate(comment: Comment, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('comments').set({ active: 0, updated_at: now }).where('id', '=', comment.id).execute();
      await trx.updateTable(comment.target_type === 'event' ? 'events' : 'moments')
        .set((eb) => ({ comments_count: eb('comments_count', '-', 1) })).where('id', '=', comment.target_id).execute();
    });
  }

  /** Comments on one target, oldest first, with their authors' names; keyset paging by id. */
  list(type: TargetType, targetId: number, afterId: number, limit: number) {
    return this.db.selectFrom('comments').innerJoin('users', 'users.id', 'comments.user_id')
      .selectAll('comments').select('users.name as user_name')
      .where('comments.target_type', '=', type).where('comments.target_id', '=', targetId)
      .where('comments.active', '=', 1).where('comments.id', '>', afterId)
      .orderBy('comments.id').limit(limit).execute();
  }
}
