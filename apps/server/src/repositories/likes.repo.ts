import type { Kysely } from 'kysely';
import type { Database, TargetType } from '../db/schema.js';
import { atomically } from './atomically.js';
import { recordEventChange, type TimelineInvalidator } from './timeline-version.js';

/** A like's target and the event it shows on: counts travel with the event, so sync must see each change. */
export interface LikeTarget {
  type: TargetType;
  id: number;
  eventId: number;
}

export class LikesRepo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly caches: TimelineInvalidator,
  ) {}

  /** Adds the like and bumps the count; false when the user had already liked it (one like per user). */
  async like({ type, id: targetId, eventId }: LikeTarget, userId: number, now: number): Promise<boolean> {
    return atomically(this.db, async (trx) => {
      const inserted = await trx
        .insertInto('likes')
        .values({ target_type: type, target_id: targetId, user_id: userId, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!inserted) return false;
      await trx
        .updateTable(type === 'event' ? 'events' : 'moments')
        .set((eb) => ({ likes_count: eb('likes_count', '+', 1) }))
        .where('id', '=', targetId)
        .execute();
      await recordEventChange(trx, this.caches, eventId, now);
      return true;
    });
  }

  async unlike({ type, id: targetId, eventId }: LikeTarget, userId: number, now: number): Promise<boolean> {
    return atomically(this.db, async (trx) => {
      const deleted = await trx
        .deleteFrom('likes')
        .where('target_type', '=', type)
        .where('target_id', '=', targetId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await trx
        .updateTable(type === 'event' ? 'events' : 'moments')
        .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
        .where('id', '=', targetId)
        .execute();
      await recordEventChange(trx, this.caches, eventId, now);
      return true;
    });
  }

  async count(type: TargetType, targetId: number): Promise<number> {
    const row = await this.db
      .selectFrom(type === 'event' ? 'events' : 'moments')
      .select('likes_count')
      .where('id', '=', targetId)
      .executeTakeFirst();
    return row?.likes_count ?? 0;
  }

  /** Which of these targets the user likes. */
  async likedBy(userId: number, type: TargetType, targetIds: readonly number[]): Promise<Set<number>> {
    return (await this.likedAmong(userId, { [type]: targetIds }))[type];
  }

  /** Which of these events and moments the user likes, in one query (one round trip on PostgreSQL). */
  async likedAmong(
    userId: number,
    targets: Partial<Record<TargetType, readonly number[]>>,
  ): Promise<Record<TargetType, Set<number>>> {
    const out: Record<TargetType, Set<number>> = { event: new Set(), moment: new Set() };
    const asked = (Object.entries(targets) as Array<[TargetType, readonly number[]]>).filter(
      ([, ids]) => ids.length > 0,
    );
    if (asked.length === 0) return out;
    const rows = await this.db
      .selectFrom('likes')
      .select(['target_type', 'target_id'])
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or(asked.map(([type, ids]) => eb.and([eb('target_type', '=', type), eb('target_id', 'in', ids)]))),
      )
      .execute();
    // Only the asked types come back; a value's likes ('tag_attr') are counted by TagAttrsRepo.
    for (const row of rows) if (row.target_type !== 'tag_attr') out[row.target_type].add(row.target_id);
    return out;
  }
}
