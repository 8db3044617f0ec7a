import type { Kysely } from 'kysely';
import type { Comment, Database, LikeCommentTarget, TargetType } from '../db/schema.js';
import { atomically } from './atomically.js';
import { recordEventChange, type TimelineInvalidator } from './timeline-version.js';

export class CommentsRepo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly caches: TimelineInvalidator,
  ) {}

  findById(id: number): Promise<Comment | undefined> {
    return this.db.selectFrom('comments').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  }

  /** Adds a comment, counts it and records the change on `eventId`, the event its target shows on. */
  async insert(row: {
    baby_id: number;
    target_type: TargetType;
    target_id: number;
    event_id: number;
    user_id: number;
    content: string;
    now: number;
  }): Promise<Comment> {
    return atomically(this.db, async (trx) => {
      const comment = await trx
        .insertInto('comments')
        .values({
          baby_id: row.baby_id,
          target_type: row.target_type,
          target_id: row.target_id,
          user_id: row.user_id,
          content: row.content,
          active: 1,
          created_at: row.now,
          updated_at: row.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable(row.target_type === 'event' ? 'events' : 'moments')
        .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
        .where('id', '=', row.target_id)
        .execute();
      await recordEventChange(trx, this.caches, row.event_id, row.now);
      return comment;
    });
  }

  async deactivate(comment: Comment, eventId: number, now: number): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx.updateTable('comments').set({ active: 0, updated_at: now }).where('id', '=', comment.id).execute();
      await trx
        .updateTable(comment.target_type === 'event' ? 'events' : 'moments')
        .set((eb) => ({ comments_count: eb('comments_count', '-', 1) }))
        .where('id', '=', comment.target_id)
        .execute();
      await recordEventChange(trx, this.caches, eventId, now);
    });
  }

  /** Everyone with a comment still shown on one target: they hear of replies (ADR 0030). */
  async commentersOf(type: LikeCommentTarget, targetId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('comments')
      .select('user_id')
      .distinct()
      .where('target_type', '=', type)
      .where('target_id', '=', targetId)
      .where('active', '=', 1)
      .execute();
    return rows.map((r) => r.user_id);
  }

  /** Comments on one target, oldest first, with their authors' names; keyset paging by id. */
  list(type: LikeCommentTarget, targetId: number, afterId: number, limit: number) {
    return this.db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .selectAll('comments')
      .select('users.name as user_name')
      .where('comments.target_type', '=', type)
      .where('comments.target_id', '=', targetId)
      .where('comments.active', '=', 1)
      .where('comments.id', '>', afterId)
      .orderBy('comments.id')
      .limit(limit)
      .execute();
  }
}
